/*
 * The Bitcoin send helpers outside React: BTC as a send token, receiver reading, recognising the
 * Bitcoin adapter, and how a send's failures reach the form (refusal, the adapter's own checks,
 * no adapter). The adapter here is a plain object: the real one runs in useSendToken.bitcoin.test.tsx.
 */
import { describe, expect, it } from 'vitest'
import { bitcoinRegtest } from '../../src/chains/bitcoinChains'
import { bitcoinMainnet } from '../../src/chains/builtinNetworks'
import { ChainAdapterNotFoundError } from '../../src/errors/namespaceErrors'
import { SendAmountExceedsBalanceError, SendTransactionError } from '../../src/errors/sendErrors'
import type { NamespaceAdapter } from '../../src/namespaces/namespaceAdapter'
import { bitcoinReceiver, bitcoinSendAdapter, bitcoinSendToken, sendBitcoinTransfer, type BitcoinSendAdapter } from './bitcoinSendTransfer'

const regtest = bitcoinRegtest({ esploraUrl: 'http://127.0.0.1:3002' })
const txid = 'ab'.repeat(32)
const to = 'bcrt1qw508d6qejxtdg4y5r3zarvary0c5xw7kygt080'
const token = bitcoinSendToken(regtest, 123_456_789n)

const adapterSending = (sendToken: BitcoinSendAdapter['sendToken']): BitcoinSendAdapter => ({
  isSendAddress: () => true,
  estimateSendFee: async () => ({ value: 1_410n, feeRate: 10, vsize: 141 }),
  getMaxSendAmount: async () => 0n,
  getBalance: async () => ({ value: 0n, decimals: 8, symbol: 'BTC' }),
  sendToken,
})

describe('Bitcoin send helpers', () => {
  it('BTC of the network, with the balance in sats and as text', () => {
    expect(token).toEqual({
      id: `${regtest.caipNetworkId}:native`,
      name: 'Bitcoin',
      symbol: 'BTC',
      chainId: regtest.caipNetworkId,
      decimals: 8,
      balance: 123_456_789n,
      balanceText: '1.23456789',
      price: 0,
      iconUrl: '',
    })
  })

  it("reads the receiver with the adapter's address check, trimmed; no check means nothing is usable", () => {
    const isAddress = (address: string) => address.startsWith('bcrt1')
    expect(bitcoinReceiver('  ', isAddress)).toEqual({ status: 'empty', address: undefined, name: undefined, profile: undefined })
    expect(bitcoinReceiver(` ${to} `, isAddress)).toMatchObject({ status: 'resolved', address: to })
    expect(bitcoinReceiver('tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx', isAddress)).toMatchObject({ status: 'invalid', address: undefined })
    expect(bitcoinReceiver(to, undefined)).toMatchObject({ status: 'invalid', address: undefined })
  })

  it('knows the Bitcoin adapter by its namespace and send calls', () => {
    const bitcoin = { namespace: 'bip122', ...adapterSending(async () => txid) } as unknown as NamespaceAdapter
    expect(bitcoinSendAdapter(bitcoin)).toBe(bitcoin)
    expect(bitcoinSendAdapter({ ...bitcoin, namespace: 'solana' } as NamespaceAdapter)).toBeUndefined()
    expect(bitcoinSendAdapter({ namespace: 'bip122' } as NamespaceAdapter)).toBeUndefined()
    expect(bitcoinSendAdapter(undefined)).toBeUndefined()
  })

  it('resolves with the txid, and an explorer link when the network lists an explorer', async () => {
    const adapter = adapterSending(async ({ to: receiver, amount, token: asked }) =>
      receiver === to && amount === 100_000n && asked === undefined ? txid : 'wrong',
    )
    expect(await sendBitcoinTransfer(adapter, regtest, { token, value: 100_000n, to })).toEqual({
      hash: txid,
      explorerUrl: undefined,
      token,
      value: 100_000n,
      to,
    })
    const mainnet = { ...bitcoinMainnet, blockExplorers: { default: { name: 'mempool', url: 'https://mempool.space' } } }
    expect((await sendBitcoinTransfer(adapter, mainnet, { token, value: 100_000n, to })).explorerUrl).toBe(`https://mempool.space/tx/${txid}`)
  })

  it("keeps the adapter's refusals and balance checks, wraps anything else, and names a missing adapter", async () => {
    const refused = new SendTransactionError({ rejected: true })
    await expect(
      sendBitcoinTransfer(
        adapterSending(() => Promise.reject(refused)),
        regtest,
        { token, value: 1n, to },
      ),
    ).rejects.toBe(refused)
    const short = new SendAmountExceedsBalanceError({ amount: 2n, balance: 1n })
    await expect(
      sendBitcoinTransfer(
        adapterSending(() => Promise.reject(short)),
        regtest,
        { token, value: 2n, to },
      ),
    ).rejects.toBe(short)
    const down = new Error('Esplora is down')
    const failure = await sendBitcoinTransfer(
      adapterSending(() => Promise.reject(down)),
      regtest,
      { token, value: 1n, to },
    ).catch((error: unknown) => error)
    expect(failure).toBeInstanceOf(SendTransactionError)
    expect(failure).toMatchObject({ rejected: false, cause: down })
    const missing = await sendBitcoinTransfer(undefined, regtest, { token, value: 1n, to }).catch((error: unknown) => error)
    expect((missing as SendTransactionError).cause).toBeInstanceOf(ChainAdapterNotFoundError)
  })
})
