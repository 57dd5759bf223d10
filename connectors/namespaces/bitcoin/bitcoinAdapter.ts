import { getWallets } from '@wallet-standard/app'
import { bitcoinChainKind, bitcoinWalletNetworkIds } from '../../../src/chains/bitcoinChains'
import { bitcoinMainnet } from '../../../src/chains/builtinNetworks'
import type { CaipNetwork } from '../../../src/chains/network'
import { ConnectFailedError, ConnectionRejectedError } from '../../../src/errors/connectErrors'
import { ConnectorChainsUnsupportedError, NamespaceNotConnectedError, SignMessageError } from '../../../src/errors/namespaceErrors'
import { NetworkNotFoundError } from '../../../src/errors/networkErrors'
import type { NamespaceAccount, NamespaceWallet } from '../../../src/namespaces/namespaceAdapter'
import type { BitcoinAdapter, CreateBitcoinAdapterOptions } from './bitcoinAdapterTypes'
import { createEsploraClient } from './bitcoinEsplora'
import { isBitcoinAddress } from './bitcoinPsbt'
import { createBitcoinConnectorList, toBitcoinAccounts, type BitcoinConnector, type BitcoinGrantedAccount } from './bitcoinConnectors'
import { isBitcoinRejection } from './bitcoinRequestProvider'
import { createBitcoinSends } from './bitcoinSend'
import type { BitcoinPurpose } from './bitcoinWalletStandard'
import { WALLETCONNECT_BITCOIN_WALLET_NAME } from '../walletConnectBitcoinWalletName'
import { NamespaceConfigError, NamespaceTokenError, NamespaceWalletError } from '../../../src/errors/namespaceWalletErrors'
import { readNamespaceBalance } from '../readNamespaceBalance'
import { createNamespaceAdapterStore } from '../namespaceAdapterStore'
import { coveredConnectNetworks, pickConnectNetwork } from '../pickConnectNetwork'
import { followWalletRegistry } from '../followWalletRegistry'

export type { BitcoinAdapter, BitcoinSendFee, CreateBitcoinAdapterOptions } from './bitcoinAdapterTypes'

/** The namespace plugin contract's name for {@link createBitcoinAdapter}, which the runtime calls. */
export const createAdapter = (options?: CreateBitcoinAdapterOptions): BitcoinAdapter => createBitcoinAdapter(options)

// The order the connection model wants: the payment account first, the ordinal one second.
const purposes: BitcoinPurpose[] = ['payment', 'ordinals']

/**
 * The `bip122` namespace over Wallet Standard Bitcoin wallets (`bitcoin:connect`,
 * `bitcoin:signTransaction`, `bitcoin:signMessage`, discovered with `@wallet-standard/app`) and
 * wallets with a `request(method, params)` provider (Xverse, Leather, `window.wbip_providers`),
 * one list where a wallet that has both appears once, through the standard.
 * Connecting asks for the payment and the ordinal account; balances, UTXOs and fee estimates come
 * from the active network's Esplora API, where sends are broadcast. A send is built here as a PSBT
 * (coin selection, change, fee from the estimates), signed by the wallet, checked to be the
 * transaction built, finalized and broadcast. Messages are signed by the payment account (BIP-322
 * where the wallet does it) and returned as base64; a failure is `SignMessageError`
 * ('Error signing message', `rejected` when the user declined).
 *
 * @example
 * const adapter = createBitcoinAdapter({ networks: [bitcoinMainnet] })
 * await adapter.connect({ walletId: 'Xverse' })
 * adapter.getState().accounts.map((account) => account.type) // ['payment', 'ordinal']
 */
