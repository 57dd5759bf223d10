import { parseEther } from 'viem'
import { describe, expect, it } from 'vitest'
import { describeCalls } from './callsSummary'
import type { PreparedCalls } from './walletCalls'

/*
 * A batch gets one approval, so it shows every call and the one transaction that carries them, in
 * full and in order: what is approved is what is signed. Addresses and data show as code.
 */
const account = '0x1111111111111111111111111111111111111111'
const implementation = '0x2222222222222222222222222222222222222222'
const target = '0x3333333333333333333333333333333333333333'
const prepared: PreparedCalls = {
  calls: [
    { to: target, value: parseEther('0.5'), data: '0x' },
    { to: implementation, value: 3n, data: '0xabcd' },
  ],
  chain: { id: 31337, rpcUrl: 'http://127.0.0.1:1', maxFeeWei: 1n, nativeSymbol: 'ETH' },
  upgradeTo: implementation,
  transaction: {
    chainId: 31337,
    to: account,
    value: 0n,
    data: '0x',
    gas: 100_000n,
    nonce: 7,
    type: 'eip1559',
    maxFeePerGas: 2_000_000_000n,
    maxPriorityFeePerGas: 1_000_000_000n,
  },
}

describe('describeCalls', () => {
  it('shows the account, atomicity, the upgrade, each call, then the transaction’s fee, network, nonce, gas and both fees per gas', () => {
    expect(describeCalls(prepared, { account, actions: [undefined, 'Allow x to spend 1 USDC'] })).toEqual({
      title: 'Send a batch of calls',
      rows: [
        { label: 'Account', value: account, code: true },
        { label: 'Atomic', value: 'All 2 calls run in one transaction: either all succeed or none is applied.' },
        {
          label: 'Account upgrade',
          value: `This transaction also upgrades your account to a smart account (EIP-7702, implementation ${implementation}). Your address stays the same.`,
        },
        { label: 'Call 1: to', value: target, code: true },
        { label: 'Call 1: value', value: '0.5 ETH' },
        { label: 'Call 1: data', value: 'None', code: false },
        { label: 'Call 2: action (read from the data)', value: 'Allow x to spend 1 USDC' },
        { label: 'Call 2: to', value: implementation, code: true },
        { label: 'Call 2: value', value: '0.000000000000000003 ETH' },
        { label: 'Call 2: data', value: '0xabcd', code: true },
        { label: 'Maximum network fee', value: '0.0002 ETH' },
        { label: 'Network', value: '31337' },
        { label: 'Nonce', value: '7' },
        { label: 'Gas limit', value: '100000' },
        { label: 'Max fee per gas', value: '2 gwei' },
        { label: 'Max priority fee per gas', value: '1 gwei' },
      ],
    })
  })

  it('has no upgrade row once the account is upgraded, and shows a legacy transaction’s gas price', () => {
    const summary = describeCalls(
      { ...prepared, upgradeTo: undefined, transaction: { ...prepared.transaction, type: 'legacy', gasPrice: 3_000_000_000n } },
      { account, actions: [] },
    )
    expect(summary.rows.map((row) => row.label)).toEqual([
      'Account',
      'Atomic',
      'Call 1: to',
      'Call 1: value',
      'Call 1: data',
      'Call 2: to',
      'Call 2: value',
      'Call 2: data',
      'Maximum network fee',
      'Network',
      'Nonce',
      'Gas limit',
      'Gas price',
    ])
    expect(summary.rows.find((row) => row.label === 'Maximum network fee')?.value).toBe('0.0003 ETH')
  })
})
