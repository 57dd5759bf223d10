/*
 * Bitcoin wallets with a request provider (WBIP-004 registry, Xverse, Leather) through the bip122
 * adapter: discovery and de-duplication with Wallet Standard wallets, a malformed answer refused,
 * the account order and types, BIP-322 verified with bip322-js, refusals (4001 and sats-connect's
 * -32000), a send the Esplora fixture verifies, a PSBT changed by the wallet refused, and Leather's
 * own dialect. The request test wallet signs in this process; Node's EventTarget stands in for `window`.
 */
import { base64, hex } from '@scure/base'
import { Transaction } from '@scure/btc-signer'
import { Verifier } from 'bip322-js'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { bitcoinRegtest } from '../../../src/chains/bitcoinChains'
import { ConnectFailedError, ConnectionRejectedError } from '../../../src/errors/connectErrors'
import { SignMessageError } from '../../../src/errors/namespaceErrors'
import { SendTransactionError } from '../../../src/errors/sendErrors'
import { startEsploraFixture, type RunningEsploraFixture } from '../../../test/bitcoin/esploraFixture'
import { expectedBitcoinAccounts } from '../../../test/bitcoin/expectedBitcoinAccounts'
import { bitcoinRequestTestWalletInfo, installBitcoinRequestTestWalletProvider } from '../../../testing/bitcoin/bitcoinRequestProvider'
import { answerBitcoinRequest, type AnswerBitcoinRequestOptions } from '../../../testing/bitcoin/bitcoinRequestTestWallet'
import { createBitcoinTestWallet, type BitcoinTestWallet } from '../../../testing/bitcoin/createBitcoinTestWallet'
import { bitcoinTestWalletSeed, setupBitcoinTestWallet } from '../../../testing/bitcoin/setupBitcoinTestWallet'
import { createBitcoinAdapter } from './bitcoinAdapter'
import { injectedBitcoinProviders } from './bitcoinRequestProvider'

const scope = ((globalThis as { window?: unknown }).window ??= new EventTarget()) as Record<string, unknown>

let fixture: RunningEsploraFixture
let cleanup: Array<() => void> = []
beforeAll(async () => {
  fixture = await startEsploraFixture({ logger: (await import('pino')).pino({ level: 'silent' }) })
})
afterAll(() => fixture.stop())
afterEach(() => {
  for (const run of cleanup) run()
  cleanup = []
  for (const key of ['wbip_providers', 'LeatherProvider', 'XverseProviders', 'Test']) delete scope[key]
})

let count = 0
function requestWallet(name: string, options: AnswerBitcoinRequestOptions = {}) {
  const wallet = createBitcoinTestWallet({ seed: bitcoinTestWalletSeed(name) })
  const provider = installBitcoinRequestTestWalletProvider({
    bridge: (payload) => answerBitcoinRequest(wallet, payload, options),
    info: bitcoinRequestTestWalletInfo({ id: `Test.P${count++}`, name }),
  })
  return { wallet, provider }
}
function adapterOn() {
  const regtest = bitcoinRegtest({ esploraUrl: fixture.url })
  const adapter = createBitcoinAdapter({ networks: [regtest] })
  cleanup.push(() => adapter.destroy())
  return { adapter, regtest }
}

