import { getWallets } from '@wallet-standard/app'
import type { WalletAccount } from '@wallet-standard/base'
import { toCaipAddress } from '../../../src/chains/caip'
import type { CaipNetwork } from '../../../src/chains/network'
import { isSuiAddress, suiMainnet, suiWalletNetworkIds } from '../../../src/chains/suiChains'
import { ConnectFailedError, ConnectionRejectedError, isUserRejection } from '../../../src/errors/connectErrors'
import { ConnectorChainsUnsupportedError, NamespaceNotConnectedError, SignMessageError } from '../../../src/errors/namespaceErrors'
import { NetworkNotFoundError } from '../../../src/errors/networkErrors'
import type { NamespaceAccount, NamespaceAdapter } from '../../../src/namespaces/namespaceAdapter'
import { createSuiJsonRpcClient, suiCoinType } from './suiJsonRpc'
import { isSuiStandardWallet, type SuiStandardWallet } from './suiWalletStandard'
import { NamespaceConfigError, NamespaceTokenError, NamespaceWalletError } from '../../../src/errors/namespaceWalletErrors'
import { readNamespaceBalance } from '../readNamespaceBalance'
import type { NamespaceClientOptions } from '../namespaceRequest'
import { createNamespaceAdapterStore } from '../namespaceAdapterStore'
import { coveredConnectNetworks, pickConnectNetwork } from '../pickConnectNetwork'
import { followWalletRegistry } from '../followWalletRegistry'

/** The namespace plugin contract's name for {@link createSuiAdapter}, which the runtime calls. */
export const createAdapter = (options?: CreateSuiAdapterOptions): SuiAdapter => createSuiAdapter(options)

/** Options of {@link createSuiAdapter}. */
export type CreateSuiAdapterOptions = NamespaceClientOptions & {
  /**
   * The app's Sui networks, the default first. Each network's first RPC URL is a full node's
   * JSON-RPC endpoint, where balances are read; a network without one shows balances as
   * unavailable.
   * @default [suiMainnet]
   */
  networks?: readonly CaipNetwork[] | undefined
}

/** The Sui namespace adapter: the common contract and a teardown. */
export type SuiAdapter = NamespaceAdapter & {
  /** Stops following the wallet registry and the connected wallet. */
  destroy(): void
}

type SuiConnectedAccount = NamespaceAccount & { walletAccount: WalletAccount }

const toHex = (bytes: Uint8Array) => Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')

/**
 * The `sui` namespace over Wallet Standard Sui wallets (`standard:connect`,
 * `sui:signPersonalMessage`), discovered with `@wallet-standard/app` like the Solana and Bitcoin
 * ones. A wallet must list one of the app's networks; accounts are `0x` plus 64 hex characters,
 * the same on every Sui network, so switching networks keeps them. Balances come from the active
 * network's JSON-RPC endpoint (`suix_getBalance`); messages are signed as Sui personal messages and
 * returned as the wallet's serialized signature (base64). Sending is not offered on Sui.
 *
 * @example
 * const adapter = createSuiAdapter({ networks: [suiMainnet, suiTestnet] })
 * await adapter.connect({ walletId: 'Slush' })
 * await adapter.signMessage({ message: 'Hello' }) // 'AL3…' (flag, signature and public key, base64)
 */
