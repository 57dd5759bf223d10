/*
 * Transfers through the solana adapter on the local Solana runtime (litesvm behind real JSON-RPC and
 * its WebSocket): the Solana test wallet signs and sends in Node, the adapter confirms. 2 SOL and
 * 1.5 USDC (SPL) go to a new address, whose associated token account the transfer creates; balances
 * are read back exactly. A refusal in the wallet leaves every balance as it was.
 */
import { Keypair } from '@solana/web3.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSolanaRuntime, type RunningSolanaRuntime } from '../../../devstack/solana/startSolanaRuntime'
import {
  SOLANA_LOCALNET_CHAIN_ID,
  SOLANA_TEST_ACCOUNTS,
  SOLANA_TEST_SOL_LAMPORTS,
  SOLANA_TEST_USDC,
  SOLANA_TEST_USDC_UNITS,
} from '../../../devstack/solana/solanaTestAccounts'
import { solanaLocalnet } from '../../../src/chains/solanaChains'
import { createSolanaTestWallet } from '../../../testing/solana/createSolanaTestWallet'
import { createSolanaTestWalletInfo } from '../../../testing/solana/solanaTestWalletInfo'
import { installSolanaTestWalletProvider } from '../../../testing/solana/solanaTestWalletProvider'
import { createSolanaAdapter } from './solanaAdapter'

;(globalThis as { window?: unknown }).window ??= new EventTarget()
;(globalThis as { document?: unknown }).document ??= {}

const sender = Keypair.fromSeed(Buffer.from(SOLANA_TEST_ACCOUNTS[1]!.seed, 'hex'))
let runtime: RunningSolanaRuntime
let adapter: ReturnType<typeof createSolanaAdapter>
let wallet: ReturnType<typeof createSolanaTestWallet>

beforeAll(async () => {
  runtime = await startSolanaRuntime({ port: 0 })
  wallet = createSolanaTestWallet({ keypair: sender, rpcUrl: runtime.rpcUrl })
  installSolanaTestWalletProvider({ bridge: (payload) => wallet.request(payload), info: createSolanaTestWalletInfo({ name: 'Send Wallet' }) })
  adapter = createSolanaAdapter({ networks: [solanaLocalnet({ rpcUrl: runtime.rpcUrl, reference: SOLANA_LOCALNET_CHAIN_ID })] })
  await adapter.connect({ walletId: 'Send Wallet' })
}, 30_000)
afterAll(async () => {
  adapter?.destroy()
  await runtime?.stop()
})

describe('solana adapter transfers', () => {
  it('reads the seeded SOL and USDC balances exactly', async () => {
    expect(await adapter.getBalance({ address: sender.publicKey.toBase58() })).toEqual({ value: SOLANA_TEST_SOL_LAMPORTS, decimals: 9, symbol: 'SOL' })
    expect(await adapter.getBalance({ address: sender.publicKey.toBase58(), token: SOLANA_TEST_USDC.mint })).toMatchObject({
      value: SOLANA_TEST_USDC_UNITS,
      decimals: 6,
    })
  })

  it('sends 2 SOL to a new address', async () => {
    const receiver = Keypair.generate().publicKey.toBase58()
    const signature = await adapter.sendToken({ to: receiver, amount: 2_000_000_000n })
    expect(signature).toMatch(/^[1-9A-HJ-NP-Za-km-z]{80,90}$/)
    expect((await adapter.getBalance({ address: receiver })).value).toBe(2_000_000_000n)
  })

  it('sends 1.5 USDC to a new address, creating its token account', async () => {
    const receiver = Keypair.generate().publicKey.toBase58()
    const before = await adapter.getBalance({ address: sender.publicKey.toBase58(), token: SOLANA_TEST_USDC.mint })
    expect(await adapter.getBalance({ address: receiver, token: SOLANA_TEST_USDC.mint })).toMatchObject({ value: 0n })
    await adapter.sendToken({ to: receiver, amount: 1_500_000n, token: SOLANA_TEST_USDC.mint })
    expect(await adapter.getBalance({ address: receiver, token: SOLANA_TEST_USDC.mint })).toMatchObject({ value: 1_500_000n, decimals: 6 })
    expect((await adapter.getBalance({ address: sender.publicKey.toBase58(), token: SOLANA_TEST_USDC.mint })).value).toBe(before.value - 1_500_000n)
    // A second transfer finds the account there and only moves tokens.
    await adapter.sendToken({ to: receiver, amount: 500_000n, token: SOLANA_TEST_USDC.mint })
    expect((await adapter.getBalance({ address: receiver, token: SOLANA_TEST_USDC.mint })).value).toBe(2_000_000n)
  })

  it('a refusal in the wallet sends nothing', async () => {
    const receiver = Keypair.generate().publicKey.toBase58()
    wallet.setRejectRequests(['signAndSendTransaction'])
    await expect(adapter.sendToken({ to: receiver, amount: 1_000_000n })).rejects.toThrow()
    wallet.setRejectRequests(false)
    expect((await adapter.getBalance({ address: receiver })).value).toBe(0n)
  })
})
