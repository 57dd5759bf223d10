// @vitest-environment node
/*
 * The polkadot adapter against the Polkadot test extension (window.injectedWeb3, in one process)
 * and the Substrate JSON-RPC fixture over real HTTP: discovery, accounts re-encoded in the active
 * network's SS58 format (type eoa), 'Connection rejected' and a retry, an account bound to another
 * chain ('The connector does not support any of the requested chains'), a `signRaw` signature
 * verified with @polkadot/util-crypto over `<Bytes>…</Bytes>`, a refused signature, the free balance
 * read from System.Account, balances unavailable without an endpoint or with a failing one, and
 * disconnect. Node's EventTarget stands in for `window`.
 */
import { stringToU8a, u8aWrapBytes } from '@polkadot/util'
import { encodeAddress, signatureVerify, sr25519Verify } from '@polkadot/util-crypto'
import { hex } from '@scure/base'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { kusama, polkadotMainnet, polkadotNetwork, westend } from '../../../src/chains/polkadotChains'
import { ConnectionRejectedError } from '../../../src/errors/connectErrors'
import { NamespaceBalanceUnavailableError } from '../../../src/errors/namespaceBalanceErrors'
import { ConnectorChainsUnsupportedError, SignMessageError } from '../../../src/errors/namespaceErrors'
import { polkadotTestWalletSeed, setupPolkadotTestWallet } from '../../../test/polkadot/setupPolkadotTestWallet'
import { startSubstrateRpcFixture, type RunningSubstrateRpcFixture } from '../../../test/polkadot/substrateRpcFixture'
import { createPolkadotAdapter } from './polkadotAdapter'
import { recordStatuses } from '../../../test/namespaces/recordStatuses'
import { destroyAfterEach } from '../../../test/namespaces/destroyAfterEach'

;(globalThis as { window?: unknown }).window ??= new EventTarget()

let node: RunningSubstrateRpcFixture
const destroy = destroyAfterEach()
beforeAll(async () => {
  node = await startSubstrateRpcFixture()
})
afterAll(() => node.stop())

const local = (rpcUrl?: string) =>
  polkadotNetwork({ genesisHash: westend.genesisHash, name: 'Westend Local', ss58Prefix: 42, symbol: 'WND', decimals: 12, rpcUrl, testnet: true })

function setup(key: string, networks = [local(node.url), polkadotMainnet], genesisHash?: `0x${string}`) {
  const wallet = setupPolkadotTestWallet({ key, seed: polkadotTestWalletSeed(key), ...(genesisHash ? { genesisHash } : {}) })
  const adapter = createPolkadotAdapter({ networks, appName: 'Foyer tests' })
  destroy.push(() => adapter.destroy())
  return { wallet, adapter }
}

