import { isWalletAdapterCompatibleStandardWallet, type Adapter, type WalletAdapterCompatibleStandardWallet } from '@solana/wallet-adapter-base'
import { StandardWalletAdapter } from '@solana/wallet-standard-wallet-adapter-base'
import { Connection, PublicKey, SystemProgram, Transaction } from '@solana/web3.js'
import { getWallets } from '@wallet-standard/app'
import { solanaMainnet } from '../../src/chains/builtinNetworks'
import { toCaipAddress } from '../../src/chains/caip'
import type { CaipNetwork } from '../../src/chains/network'
import { solanaWalletNetworkIds } from '../../src/chains/solanaChains'
import { ConnectFailedError, ConnectionRejectedError, userRejectedCode } from '../../src/errors/connectErrors'
import { ConnectorChainsUnsupportedError } from '../../src/errors/namespaceErrors'
import { NetworkNotFoundError } from '../../src/errors/networkErrors'
import { supportedRequestedNetworks } from '../../src/namespaces/namespaceRegistry'
import type { NamespaceAdapter, NamespaceConnectionState, NamespaceWallet } from '../../src/namespaces/namespaceAdapter'
import { toBase58 } from '../../src/chains/base58'
import { splTransferInstructions } from './splTransfer'

// The WalletConnect pairing ships in this chunk, not a chunk of its own: a third lazy entry that
// also reaches @solana/web3.js made a consumer's Rolldown build split shared page code (BaseError,
// the messages) into extra files the page requested at load.
export { pairNamespacesOverWalletConnect, solanaWalletConnectFamily as walletConnectFamily } from './solanaWalletConnectPairing'

/** The namespace plugin contract's name for {@link createSolanaAdapter}, which the runtime calls. */
export const createAdapter = (options?: CreateSolanaAdapterOptions): SolanaAdapter => createSolanaAdapter(options)

/** Options of {@link createSolanaAdapter}. */
export type CreateSolanaAdapterOptions = {
  /**
   * The app's Solana networks, the default first.
   * @default [solanaMainnet]
   */
  networks?: readonly CaipNetwork[] | undefined
}

/**
 * The app's own Solana connection (its `@solana/wallet-adapter-react` `WalletProvider`), which the
 * adapter then follows instead of connecting wallets itself: one connection, shown by both.
 */
export type ExternalSolanaWallet = {
  /** The app's selected wallet, connected or not; null when none is selected. */
  adapter: Adapter | null
  /** Selects `walletName` in the app's provider and connects it; resolves with its adapter. */
  connect(walletName: string): Promise<Adapter>
  /** Disconnects the app's wallet. */
  disconnect(): Promise<void>
}

