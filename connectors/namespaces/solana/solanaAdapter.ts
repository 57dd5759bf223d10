import type { Adapter, WalletAdapterCompatibleStandardWallet } from '@solana/wallet-adapter-base'
import { StandardWalletAdapter } from '@solana/wallet-standard-wallet-adapter-base'
import type { PublicKey } from '@solana/web3.js'
import { getWallets } from '@wallet-standard/app'
import { solanaMainnet } from '../../../src/chains/builtinNetworks'
import { toCaipAddress } from '../../../src/chains/caip'
import type { CaipNetwork } from '../../../src/chains/network'
import { solanaWalletNetworkIds } from '../../../src/chains/solanaChains'
import { ConnectFailedError, ConnectionRejectedError, userRejectedCode } from '../../../src/errors/connectErrors'
import { ConnectorChainsUnsupportedError, NamespaceNotConnectedError } from '../../../src/errors/namespaceErrors'
import { NetworkNotFoundError } from '../../../src/errors/networkErrors'
import { supportedRequestedNetworks } from '../../../src/namespaces/namespaceRegistry'
import { toBase58 } from '../../../src/chains/base58'
import { EMBEDDED_SOLANA_WALLET_NAME } from '../embeddedSolanaWalletName'
import { hasExternalSolanaProvider } from './solanaExternalProvider'
import { sendSolanaToken, solanaBalance, solanaConnection } from './solanaRpc'
import type { CreateSolanaAdapterOptions, ExternalSolanaWallet, SolanaAdapter } from './solanaAdapterTypes'
import { WALLETCONNECT_SOLANA_WALLET_NAME } from '../walletConnectSolanaWalletName'
import { NamespaceConfigError, NamespaceWalletError } from '../../../src/errors/namespaceWalletErrors'
import { readNamespaceBalance } from '../readNamespaceBalance'
import { createNamespaceAdapterStore } from '../namespaceAdapterStore'
import { pickConnectNetwork } from '../pickConnectNetwork'
import { followWalletRegistry } from '../followWalletRegistry'
import { listSolanaWallets, solanaStandardWallets } from './solanaWalletDirectory'

// The WalletConnect pairing ships in this chunk, not a chunk of its own: a third lazy entry that
// also reaches @solana/web3.js made a consumer's Rolldown build split shared page code (BaseError,
// the messages) into extra files the page requested at load.
export { pairNamespacesOverWalletConnect, solanaWalletConnectFamily as walletConnectFamily } from './solanaWalletConnectPairing'

export type { CreateSolanaAdapterOptions, ExternalSolanaWallet, SolanaAdapter } from './solanaAdapterTypes'

/** The namespace plugin contract's name for {@link createSolanaAdapter}, which the runtime calls. */
export const createAdapter = (options?: CreateSolanaAdapterOptions): SolanaAdapter => createSolanaAdapter(options)

/** A wallet adapter's error keeps the wallet's own error as `error`, not `cause`. */
function isRejection(error: unknown): boolean {
  let current: unknown = error
  for (let depth = 0; current && typeof current === 'object' && depth < 6; depth++) {
    if ((current as { code?: unknown }).code === userRejectedCode) return true
    current = (current as { error?: unknown; cause?: unknown }).error ?? (current as { cause?: unknown }).cause
  }
  return false
}

/**
 * The `solana` namespace over Wallet Standard wallets (Phantom, Solflare, Backpack and any other
 * that registers): discovered with `@wallet-standard/app`, driven through the Solana wallet
 * adapter's `StandardWalletAdapter`; reads and transfers go to the active network's RPC URL.
 * Loaded only by apps that enable Solana, behind the modal's lazy import.
 *
 * @example
 * const adapter = createSolanaAdapter({ networks: [solanaMainnet] })
 * await adapter.connect({ walletId: 'Phantom' })
 */