describe('request-provider Bitcoin wallets', () => {
  it('are found in wbip_providers and at the Xverse and Leather globals, each once, malformed entries skipped', () => {
    const { provider } = requestWallet('Registered BTC')
    const request = async () => ({ jsonrpc: '2.0', id: 1, result: null })
    scope.XverseProviders = { BitcoinProvider: { request } }
    scope.LeatherProvider = { request }
    ;(scope.wbip_providers as unknown[]).push(
      { id: 'XverseProviders.BitcoinProvider', name: 'Xverse Wallet', icon: 'data:image/png;base64,AA==' },
      { id: 'Missing.Provider', name: 'Ghost' },
      { name: 'No id' },
      'junk',
    )
    const found = injectedBitcoinProviders()
    expect(found.map(({ path, name, dialect }) => [path, name, dialect])).toEqual([
      ['Test.P0', 'Registered BTC', 'wbip'],
      ['XverseProviders.BitcoinProvider', 'Xverse Wallet', 'wbip'],
      ['LeatherProvider', 'Leather', 'leather'],
    ])
    expect(found[0]?.provider).toBe(provider)
    expect(found[1]?.icon).toBe('data:image/png;base64,AA==')
  })

  it('share one list with Wallet Standard wallets; a wallet with both is listed and connected once, through the standard', async () => {
    const standard = setupBitcoinTestWallet({ name: 'Both BTC', seed: bitcoinTestWalletSeed('both') })
    const { wallet: viaRequest } = requestWallet('Both BTC Wallet')
    requestWallet('Only Request BTC')
    const { adapter } = adapterOn()
    expect(
      adapter
        .getWallets()
        .filter((entry) => /Both|Only Request/.test(entry.name))
        .map(({ id, chains }) => [id, chains.length]),
    ).toEqual([
      ['Both BTC', 1],
      ['Only Request BTC', 0],
    ])
    await adapter.connect({ walletId: 'Both BTC' })
    expect(standard.connected).toBe(true)
    expect(viaRequest.connected).toBe(false)
  })

  it('connect the payment account first, the ordinal second, with public keys, paths and types', async () => {
    const { wallet } = requestWallet('Conn Req BTC')
    const { adapter, regtest } = adapterOn()
    const state = await adapter.connect({ walletId: 'Conn Req BTC' })
    expect(state).toMatchObject({ status: 'connected', walletId: 'Conn Req BTC', caipNetwork: regtest })
    expect(state.accounts).toEqual(expectedBitcoinAccounts(wallet.accounts, regtest.caipNetworkId))
    await adapter.disconnect()
    expect(adapter.getState()).toMatchObject({ status: 'disconnected', accounts: [] })
  })

  it('refuse a malformed getAddresses answer as Failed to connect', async () => {
    scope.wbip_providers = [{ id: 'Test.Bad', name: 'Bad BTC' }]
    scope.Test = { Bad: { request: async () => ({ jsonrpc: '2.0', id: 1, result: { addresses: [{ address: 42, purpose: 'payment' }] } }) } }
    const { adapter } = adapterOn()
    const error = await adapter.connect({ walletId: 'Bad BTC' }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ConnectFailedError)
    expect((error as ConnectFailedError).cause).toBeInstanceOf(z.ZodError)
    expect(adapter.getState()).toMatchObject({ status: 'disconnected', accounts: [] })
  })

  it.each([4001, -32000])('a refusal (code %i) is Connection rejected on connect and a rejected SignMessageError on sign', async (rejectionCode) => {
    const { wallet } = requestWallet(`Rej ${rejectionCode}`, { rejectionCode })
    const { adapter } = adapterOn()
    wallet.setRejectRequests(['connect'])
    const refused = await adapter.connect({ walletId: `Rej ${rejectionCode}` }).catch((e: unknown) => e)
    expect(refused).toBeInstanceOf(ConnectionRejectedError)
    expect((refused as ConnectionRejectedError).shortMessage).toBe('Connection rejected')
    wallet.setRejectRequests(false)
    await adapter.connect({ walletId: `Rej ${rejectionCode}` })

    const signature = await adapter.signMessage({ message: 'Sign in to Foyer' })
    expect(Verifier.verifySignature(wallet.accounts.payment.address, 'Sign in to Foyer', signature)).toBe(true)
    expect(Verifier.verifySignature(wallet.accounts.payment.address, 'Sign in to Foyer!', signature)).toBe(false)
    wallet.setRejectRequests(['signMessage'])
    const declined = await adapter.signMessage({ message: 'x' }).catch((e: unknown) => e)
    expect(declined).toBeInstanceOf(SignMessageError)
    expect(declined).toMatchObject({ shortMessage: 'Error signing message', rejected: true, cause: { code: rejectionCode } })
  })

  it('sign the send PSBT; the fixture verifies the broadcast; a PSBT changed beyond signatures is refused', async () => {
    const { wallet, provider } = requestWallet('Send Req BTC')
    const { adapter } = adapterOn()
    await adapter.connect({ walletId: 'Send Req BTC' })
    const { payment, ordinals } = wallet.accounts
    fixture.fund(payment.address, 60_000n)
    const txid = await adapter.sendToken({ to: ordinals.address, amount: 25_000n })
    const tx = Transaction.fromRaw(hex.decode(fixture.broadcasts.at(-1) as string), { allowUnknownOutputs: true })
    expect(tx.id).toBe(txid)
    expect(await adapter.getBalance({ address: ordinals.address })).toEqual({ value: 25_000n, decimals: 8, symbol: 'BTC' })

    // A wallet that pays the receiver less and signs that instead.
    const honest = provider.request.bind(provider)
    provider.request = (method, params) => {
      if (method !== 'signPsbt') return honest(method, params)
      const { psbt, ...rest } = params as { psbt: string }
      const changed = Transaction.fromPSBT(base64.decode(psbt))
      const index = [...Array(changed.outputsLength).keys()].find((i) => changed.getOutput(i).amount === 10_000n) as number
      changed.updateOutput(index, { amount: 9_000n })
      return honest(method, { ...rest, psbt: base64.encode(changed.toPSBT()) })
    }
    const broadcasts = fixture.broadcasts.length
    const error = await adapter.sendToken({ to: ordinals.address, amount: 10_000n }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(SendTransactionError)
    expect((error as SendTransactionError).details).toBe('The wallet changed the transaction it was asked to sign.')
    provider.request = honest
    wallet.setRejectRequests(['signTransaction'])
    expect(await adapter.sendToken({ to: ordinals.address, amount: 10_000n }).catch((e: unknown) => e)).toMatchObject({ rejected: true })
    expect(fixture.broadcasts.length).toBe(broadcasts)
  })

  it("speak Leather's dialect at window.LeatherProvider: typed addresses with STX, paymentType, hex PSBTs, rejections thrown", async () => {
    const wallet = createBitcoinTestWallet({ seed: bitcoinTestWalletSeed('leather') })
    const calls: Array<[string, unknown]> = []
    scope.LeatherProvider = { request: (method: string, params?: unknown) => leather(wallet, calls, method, params) }
    const { adapter } = adapterOn()
    const state = await adapter.connect({ walletId: 'Leather' })
    const { payment, ordinals } = wallet.accounts
    expect(state.accounts.map(({ address, type, path }) => [address, type, path])).toEqual([
      [payment.address, 'payment', "m/84'/1'/0'/0/0"],
      [ordinals.address, 'ordinal', "m/86'/1'/0'/0/0"],
    ])
    const signature = await adapter.signMessage({ message: 'Leather says hi' })
    expect(Verifier.verifySignature(payment.address, 'Leather says hi', signature)).toBe(true)
    fixture.fund(payment.address, 30_000n)
    await adapter.sendToken({ to: ordinals.address, amount: 12_000n })
    expect(calls.map(([method, params]) => [method, Object.keys(params as object).sort()])).toEqual([
      ['getAddresses', ['purposes']],
      ['signMessage', ['message', 'paymentType']],
      ['signPsbt', ['broadcast', 'hex', 'signAtIndex']],
    ])
    wallet.setRejectRequests(['signMessage'])
    expect(await adapter.signMessage({ message: 'no' }).catch((e: unknown) => e)).toMatchObject({ rejected: true, cause: { code: 4001 } })
  })
})

// A Leather-style provider over the Node-side wallet: it resolves JSON-RPC results and rejects with
// the JSON-RPC error response, as Leather's `request` does.
async function leather(wallet: BitcoinTestWallet, calls: Array<[string, unknown]>, method: string, params: unknown): Promise<unknown> {
  calls.push([method, params])
  const respond = (answer: { result: unknown } | { error: { code: number; message: string } }) => {
    if ('error' in answer) throw { jsonrpc: '2.0', id: '1', error: answer.error }
    return { jsonrpc: '2.0', id: '1', result: answer.result }
  }
  if (method === 'getAddresses') {
    const answer = await wallet.request({ method: 'connect', params: { purposes: ['payment', 'ordinals'] } })
    if ('error' in answer) return respond(answer)
    const [payment, ordinals] = (answer.result as { accounts: Array<{ address: string; publicKey: string; derivationPath: string }> }).accounts
    return respond({
      result: {
        addresses: [
          { symbol: 'BTC', type: 'p2wpkh', address: payment?.address, publicKey: payment?.publicKey, derivationPath: payment?.derivationPath },
          { symbol: 'BTC', type: 'p2tr', address: ordinals?.address, publicKey: ordinals?.publicKey, derivationPath: ordinals?.derivationPath },
          { symbol: 'STX', address: 'ST2CY5V39NHDPWSXMW9QDT3HC3GD6Q6XX4CFRK9AG' },
        ],
      },
    })
  }
  if (method === 'signMessage') {
    const { message, paymentType } = params as { message: string; paymentType: string }
    const address = paymentType === 'p2tr' ? wallet.accounts.ordinals.address : wallet.accounts.payment.address
    const answer = await wallet.request({ method: 'signMessage', params: { address, message: base64.encode(new TextEncoder().encode(message)) } })
    return respond('error' in answer ? answer : { result: { signature: (answer.result as { signature: string }).signature, address, message } })
  }
  const { hex: psbtHex, signAtIndex } = params as { hex: string; signAtIndex: number[] }
  const answer = await wallet.request({
    method: 'signTransaction',
    params: { psbt: base64.encode(hex.decode(psbtHex)), chain: '', inputsToSign: [{ address: wallet.accounts.payment.address, signingIndexes: signAtIndex }] },
  })
  return respond('error' in answer ? answer : { result: { hex: hex.encode(base64.decode((answer.result as { psbt: string }).psbt)) } })
}