/** The Solana namespace adapter: the common contract, and following an app's own connection. */
export type SolanaAdapter = NamespaceAdapter & {
  destroy(): void
  /** Follow the app's own connection (`undefined` to stop); see {@link ExternalSolanaWallet}. */
  setExternal(external: ExternalSolanaWallet | undefined): void
}

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
export function createSolanaAdapter({ networks = [solanaMainnet] }: CreateSolanaAdapterOptions = {}): SolanaAdapter {
  if (networks.length === 0) throw new Error('The solana namespace needs at least one network.')
  const registry = getWallets()
  const adapters = new Map<WalletAdapterCompatibleStandardWallet, StandardWalletAdapter>()
  const listeners = new Set<() => void>()
  let active: CaipNetwork = networks[0] as CaipNetwork
  // The wallet followed: one Foyer connected, or the app's own (external).
  let connected: Adapter | undefined
  let external: ExternalSolanaWallet | undefined
  let connecting = false
  let wallets: NamespaceWallet[] = []
  let state: NamespaceConnectionState = { status: 'disconnected', accounts: [], caipNetwork: active }

  const emit = () => {
    for (const listener of [...listeners]) listener()
  }
  const compatible = () => registry.get().filter(isWalletAdapterCompatibleStandardWallet)
  const adapterOf = (wallet: WalletAdapterCompatibleStandardWallet) => {
    let adapter = adapters.get(wallet)
    if (!adapter) {
      adapter = new StandardWalletAdapter({ wallet })
      adapters.set(wallet, adapter)
    }
    return adapter
  }
  const readWallets = () => {
    wallets = compatible().map((wallet) => ({ id: wallet.name, name: wallet.name, icon: wallet.icon, namespace: 'solana', chains: solanaWalletNetworkIds(wallet.chains, networks) }))
  }
  const readState = () => {
    const publicKey = connected?.connected ? connected.publicKey : null
    state =
      publicKey && connected
        ? {
            status: 'connected',
            walletId: connected.name,
            caipNetwork: active,
            accounts: [{ address: publicKey.toBase58(), caipAddress: toCaipAddress(active.caipNetworkId, publicKey.toBase58()), namespace: 'solana', type: 'eoa', publicKey: publicKey.toBase58() }],
          }
        : { status: connecting ? 'connecting' : 'disconnected', accounts: [], caipNetwork: active }
    emit()
  }
  // The wallet itself switches accounts or disconnects: the adapter reports it as connect/disconnect.
  const onAdapterChange = () => readState()
  const follow = (adapter: Adapter | undefined) => {
    connected?.off('connect', onAdapterChange).off('disconnect', onAdapterChange)
    connected = adapter
    connected?.on('connect', onAdapterChange).on('disconnect', onAdapterChange)
  }

  readWallets()
  const offRegister = registry.on('register', () => {
    readWallets()
    emit()
  })
  const offUnregister = registry.on('unregister', () => {
    readWallets()
    emit()
  })

  // The PubSub socket is the RPC URL's own port (web3.js would guess port + 1).
  const connection = () => {
    const url = active.rpcUrls.default.http[0] ?? ''
    return new Connection(url, { commitment: 'confirmed', wsEndpoint: url.replace(/^http/, 'ws') })
  }
  const owner = (): { adapter: Adapter; publicKey: PublicKey } => {
    if (!connected?.publicKey) throw new Error('No Solana account is connected.')
    return { adapter: connected, publicKey: connected.publicKey }
  }

  return {
    namespace: 'solana',
    networks,
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    getWallets: () => wallets,
    async connect({ walletId, caipNetworkId }) {
      if (external) {
        // The app owns the connection: its provider connects the wallet, this adapter follows. A
        // Wallet Standard wallet naming only other clusters is refused here as well.
        const standard = compatible().find((candidate) => candidate.name === walletId)
        if (standard && standard.chains.some((chain) => chain.startsWith('solana:')) && solanaWalletNetworkIds(standard.chains, networks).length === 0) {
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
        return state
      }
      const wallet = compatible().find((candidate) => candidate.name === walletId)
      if (!wallet) throw new ConnectFailedError({ cause: new Error(`No Solana wallet named ${walletId}.`) })
      const covered = solanaWalletNetworkIds(wallet.chains, networks)
      // A wallet that names Solana clusters, none of them the app's, cannot serve the app.
      const namesClusters = wallet.chains.some((chain) => chain.startsWith('solana:'))
      if (namesClusters && covered.length === 0) throw new ConnectorChainsUnsupportedError({ connectorId: walletId, requested: networks.map((network) => network.caipNetworkId) })
      const supported = supportedRequestedNetworks({ walletId, walletChains: covered, requested: networks })
      const target = caipNetworkId === undefined ? (supported.find((network) => network.caipNetworkId === active.caipNetworkId) ?? supported[0]) : supported.find((network) => network.caipNetworkId === caipNetworkId)
      if (!target) throw new NetworkNotFoundError({ caipNetworkId: caipNetworkId ?? '' })
      const adapter = adapterOf(wallet)
      if (connected && connected !== adapter) await connected.disconnect().catch(() => undefined)
      connecting = true
      readState()
      try {
        await adapter.connect()
      } catch (error) {
        connecting = false
        readState()
        throw isRejection(error) ? new ConnectionRejectedError({ cause: error }) : new ConnectFailedError({ cause: error })
      }
      connecting = false
      active = target
      follow(adapter)
      readState()
      return state
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
    async getBalance({ address, token }) {
      const rpc = connection()
      const ownerKey = new PublicKey(address)
      if (!token) return { value: BigInt(await rpc.getBalance(ownerKey)), decimals: 9, symbol: 'SOL' }
      const { value: accounts } = await rpc.getParsedTokenAccountsByOwner(ownerKey, { mint: new PublicKey(token) })
      let value = 0n
      let decimals = 0
      for (const { account } of accounts) {
        const amount = (account.data as { parsed?: { info?: { tokenAmount?: { amount?: string; decimals?: number } } } }).parsed?.info?.tokenAmount
        value += BigInt(amount?.amount ?? '0')
        decimals = amount?.decimals ?? decimals
      }
      return { value, decimals, symbol: '' }
    },
    async sendToken({ to, amount, token }) {
      const { adapter, publicKey } = owner()
      const rpc = connection()
      const receiver = new PublicKey(to)
      const instructions = token
        ? await splTransferInstructions(rpc, { owner: publicKey, to: receiver, mint: new PublicKey(token), amount })
        : [SystemProgram.transfer({ fromPubkey: publicKey, toPubkey: receiver, lamports: amount })]
      const { blockhash, lastValidBlockHeight } = await rpc.getLatestBlockhash()
      const transaction = new Transaction({ feePayer: publicKey, blockhash, lastValidBlockHeight }).add(...instructions)
      const signature = await adapter.sendTransaction(transaction, rpc)
      await rpc.confirmTransaction({ signature, blockhash, lastValidBlockHeight }, 'confirmed')
      return signature
    },
    async signMessage({ message }) {
      const { adapter } = owner()
      if (!('signMessage' in adapter)) throw new Error(`${adapter.name} cannot sign messages.`)
      return toBase58(await adapter.signMessage(new TextEncoder().encode(message)))
    },
    destroy() {
      offRegister()
      offUnregister()
      follow(undefined)
      listeners.clear()
    },
  }
}
