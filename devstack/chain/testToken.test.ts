import { createPublicClient, createWalletClient, http, maxUint256, parseEventLogs } from 'viem'
import type { Address, Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ANVIL_ACCOUNTS, USDC_ADDRESS } from './addresses'
import { USDC_AMOUNT_EACH, deployContracts } from './deployContracts'
import { localChain } from './localChain'
import { startAnvil } from './startAnvil'
import type { RunningAnvil } from './startAnvil'
import { testTokenAbi } from './testToken'

/* TestToken.sol's ERC-20 behaviour on a real anvil: transfers, allowances and their failures. */
const [alice, bob, carol] = ANVIL_ACCOUNTS
let anvil: RunningAnvil
let publicClient: ReturnType<typeof createPublicClient>

beforeAll(async () => {
  anvil = await startAnvil({ chainId: 31337 })
  await deployContracts(anvil.rpcUrl, 31337)
  publicClient = createPublicClient({ chain: localChain(31337, anvil.rpcUrl), transport: http() })
})
afterAll(() => anvil?.stop())

/** Sends a token call from `from`; resolves with the receipt's decoded events, rejects on revert. */
async function send(from: { privateKey: Hex }, functionName: string, args: unknown[]) {
  const wallet = createWalletClient({
    chain: localChain(31337, anvil.rpcUrl),
    transport: http(),
    account: privateKeyToAccount(from.privateKey),
  })
  const hash = await wallet.writeContract({ address: USDC_ADDRESS, abi: testTokenAbi, functionName, args })
  const receipt = await publicClient.waitForTransactionReceipt({ hash })
  return parseEventLogs({ abi: testTokenAbi, logs: receipt.logs })
}

const read = (functionName: string, args: unknown[]) =>
  publicClient.readContract({ address: USDC_ADDRESS, abi: testTokenAbi, functionName, args }) as Promise<bigint>
const balanceOf = (address: Address) => read('balanceOf', [address])

describe('TestToken', () => {
  it('transfers and emits Transfer', async () => {
    const events = await send(alice, 'transfer', [bob.address, 5n])
    expect(events).toMatchObject([{ eventName: 'Transfer', args: { from: alice.address, to: bob.address, value: 5n } }])
    expect(await balanceOf(alice.address)).toBe(USDC_AMOUNT_EACH - 5n)
    expect(await balanceOf(bob.address)).toBe(USDC_AMOUNT_EACH + 5n)
  })

  it('refuses to move more than the balance', async () => {
    await expect(send(carol, 'transfer', [bob.address, 2n * USDC_AMOUNT_EACH])).rejects.toThrow(/InsufficientBalance/)
  })

  it('spends allowances through transferFrom, leaving an unlimited one unlimited', async () => {
    const approval = await send(alice, 'approve', [carol.address, 10n])
    expect(approval).toMatchObject([{ eventName: 'Approval', args: { owner: alice.address, spender: carol.address, value: 10n } }])
    await send(carol, 'transferFrom', [alice.address, carol.address, 4n])
    expect(await read('allowance', [alice.address, carol.address])).toBe(6n)
    await expect(send(carol, 'transferFrom', [alice.address, carol.address, 7n])).rejects.toThrow(/InsufficientAllowance/)

    await send(bob, 'approve', [carol.address, maxUint256])
    await send(carol, 'transferFrom', [bob.address, carol.address, 1n])
    expect(await read('allowance', [bob.address, carol.address])).toBe(maxUint256)
  })
})
