import { useConnection, useConnections } from 'wagmi'
import { EMBEDDED_SOLANA_WALLET_NAME } from '../../connectors/namespaces/embeddedSolanaWalletName'
import { WALLETCONNECT_BITCOIN_WALLET_NAME } from '../../connectors/namespaces/walletConnectBitcoinWalletName'
import { WALLETCONNECT_SOLANA_WALLET_NAME } from '../../connectors/namespaces/walletConnectSolanaWalletName'
import { useNamespaces, type UseNamespacesReturnType } from '../namespaces/useNamespaces'
import { knownWalletKey, type KnownWallet, type KnownWalletKind } from './knownWallets'

/**
 * The status of one connection in the list: the one its namespace uses now,
 * another one kept open, or one that was connected in this browser and no longer is.
 */
export type ProfileWalletStatus = 'active' | 'connected' | 'disconnected'

/** One wallet connection, as ProfileWallets lists it. */
export type ProfileWallet = KnownWallet & {
  /** Unique in the list: the wagmi connector's uid for EVM connections, else the namespace and wallet id. */
  uid: string
  /** The wallet's icon, while the wallet is in the page. */
  icon: string | undefined
  status: ProfileWalletStatus
}

/** Return type of {@link useConnectedWallets}. */
export type UseConnectedWalletsReturnType = {
  /** Every open connection: EVM ones (the active one first), then one per other namespace. */
  connected: ProfileWallet[]
  /** While wagmi restores the connections of the last visit (or one is being made). */
  isLoading: boolean
  /** Nothing is connected in any namespace, and every namespace has said so (its code is loaded). */
  isSettledEmpty: boolean
  /** The app's other namespaces, for their adapters. */
  namespaces: UseNamespacesReturnType
}

const connectorKind = (type: string): KnownWalletKind => (type === 'walletConnect' ? 'walletConnect' : type === 'foyerAuth' ? 'auth' : 'browser')

// The embedded wallet's Solana side comes with e-mail or social login, a WalletConnect session's
// with its pairing: each is connected again through that flow, not as a browser wallet.
const walletConnectNames: ReadonlySet<string> = new Set([WALLETCONNECT_SOLANA_WALLET_NAME, WALLETCONNECT_BITCOIN_WALLET_NAME])
const namespaceKind = (walletId: string): KnownWalletKind =>
  walletId === EMBEDDED_SOLANA_WALLET_NAME ? 'auth' : walletConnectNames.has(walletId) ? 'walletConnect' : 'browser'

/** A row's uid for a wallet that is not an open wagmi connection. */
export const namespaceWalletUid = (wallet: Pick<KnownWallet, 'namespace' | 'connectorId'>) => `ns:${knownWalletKey(wallet)}`

/**
 * The connections open now in every namespace: wagmi's multiple connections for EVM (Active is
 * wagmi's current one), and the single connection each other namespace holds (the wallet its
 * adapter follows, Active in its namespace).
 *
 * @example
 * const { connected } = useConnectedWallets()
 */
export function useConnectedWallets(): UseConnectedWalletsReturnType {
  const connections = useConnections()
  const { connector: current, status } = useConnection()
  const namespaces = useNamespaces()

  const evm = connections
    .map(
      (connection): ProfileWallet => ({
        uid: connection.connector.uid,
        namespace: 'eip155',
        connectorId: connection.connector.id,
        kind: connectorKind(connection.connector.type),
        name: connection.connector.name,
        icon: connection.connector.icon,
        address: connection.accounts[0],
        status: connection.connector.uid === current?.uid ? 'active' : 'connected',
      }),
    )
    .sort((a, b) => Number(b.status === 'active') - Number(a.status === 'active'))

  const others = namespaces.entries.flatMap(({ namespace, adapter, state }): ProfileWallet[] => {
    const account = state.status === 'connected' ? state.accounts[0] : undefined
    const walletId = state.walletId
    if (!account || !walletId) return []
    // The adapter's full list: the embedded and WalletConnect wallets are not listed in Connect, but are named here.
    const wallet = adapter?.getWallets().find((item) => item.id === walletId)
    return [
      {
        uid: namespaceWalletUid({ namespace, connectorId: walletId }),
        namespace,
        connectorId: walletId,
        kind: namespaceKind(walletId),
        name: wallet?.name ?? walletId,
        icon: wallet?.icon,
        address: account.address,
        status: 'active',
      },
    ]
  })

  const isLoading = status === 'reconnecting' || status === 'connecting' || namespaces.entries.some((entry) => entry.state.status === 'connecting')
  const othersSettled = namespaces.entries.every((entry) => entry.adapter !== undefined || entry.loadError !== undefined)
  const isSettledEmpty = status === 'disconnected' && others.length === 0 && othersSettled
  return { connected: [...evm, ...others], isLoading, isSettledEmpty, namespaces }
}
