/*
 * The bip122 adapter against the Bitcoin test wallet (Wallet Standard, in one process) and the
 * Esplora-compatible fixture over real HTTP: discovery, the connection model (payment account
 * first, ordinal second, with public keys and paths), 'The connector does not support any of the
 * requested chains', 'Connection rejected' and a retry, balances, a BTC send the fixture verifies
 * (signature, amounts, fee from its estimates), a refused send, too little money, a bad receiver,
 * and a BIP-322 message signature verified with bip322-js. Node's EventTarget stands in for `window`.
 */
import { Transaction } from '@scure/btc-signer'
import { getWallets } from '@wallet-standard/app'
import type { Wallet } from '@wallet-standard/base'
import { Verifier } from 'bip322-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bitcoinRegtest } from '../../../src/chains/bitcoinChains'
import { bitcoinMainnet, bitcoinTestnet } from '../../../src/chains/builtinNetworks'
import { SignMessageError } from '../../../src/errors/namespaceErrors'
import { ConnectionRejectedError } from '../../../src/errors/connectErrors'
import { ConnectorChainsUnsupportedError } from '../../../src/errors/namespaceErrors'
import { SendAmountAndReceiverRequiredError, SendAmountExceedsBalanceError, SendTransactionError } from '../../../src/errors/sendErrors'
import { startEsploraFixture, type RunningEsploraFixture } from '../../../test/bitcoin/esploraFixture'
import { expectedBitcoinAccounts } from '../../../test/bitcoin/expectedBitcoinAccounts'
import { bitcoinTestWalletSeed, setupBitcoinTestWallet } from '../../../testing/bitcoin/setupBitcoinTestWallet'
import { createBitcoinAdapter } from './bitcoinAdapter'
import { recordStatuses } from '../../../test/namespaces/recordStatuses'
import { destroyAfterEach } from '../../../test/namespaces/destroyAfterEach'

;(globalThis as { window?: unknown }).window ??= new EventTarget()

let fixture: RunningEsploraFixture
const destroy = destroyAfterEach()
beforeAll(async () => {
  fixture = await startEsploraFixture({ logger: (await import('pino')).pino({ level: 'silent' }) })
})
afterAll(() => fixture.stop())

function setup(name: string, chains?: string[]) {
  const wallet = setupBitcoinTestWallet({ name, seed: bitcoinTestWalletSeed(name), ...(chains ? { chains } : {}) })
  const regtest = bitcoinRegtest({ esploraUrl: fixture.url })
  const adapter = createBitcoinAdapter({ networks: [regtest, bitcoinTestnet] })
  destroy.push(() => adapter.destroy())
  return { wallet, adapter, regtest }
}