export function createBitcoinAdapter(options: CreateBitcoinAdapterOptions = {}): BitcoinAdapter {
  const networks = options.networks ?? [bitcoinMainnet]
  if (networks.length === 0) throw new NamespaceConfigError('The bip122 namespace needs at least one network.', { namespace: 'bip122' })
  const confirmationTarget = options.confirmationTarget ?? 3
  const registry = getWallets()
  let active = networks[0] as CaipNetwork
  const connectors = createBitcoinConnectorList(registry)
  let wallet: BitcoinConnector | undefined
  let accounts: NamespaceAccount[] = []
  let connecting = false
  let offEvents: (() => void) | undefined
  const store = createNamespaceAdapterStore(active)

  // A wallet that names no chains (a request provider) may serve any of the app's networks.
  const coveredBy = (candidate: BitcoinConnector) =>
    candidate.chains ? bitcoinWalletNetworkIds(candidate.chains, networks) : networks.map((network) => network.caipNetworkId)
  // The list keeps its identity until a wallet appears or goes, for `useSyncExternalStore`.
  const readWallets = () => {
    const next = connectors().map(
      (candidate): NamespaceWallet => ({
        id: candidate.id,
        name: candidate.name,
        icon: candidate.icon,
        namespace: 'bip122',
        chains: candidate.chains ? coveredBy(candidate) : [],
      }),
    )
    const wallets = store.getWallets()
    if (next.length === wallets.length && next.every((entry, index) => entry.id === wallets[index]?.id)) return
    store.setWallets(next)
  }
  const readState = () => {
    store.setState(
      wallet && accounts.length > 0
        ? { status: 'connected', walletId: wallet.id, caipNetwork: active, accounts }
        : { status: connecting ? 'connecting' : 'disconnected', accounts: [], caipNetwork: active },
    )
  }
  const follow = (next: BitcoinConnector | undefined, connected: NamespaceAccount[]) => {
    offEvents?.()
    offEvents = undefined
    wallet = next
    accounts = connected
    // The wallet itself disconnecting (or switching accounts) reaches the app as a change event.
    offEvents = next?.onChange((changed) => {
      accounts = toBitcoinAccounts(changed, active.caipNetworkId)
      if (accounts.length === 0) follow(undefined, [])
      readState()
    })
  }
  const stopRegistry = followWalletRegistry(registry, readWallets)
  // Extensions inject request providers at document start; a late one is listed once the page loaded.
  const scope = (
    globalThis as {
      window?: {
        addEventListener?(type: string, listener: () => void, options?: { once: boolean }): void
        removeEventListener?(type: string, listener: () => void): void
      }
    }
  ).window
  if ((globalThis as { document?: { readyState?: string } }).document?.readyState !== 'complete') scope?.addEventListener?.('load', readWallets, { once: true })

  const esplora = () => {
    const baseUrl = active.rpcUrls.default.http[0]
    if (!baseUrl) throw new NamespaceConfigError(`${active.name} has no Esplora API URL.`, { namespace: 'bip122' })
    return createEsploraClient({ baseUrl, fetch: options.fetch, timeoutMs: options.timeoutMs })
  }
  const fits = (granted: readonly { address: string }[], network: CaipNetwork) =>
    granted.every((account) => isBitcoinAddress(account.address, bitcoinChainKind(network)))
  // The network a connection asks for (the asked one, else the active or first the wallet covers),
  // and all the app's networks the wallet covers.
  const targetOf = (candidate: BitcoinConnector, caipNetworkId: string | undefined) => {
    // A Bitcoin wallet that names chains must name one of the app's: addresses differ per chain.
    const covered = coveredBy(candidate)
    const supported = coveredConnectNetworks({ walletId: candidate.id, covered, networks })
    const target = pickConnectNetwork({ supported, activeId: active.caipNetworkId, caipNetworkId })
    return { target, supported }
  }
  // Connect and restore both end here, with the accounts `grant` gives (asked, or taken back
  // without a prompt). A wallet's accounts live on the chain the wallet is set to: the network follows them.
  const attach = async (candidate: BitcoinConnector, target: CaipNetwork, others: readonly CaipNetwork[], grant: () => Promise<BitcoinGrantedAccount[]>) => {
    if (wallet && wallet !== candidate) await wallet.disconnect().catch(() => undefined)
    follow(undefined, [])
    connecting = true
    readState()
    try {
      const granted = await grant()
      if (granted.length === 0) throw new NamespaceWalletError(`${candidate.id} granted no account.`, { failure: 'account' })
      const network = fits(granted, target) ? target : others.find((candidateNetwork) => fits(granted, candidateNetwork))
      if (!network) {
        await candidate.disconnect().catch(() => undefined)
        throw new ConnectorChainsUnsupportedError({ connectorId: candidate.id, requested: [target.caipNetworkId] })
      }
      active = network
      follow(candidate, toBitcoinAccounts(granted, network.caipNetworkId))
    } finally {
      connecting = false
      readState()
    }
  }
  const payer = (): NamespaceAccount & { owner: BitcoinConnector } => {
    const account = accounts.find((candidate) => candidate.type === 'payment') ?? accounts[0]
    if (!wallet || !account) throw new NamespaceNotConnectedError({ namespace: 'bip122', details: 'No Bitcoin account is connected.' })
    return { ...account, owner: wallet }
  }
  const sends = createBitcoinSends({ network: () => active, payer, esplora, confirmationTarget })

  return {
    namespace: 'bip122',
    networks,
    getState: store.getState,
    subscribe: store.subscribe,
    getWallets: store.getWallets,
    async connect({ walletId, caipNetworkId }) {
      readWallets()
      const candidate = connectors().find((listed) => listed.id === walletId)
      if (!candidate) throw new ConnectFailedError({ cause: new NamespaceWalletError(`No Bitcoin wallet named ${walletId}.`, { failure: 'notFound' }) })
      const { target, supported } = targetOf(candidate, caipNetworkId)
      try {
        // A network the app asked for is kept; else the accounts' own network among the wallet's.
        await attach(candidate, target, caipNetworkId === undefined ? supported : [], () => candidate.connect(purposes.slice()))
      } catch (error) {
        if (error instanceof ConnectorChainsUnsupportedError) throw error
        throw isBitcoinRejection(error) ? new ConnectionRejectedError({ cause: error }) : new ConnectFailedError({ cause: error })
      }
      return store.getState()
    },
    async restore({ walletId, caipNetworkId, accounts: stored }) {
      // A WalletConnect session's wallet is registered by a pairing in this page only: after a
      // load it is a new pairing, never taken back from what was stored.
      if (wallet || walletId === WALLETCONNECT_BITCOIN_WALLET_NAME) return store.getState()
      readWallets()
      // Only a wallet still in the page (extension installed, provider injected) is restored.
      const candidate = connectors().find((listed) => listed.id === walletId)
      if (!candidate) return store.getState()
      try {
        // The stored network first; else (the app dropped it, or the wallet moved) the accounts' own.
        const { target, supported } = (() => {
          try {
            return targetOf(candidate, caipNetworkId)
          } catch {
            return targetOf(candidate, undefined)
          }
        })()
        await attach(candidate, target, supported, () => candidate.restore(purposes.slice(), stored))
      } catch {
        // Nothing granted without a prompt, malformed accounts, or none of the app's networks: stays disconnected.
      }
      return store.getState()
    },
    async disconnect() {
      const previous = wallet
      follow(undefined, [])
      readState()
      await previous?.disconnect()
    },
    async switchNetwork(caipNetworkId) {
      const network = networks.find((candidate) => candidate.caipNetworkId === caipNetworkId)
      if (!network) throw new NetworkNotFoundError({ caipNetworkId })
      // Bitcoin wallets have no switch request: connected accounts of another chain cannot follow.
      if (wallet && !fits(accounts, network)) throw new ConnectorChainsUnsupportedError({ connectorId: wallet.id, requested: [caipNetworkId] })
      active = network
      accounts = accounts.map((account) => ({ ...account, caipAddress: `${caipNetworkId}:${account.address}` as NamespaceAccount['caipAddress'] }))
      readState()
    },
    async getBalance({ address, token }) {
      if (token) throw new NamespaceTokenError('Bitcoin has no token balances here; ask for the BTC balance.', { token })
      return readNamespaceBalance(
        active,
        async (baseUrl) => (await createEsploraClient({ baseUrl, fetch: options.fetch, timeoutMs: options.timeoutMs }).getBalance(address)).total,
      )
    },
    isSendAddress: (address) => isBitcoinAddress(address, bitcoinChainKind(active)),
    ...sends,
    async signMessage({ message }) {
      const from = payer()
      try {
        return await from.owner.signMessage({ address: from.address, message })
      } catch (error) {
        throw new SignMessageError({ namespace: 'bip122', rejected: isBitcoinRejection(error), cause: error })
      }
    },
    destroy() {
      stopRegistry()
      scope?.removeEventListener?.('load', readWallets)
      follow(undefined, [])
      store.destroy()
    },
  }
}