export function createSuiAdapter(options: CreateSuiAdapterOptions = {}): SuiAdapter {
  const networks = options.networks ?? [suiMainnet]
  if (networks.length === 0) throw new NamespaceConfigError('The sui namespace needs at least one network.', { namespace: 'sui' })
  const registry = getWallets()
  let active = networks[0] as CaipNetwork
  let wallet: SuiStandardWallet | undefined
  let accounts: SuiConnectedAccount[] = []
  let connecting = false
  let offEvents: (() => void) | undefined
  const store = createNamespaceAdapterStore(active)

  const suiWallets = () => registry.get().filter(isSuiStandardWallet)
  const readWallets = () => {
    store.setWallets(
      suiWallets().map((candidate) => ({
        id: candidate.name,
        name: candidate.name,
        icon: candidate.icon,
        namespace: 'sui',
        chains: suiWalletNetworkIds(candidate.chains, networks),
      })),
    )
  }
  const readState = () => {
    store.setState(
      wallet && accounts.length > 0
        ? { status: 'connected', walletId: wallet.name, caipNetwork: active, accounts: accounts.map(({ walletAccount: _, ...account }) => account) }
        : { status: connecting ? 'connecting' : 'disconnected', accounts: [], caipNetwork: active },
    )
  }
  // A Sui account may list the chains it lives on; one listing none is taken to be on all of them.
  const onNetwork = (account: WalletAccount, network: CaipNetwork) => account.chains.length === 0 || account.chains.includes(network.caipNetworkId)
  const toAccounts = (granted: readonly WalletAccount[], network: CaipNetwork): SuiConnectedAccount[] =>
    granted
      .filter((account) => onNetwork(account, network) && isSuiAddress(account.address))
      .map((walletAccount) => {
        const address = walletAccount.address.toLowerCase()
        return {
          address,
          caipAddress: toCaipAddress(network.caipNetworkId, address),
          namespace: 'sui',
          publicKey: walletAccount.publicKey.length > 0 ? toHex(Uint8Array.from(walletAccount.publicKey)) : undefined,
          walletAccount,
        }
      })
  const follow = (next: SuiStandardWallet | undefined, connected: SuiConnectedAccount[]) => {
    offEvents?.()
    offEvents = undefined
    wallet = next
    accounts = connected
    // The wallet disconnecting or switching accounts on its side reaches the app as a change event.
    offEvents = next?.features['standard:events']?.on('change', ({ accounts: changed }) => {
      if (!changed) return
      accounts = toAccounts(changed, active)
      if (accounts.length === 0) follow(undefined, [])
      readState()
    })
  }
  const stopRegistry = followWalletRegistry(registry, readWallets)

  // The network a connect asks for among those the wallet lists.
  const targetOf = (candidate: SuiStandardWallet, caipNetworkId: string | undefined): CaipNetwork => {
    const covered = suiWalletNetworkIds(candidate.chains, networks)
    const supported = coveredConnectNetworks({ walletId: candidate.name, covered, networks })
    return pickConnectNetwork({ supported, activeId: active.caipNetworkId, caipNetworkId })
  }
  const attach = async (candidate: SuiStandardWallet, target: CaipNetwork, silent: boolean) => {
    if (wallet && wallet !== candidate) await wallet.features['standard:disconnect']?.disconnect().catch(() => undefined)
    follow(undefined, [])
    connecting = true
    readState()
    try {
      const { accounts: granted } = await candidate.features['standard:connect'].connect(silent ? { silent: true } : undefined)
      const connected = toAccounts(granted, target)
      if (connected.length === 0) {
        if (silent) return
        throw new NamespaceWalletError(`${candidate.name} granted no Sui account on ${target.name}.`, { failure: 'account' })
      }
      active = target
      follow(candidate, connected)
    } finally {
      connecting = false
      readState()
    }
  }

  const signer = () => {
    const account = accounts[0]
    if (!wallet || !account) throw new NamespaceNotConnectedError({ namespace: 'sui', details: 'No Sui account is connected.' })
    return { owner: wallet, account }
  }

  return {
    namespace: 'sui',
    networks,
    getState: store.getState,
    subscribe: store.subscribe,
    getWallets: store.getWallets,
    async connect({ walletId, caipNetworkId }) {
      const candidate = suiWallets().find((registered) => registered.name === walletId)
      if (!candidate) throw new ConnectFailedError({ cause: new NamespaceWalletError(`No Sui wallet named ${walletId}.`, { failure: 'notFound' }) })
      const target = targetOf(candidate, caipNetworkId)
      try {
        await attach(candidate, target, false)
      } catch (error) {
        throw isUserRejection(error) ? new ConnectionRejectedError({ cause: error }) : new ConnectFailedError({ cause: error })
      }
      return store.getState()
    },
    async restore({ walletId, caipNetworkId }) {
      const candidate = suiWallets().find((registered) => registered.name === walletId)
      if (!candidate || wallet) return store.getState()
      // A network the app dropped since falls back to the wallet's first one the app still has.
      const target = (() => {
        try {
          return targetOf(candidate, caipNetworkId)
        } catch {
          return targetOf(candidate, undefined)
        }
      })()
      // `silent`: a wallet that still trusts the app answers with its accounts, any other answers none.
      await attach(candidate, target, true).catch(() => undefined)
      return store.getState()
    },
    async disconnect() {
      const previous = wallet
      follow(undefined, [])
      readState()
      await previous?.features['standard:disconnect']?.disconnect()
    },
    async switchNetwork(caipNetworkId) {
      const network = networks.find((candidate) => candidate.caipNetworkId === caipNetworkId)
      if (!network) throw new NetworkNotFoundError({ caipNetworkId })
      // Sui wallets have no switch request: the connected wallet must list the network itself.
      if (wallet && !suiWalletNetworkIds(wallet.chains, [network]).length)
        throw new ConnectorChainsUnsupportedError({ connectorId: wallet.name, requested: [caipNetworkId] })
      active = network
      accounts = accounts.map((account) => ({ ...account, caipAddress: toCaipAddress(caipNetworkId, account.address) }))
      readState()
    },
    async getBalance({ address, token }) {
      return readNamespaceBalance(active, async (url) => {
        const rpc = createSuiJsonRpcClient({ fetch: options.fetch, timeoutMs: options.timeoutMs, url })
        if (!token || token === suiCoinType) return (await rpc.getBalance(address)).totalBalance
        // Another coin's decimals are what its publisher registered; without metadata there is no amount to show.
        const [balance, metadata] = await Promise.all([rpc.getBalance(address, token), rpc.getCoinMetadata(token)])
        if (!metadata) throw new NamespaceTokenError(`${token} has no coin metadata.`, { token })
        return { value: balance.totalBalance, decimals: metadata.decimals, symbol: metadata.symbol }
      })
    },
    async signMessage({ message }) {
      const { owner, account } = signer()
      let signed: { signature?: unknown }
      try {
        signed = await owner.features['sui:signPersonalMessage'].signPersonalMessage({
          message: new TextEncoder().encode(message),
          account: account.walletAccount,
          chain: active.caipNetworkId,
        })
      } catch (error) {
        // One error class whether the user said no (`rejected`) or the wallet failed.
        throw new SignMessageError({ namespace: 'sui', rejected: isUserRejection(error), cause: error })
      }
      const { signature } = signed
      if (typeof signature !== 'string' || signature.length === 0) throw new NamespaceWalletError('The wallet returned no signature.', { failure: 'answer' })
      return signature
    },
    destroy() {
      stopRegistry()
      follow(undefined, [])
      store.destroy()
    },
  }
}