describe('createBitcoinAdapter', () => {
  it('lists Wallet Standard Bitcoin wallets and connects the payment account first, the ordinal second', async () => {
    const { adapter, wallet, regtest } = setup('Conn BTC')
    expect(adapter.getWallets().find((w) => w.id === 'Conn BTC')).toMatchObject({ namespace: 'bip122', chains: [regtest.caipNetworkId] })
    const statuses = recordStatuses(adapter)
    const state = await adapter.connect({ walletId: 'Conn BTC' })
    expect(statuses).toEqual(['connecting', 'connected'])
    const { payment, ordinals } = wallet.accounts
    expect(payment.address).toMatch(/^bcrt1q/)
    expect(ordinals.address).toMatch(/^bcrt1p/)
    expect(state).toMatchObject({ status: 'connected', walletId: 'Conn BTC', caipNetwork: regtest })
    expect(state.accounts).toEqual(expectedBitcoinAccounts(wallet.accounts, regtest.caipNetworkId))
    // regtest addresses are not testnet ones, and Bitcoin wallets have no switch request.
    const error = await adapter.switchNetwork(bitcoinTestnet.caipNetworkId).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ConnectorChainsUnsupportedError)
    expect(adapter.getState().caipNetwork).toBe(regtest)
    await adapter.disconnect()
    expect(adapter.getState()).toMatchObject({ status: 'disconnected', accounts: [] })
    expect(wallet.connected).toBe(false)

    // The wallet disconnecting on its own side reaches the adapter through standard:events.
    await adapter.connect({ walletId: 'Conn BTC' })
    const registered = getWallets()
      .get()
      .find((candidate) => candidate.name === 'Conn BTC') as Wallet
    await (registered.features['standard:disconnect'] as { disconnect(): Promise<void> }).disconnect()
    expect(adapter.getState()).toMatchObject({ status: 'disconnected', accounts: [] })
  })

  it('follows the chain the wallet is on, and refuses one whose accounts fit no requested network', async () => {
    const { adapter, regtest } = setup('Fit BTC', ['bitcoin:regtest', 'bitcoin:testnet'])
    // The app's active network is regtest, and so are the wallet's accounts.
    expect((await adapter.connect({ walletId: 'Fit BTC' })).caipNetwork).toBe(regtest)
    const onTestnet = setupBitcoinTestWallet({
      name: 'Testnet BTC',
      seed: bitcoinTestWalletSeed('t'),
      network: 'testnet',
      chains: ['bitcoin:regtest', 'bitcoin:testnet'],
    })
    expect(onTestnet.accounts.payment.address).toMatch(/^tb1q/)
    expect((await adapter.connect({ walletId: 'Testnet BTC' })).caipNetwork?.caipNetworkId).toBe(bitcoinTestnet.caipNetworkId)
    const error = await adapter.connect({ walletId: 'Testnet BTC', caipNetworkId: regtest.caipNetworkId }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ConnectorChainsUnsupportedError)
    expect(onTestnet.connected).toBe(false)
  })

  it('refuses a wallet that supports none of the requested chains', async () => {
    const { adapter } = setup('Main BTC', ['bitcoin:mainnet'])
    const error = await adapter.connect({ walletId: 'Main BTC' }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ConnectorChainsUnsupportedError)
    expect((error as ConnectorChainsUnsupportedError).shortMessage).toBe('The connector does not support any of the requested chains')
    // The same wallet serves an app that asks for mainnet.
    const mainnetApp = createBitcoinAdapter({ networks: [bitcoinMainnet] })
    destroy.push(() => mainnetApp.destroy())
    expect(mainnetApp.getWallets().find((w) => w.id === 'Main BTC')?.chains).toEqual([bitcoinMainnet.caipNetworkId])
  })

  it('a refusal in the wallet is Connection rejected, and a retry connects', async () => {
    const { adapter, wallet } = setup('Rej BTC')
    wallet.setRejectRequests(['connect'])
    const error = await adapter.connect({ walletId: 'Rej BTC' }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ConnectionRejectedError)
    expect((error as ConnectionRejectedError).shortMessage).toBe('Connection rejected')
    expect(adapter.getState()).toMatchObject({ status: 'disconnected', accounts: [] })
    wallet.setRejectRequests(false)
    expect((await adapter.connect({ walletId: 'Rej BTC' })).status).toBe('connected')
  })

  it('sends BTC: the fixture verifies the signed transaction, receiver and change get their amounts', async () => {
    const { adapter, wallet } = setup('Send BTC')
    await adapter.connect({ walletId: 'Send BTC' })
    const from = wallet.accounts.payment.address
    fixture.fund(from, 60_000n)
    fixture.fund(from, 25_000n)
    expect(await adapter.getBalance({ address: from })).toEqual({ value: 85_000n, decimals: 8, symbol: 'BTC' })
    const to = wallet.accounts.ordinals.address
    const txid = await adapter.sendToken({ to, amount: 70_000n })

    const tx = Transaction.fromRaw(Buffer.from(fixture.broadcasts.at(-1) as string, 'hex'), { allowUnknownOutputs: true })
    expect(tx.id).toBe(txid)
    expect(tx.inputsLength).toBe(2)
    const fee = 85_000n - (70_000n + (await adapter.getBalance({ address: from })).value)
    // Fee from the fixture's 10 sat/vB estimate for 3 blocks, on the transaction's real size.
    expect(fee).toBeGreaterThanOrEqual(BigInt(tx.vsize) * 10n)
    expect(fee).toBeLessThan(BigInt(tx.vsize) * 11n)
    expect(await adapter.getBalance({ address: to })).toEqual({ value: 70_000n, decimals: 8, symbol: 'BTC' })

    // Too little left for the amount and its fee, and a receiver of another chain.
    const short = await adapter.sendToken({ to, amount: 20_000n }).catch((e: unknown) => e)
    expect(short).toBeInstanceOf(SendAmountExceedsBalanceError)
    const badReceiver = await adapter.sendToken({ to: 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4', amount: 1_000n }).catch((e: unknown) => e)
    expect(badReceiver).toBeInstanceOf(SendAmountAndReceiverRequiredError)
    expect((badReceiver as SendAmountAndReceiverRequiredError).shortMessage).toBe('An amount and receiver address are required')
  })

  it("the send form's calls: the network's addresses, the fee as sendToken pays it, and Max that sends it all", async () => {
    const { adapter, wallet } = setup('Max BTC')
    expect(adapter.isSendAddress(wallet.accounts.ordinals.address)).toBe(true)
    expect(adapter.isSendAddress('tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx')).toBe(false)
    expect(adapter.isSendAddress('0x70997970C51812dc3A010C7d01b50e0d17dc79C8')).toBe(false)
    await adapter.connect({ walletId: 'Max BTC' })
    const from = wallet.accounts.payment.address
    const to = wallet.accounts.ordinals.address
    fixture.fund(from, 30_000n)
    fixture.fund(from, 20_000n)
    const fee = await adapter.estimateSendFee({ to, amount: 10_000n })
    expect(fee).toMatchObject({ feeRate: 10, value: BigInt(fee.vsize) * 10n })
    // The rate follows the server's estimates (rounded up to whole sat/vB).
    fixture.feeEstimates = { 1: 30, 3: 4.2, 6: 2 }
    expect(await adapter.estimateSendFee({ to, amount: 10_000n })).toEqual({ ...fee, feeRate: 5, value: BigInt(fee.vsize) * 5n })
    await expect(adapter.estimateSendFee({ to, amount: 50_000n })).rejects.toBeInstanceOf(SendAmountExceedsBalanceError)
    await expect(adapter.estimateSendFee({ to: 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4', amount: 1_000n })).rejects.toBeInstanceOf(
      SendAmountAndReceiverRequiredError,
    )

    const max = await adapter.getMaxSendAmount({ to })
    // Both coins into one taproot output: about 180 vB at 5 sat/vB.
    expect(50_000n - max).toBeGreaterThan(800n)
    expect(50_000n - max).toBeLessThan(1_000n)
    expect(await adapter.estimateSendFee({ to, amount: max })).toMatchObject({ value: 50_000n - max })
    await expect(adapter.estimateSendFee({ to, amount: max + 1n })).rejects.toBeInstanceOf(SendAmountExceedsBalanceError)
    await adapter.sendToken({ to, amount: max })
    expect(await adapter.getBalance({ address: from })).toEqual({ value: 0n, decimals: 8, symbol: 'BTC' })
    expect(await adapter.getMaxSendAmount()).toBe(0n)
    fixture.feeEstimates = { 1: 20, 3: 10, 6: 5, 144: 1 }
  })

  it('a send the wallet refuses broadcasts nothing and reports the refusal', async () => {
    const { adapter, wallet } = setup('Refuse BTC')
    await adapter.connect({ walletId: 'Refuse BTC' })
    fixture.fund(wallet.accounts.payment.address, 40_000n)
    const broadcasts = fixture.broadcasts.length
    wallet.setRejectRequests(['signTransaction'])
    const error = await adapter.sendToken({ to: wallet.accounts.ordinals.address, amount: 10_000n }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(SendTransactionError)
    expect((error as SendTransactionError).rejected).toBe(true)
    expect(fixture.broadcasts.length).toBe(broadcasts)
  })

  it('refuses to broadcast a PSBT the wallet changed before signing', async () => {
    const { adapter, wallet } = setup('Swap BTC')
    await adapter.connect({ walletId: 'Swap BTC' })
    fixture.fund(wallet.accounts.payment.address, 40_000n)
    // A wallet that pays the receiver less (the rest goes to fees) and signs that instead.
    const registered = getWallets()
      .get()
      .find((candidate) => candidate.name === 'Swap BTC') as Wallet
    const feature = registered.features['bitcoin:signTransaction'] as { signTransaction: (...inputs: Array<{ psbt: Uint8Array }>) => Promise<unknown> }
    const honest = feature.signTransaction.bind(feature)
    feature.signTransaction = (input) => {
      const tx = Transaction.fromPSBT(input.psbt)
      const index = [...Array(tx.outputsLength).keys()].find((i) => tx.getOutput(i).amount === 10_000n) as number
      tx.updateOutput(index, { amount: 9_000n })
      return honest({ ...input, psbt: tx.toPSBT() })
    }
    const broadcasts = fixture.broadcasts.length
    const error = await adapter.sendToken({ to: wallet.accounts.ordinals.address, amount: 10_000n }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(SendTransactionError)
    expect((error as SendTransactionError).details).toBe('The wallet changed the transaction it was asked to sign.')
    expect(fixture.broadcasts.length).toBe(broadcasts)
  })

  it('signs a message with BIP-322, verified by bip322-js', async () => {
    const { adapter, wallet } = setup('Sign BTC')
    await adapter.connect({ walletId: 'Sign BTC' })
    const signature = await adapter.signMessage({ message: 'Sign in to Foyer' })
    const address = wallet.accounts.payment.address
    expect(Verifier.verifySignature(address, 'Sign in to Foyer', signature)).toBe(true)
    expect(Verifier.verifySignature(address, 'Sign in to Foyer!', signature)).toBe(false)
    wallet.setRejectRequests(['signMessage'])
    const refused = await adapter.signMessage({ message: 'x' }).catch((e: unknown) => e)
    expect(refused).toBeInstanceOf(SignMessageError)
    expect(refused).toMatchObject({ shortMessage: 'Error signing message', rejected: true, cause: { code: 4001 } })
  })
})