export function createSolanaAdapter(options: CreateSolanaAdapterOptions = {}): SolanaAdapter {
  const { networks = [solanaMainnet] } = options
  if (networks.length === 0) throw new NamespaceConfigError('The solana namespace needs at least one network.', { namespace: 'solana' })
  const registry = getWallets()
  const adapters = new Map<WalletAdapterCompatibleStandardWallet, StandardWalletAdapter>()
  let active: CaipNetwork = networks[0] as CaipNetwork
  // The wallet followed: one Foyer connected, or the app's own (external).
  let connected: Adapter | undefined
  let external: ExternalSolanaWallet | undefined
  let connecting = false
  const store = createNamespaceAdapterStore(active)

  const compatible = () => solanaStandardWallets(registry.get())
  const adapterOf = (wallet: WalletAdapterCompatibleStandardWallet) => {
    let adapter = adapters.get(wallet)
    if (!adapter) {
      adapter = new StandardWalletAdapter({ wallet })
      adapters.set(wallet, adapter)
    }
    return adapter
  }
  const readWallets = () => store.setWallets(listSolanaWallets(registry.get(), networks))
  const readState = () => {
    const publicKey = connected?.connected ? connected.publicKey : null
    store.setState(
      publicKey && connected
        ? {
            status: 'connected',
            walletId: connected.name,
            caipNetwork: active,
            accounts: [
              {
                address: publicKey.toBase58(),
                caipAddress: toCaipAddress(active.caipNetworkId, publicKey.toBase58()),
                namespace: 'solana',
                type: 'eoa',
                publicKey: publicKey.toBase58(),
              },
            ],
          }
        : { status: connecting ? 'connecting' : 'disconnected', accounts: [], caipNetwork: active },
    )
  }
  // The wallet itself switches accounts or disconnects: the adapter reports it as connect/disconnect.
  const onAdapterChange = () => readState()
  const follow = (adapter: Adapter | undefined) => {
    connected?.off('connect', onAdapterChange).off('disconnect', onAdapterChange)
    connected = adapter
    connected?.on('connect', onAdapterChange).on('disconnect', onAdapterChange)
  }

  const stopRegistry = followWalletRegistry(registry, readWallets)

  const owner = (): { adapter: Adapter; publicKey: PublicKey } => {
    if (!connected?.publicKey) throw new NamespaceNotConnectedError({ namespace: 'solana', details: 'No Solana account is connected.' })
    return { adapter: connected, publicKey: connected.publicKey }
  }
  // The app's network a wallet connects on: the asked one, else the active one or the first it covers.
  const targetOf = (wallet: WalletAdapterCompatibleStandardWallet, caipNetworkId: string | undefined): CaipNetwork => {
    const covered = solanaWalletNetworkIds(wallet.chains, networks)
    // A wallet that names Solana clusters, none of them the app's, cannot serve the app.
    const namesClusters = wallet.chains.some((chain) => chain.startsWith('solana:'))
    if (namesClusters && covered.length === 0)
      throw new ConnectorChainsUnsupportedError({ connectorId: wallet.name, requested: networks.map((network) => network.caipNetworkId) })
    const supported = supportedRequestedNetworks({ walletId: wallet.name, walletChains: covered, requested: networks })
    return pickConnectNetwork({ supported, activeId: active.caipNetworkId, caipNetworkId })
  }
  // Connect and restore both end here. `silent` is the wallet adapter's autoConnect, what
  // wallet-adapter-react does on page load: `standard:connect({ silent: true })`, which Solana
  // wallets answer with accounts only for a site the user approved, without a prompt; any other
  // answers none, and the adapter throws (WalletAccountError).
  const attach = async (wallet: WalletAdapterCompatibleStandardWallet, target: CaipNetwork, silent: boolean) => {
    const adapter = adapterOf(wallet)
    if (connected && connected !== adapter) await connected.disconnect().catch(() => undefined)
    connecting = true
    readState()
    try {
      await (silent ? adapter.autoConnect() : adapter.connect())
      active = target
      follow(adapter)
    } finally {
      connecting = false
      readState()
    }
  }

  return {
    namespace: 'solana',
    networks,
    getState: store.getState,
    subscribe: store.subscribe,
    getWallets: store.getWallets,
    async connect({ walletId, caipNetworkId }) {
      if (external) {
        // The app owns the connection: its provider connects the wallet, this adapter follows. A
        // Wallet Standard wallet naming only other clusters is refused here as well.
        const standard = compatible().find((candidate) => candidate.name === walletId)
        if (standard?.chains.some((chain) => chain.startsWith('solana:')) && solanaWalletNetworkIds(standard.chains, networks).length === 0) {
          throw new ConnectorChainsUnsupportedError({ connectorId: walletId, requested: networks.map((network) => network.caipNetworkId) })
        }
        const target = caipNetworkId === undefined ? active : networks.find((network) => network.caipNetworkId === caipNetworkId)
        if (!target) throw new NetworkNotFoundError({ caipNetworkId: caipNetworkId ?? '' })
        connecting = true
        readState()
        try {
          const adapter = await external.connect(walletId)
          active = target
          follow(adapter)
        } catch (error) {
          throw isRejection(error) ? new ConnectionRejectedError({ cause: error }) : new ConnectFailedError({ cause: error })
        } finally {
          connecting = false
          readState()
        }
        return store.getState()
      }
      const wallet = compatible().find((candidate) => candidate.name === walletId)
      if (!wallet) throw new ConnectFailedError({ cause: new NamespaceWalletError(`No Solana wallet named ${walletId}.`, { failure: 'notFound' }) })
      const target = targetOf(wallet, caipNetworkId)
      try {
        await attach(wallet, target, false)
      } catch (error) {
        throw isRejection(error) ? new ConnectionRejectedError({ cause: error }) : new ConnectFailedError({ cause: error })
      }
      return store.getState()
    },
    async restore({ walletId, caipNetworkId }) {
      // With SolanaWalletAdapterBridge the app's own provider reconnects its wallet (its
      // autoConnect): a second connection made here would compete with it. The bridge marks the
      // plugin's options as it mounts, before this chunk attaches the app's wallet.
      if (external || hasExternalSolanaProvider(options) || connected) return store.getState()
      // The embedded wallet comes back with its sign-in, and a WalletConnect wallet needs a new
      // pairing: their page-side wallets answer any connect, so they are never taken back here.
      if (walletId === EMBEDDED_SOLANA_WALLET_NAME || walletId === WALLETCONNECT_SOLANA_WALLET_NAME) return store.getState()
      const wallet = compatible().find((candidate) => candidate.name === walletId)
      if (!wallet) return store.getState()
      try {
        // A network the app dropped since falls back to the wallet's first one the app still has.
        const target = (() => {
          try {
            return targetOf(wallet, caipNetworkId)
          } catch {
            return targetOf(wallet, undefined)
          }
        })()
        await attach(wallet, target, true)
      } catch {
        // Not approved (no account without a prompt), gone, or on none of the app's clusters: stays disconnected.
      }
      return store.getState()
    },
    async disconnect() {
      const adapter = connected
      follow(undefined)
      if (external) await external.disconnect()
      else await adapter?.disconnect()
      readState()
    },
    setExternal(next) {
      external = next
      follow(next?.adapter ?? undefined)
      readState()
    },
    async switchNetwork(caipNetworkId) {
      // Solana wallets sign for any cluster: the app's choice of RPC is the switch.
      const network = networks.find((candidate) => candidate.caipNetworkId === caipNetworkId)
      if (!network) throw new NetworkNotFoundError({ caipNetworkId })
      active = network
      readState()
    },
    getBalance: (parameters) => readNamespaceBalance(active, () => solanaBalance(solanaConnection(active), parameters)),
    sendToken: (parameters) => sendSolanaToken(solanaConnection(active), owner(), parameters),
    async signMessage({ message }) {
      const { adapter } = owner()
      if (!('signMessage' in adapter)) throw new NamespaceWalletError(`${adapter.name} cannot sign messages.`, { failure: 'unsupported' })
      return toBase58(await adapter.signMessage(new TextEncoder().encode(message)))
    },
    destroy() {
      stopRegistry()
      follow(undefined)
      store.destroy()
    },
  }
}