describe('createPolkadotAdapter', () => {
  it("lists the extension and connects its account in the network's SS58 format, type eoa", async () => {
    const { wallet, adapter } = setup('conn-dot')
    expect(adapter.getWallets().find((w) => w.id === 'conn-dot')).toEqual({ id: 'conn-dot', name: 'conn-dot', namespace: 'polkadot', chains: [] })
    const statuses = recordStatuses(adapter)
    const state = await adapter.connect({ walletId: 'conn-dot' })
    expect(statuses.at(0)).toBe('connecting')
    expect(statuses.at(-1)).toBe('connected')
    expect(wallet.connected).toBe(true)
    const [network] = adapter.networks
    // The extension answers with the generic prefix 42, which is also this network's.
    expect(state).toMatchObject({ status: 'connected', walletId: 'conn-dot', caipNetwork: network })
    expect(state.accounts).toEqual([
      {
        address: wallet.account.address,
        caipAddress: `polkadot:e143f23803ac50e8f6f8e62695d1ce9e:${wallet.account.address}`,
        namespace: 'polkadot',
        type: 'eoa',
        publicKey: wallet.account.publicKey,
      },
    ])

    // On Polkadot the same key is written with prefix 0.
    await adapter.switchNetwork(polkadotMainnet.caipNetworkId)
    const onPolkadot = encodeAddress(hex.decode(wallet.account.publicKey.slice(2)), 0)
    expect(onPolkadot).toMatch(/^1/)
    expect(adapter.getState().accounts[0]).toMatchObject({ address: onPolkadot, caipAddress: `${polkadotMainnet.caipNetworkId}:${onPolkadot}` })

    await adapter.disconnect()
    expect(adapter.getState()).toMatchObject({ status: 'disconnected', accounts: [] })
    await expect(adapter.signMessage({ message: 'after' })).rejects.toThrow('No Polkadot account is connected.')
  })

  it('a refusal in the extension is Connection rejected, and a retry connects', async () => {
    const { wallet, adapter } = setup('rej-dot')
    wallet.setRejectRequests(['enable'])
    const error = await adapter.connect({ walletId: 'rej-dot' }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ConnectionRejectedError)
    expect((error as ConnectionRejectedError).shortMessage).toBe('Connection rejected')
    expect(((error as Error).cause as Error).message).toBe('Rejected')
    expect(adapter.getState()).toMatchObject({ status: 'disconnected', accounts: [] })
    wallet.setRejectRequests(false)
    expect((await adapter.connect({ walletId: 'rej-dot' })).status).toBe('connected')
  })

  it("follows an account bound to one of the app's chains, and refuses one bound to none of them", async () => {
    const bound = setup('kusama-dot', [local(node.url), kusama], kusama.genesisHash)
    const state = await bound.adapter.connect({ walletId: 'kusama-dot' })
    expect(state.caipNetwork).toBe(kusama)
    expect(state.accounts[0]?.address).toBe(encodeAddress(hex.decode(bound.wallet.account.publicKey.slice(2)), 2))

    const elsewhere = setup('elsewhere-dot', [local(node.url)], kusama.genesisHash)
    const error = await elsewhere.adapter.connect({ walletId: 'elsewhere-dot' }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ConnectorChainsUnsupportedError)
    expect((error as ConnectorChainsUnsupportedError).shortMessage).toBe('The connector does not support any of the requested chains')
    expect(elsewhere.adapter.getState()).toMatchObject({ status: 'disconnected', accounts: [] })
  })

  it('signs with signRaw: an sr25519 signature over <Bytes>message</Bytes>; a refusal is SignMessageError, rejected', async () => {
    const { wallet, adapter } = setup('sign-dot')
    await adapter.connect({ walletId: 'sign-dot' })
    const message = 'Sign in to Foyer & <friends>'
    const signature = await adapter.signMessage({ message })
    expect(signature).toMatch(/^0x[0-9a-f]{128}$/)
    const publicKey = hex.decode(wallet.account.publicKey.slice(2))
    expect(signatureVerify(`<Bytes>${message}</Bytes>`, signature, wallet.account.address)).toMatchObject({ isValid: true, crypto: 'sr25519' })
    // Signed over the wrapped bytes exactly, not the bare message.
    expect(sr25519Verify(u8aWrapBytes(stringToU8a(message)), signature, publicKey)).toBe(true)
    expect(sr25519Verify(stringToU8a(message), signature, publicKey)).toBe(false)
    expect(signatureVerify(`<Bytes>another</Bytes>`, signature, wallet.account.address).isValid).toBe(false)

    wallet.setRejectRequests(['signRaw'])
    const refused = await adapter.signMessage({ message }).catch((e: unknown) => e)
    expect(refused).toBeInstanceOf(SignMessageError)
    expect(refused).toMatchObject({ shortMessage: 'Error signing message', rejected: true })
    expect(((refused as Error).cause as Error).message).toBe('Cancelled')
  })

  it('reads the free balance from System.Account over JSON-RPC; unavailable without an endpoint or when it fails', async () => {
    const { wallet, adapter } = setup('bal-dot')
    await adapter.connect({ walletId: 'bal-dot' })
    const address = adapter.getState().accounts[0]!.address
    expect(await adapter.getBalance({ address })).toEqual({ value: 0n, decimals: 12, symbol: 'WND' })
    node.setFreeBalance(wallet.account.address, 1_234_567_890_123_456n)
    expect(await adapter.getBalance({ address })).toEqual({ value: 1_234_567_890_123_456n, decimals: 12, symbol: 'WND' })
    expect(node.calls.at(-1)).toBe('state_getStorage')

    const offline = setup('off-dot', [local(undefined)])
    await offline.adapter.connect({ walletId: 'off-dot' })
    const unavailable = await offline.adapter.getBalance({ address }).catch((e: unknown) => e)
    expect(unavailable).toBeInstanceOf(NamespaceBalanceUnavailableError)
    expect(unavailable).toMatchObject({ reason: 'notConfigured', shortMessage: 'Token Balance Unavailable' })

    const down = setup('down-dot', [local('http://127.0.0.1:1')])
    await down.adapter.connect({ walletId: 'down-dot' })
    await expect(down.adapter.getBalance({ address })).rejects.toMatchObject({ reason: 'request' })
  })
})
