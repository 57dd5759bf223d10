import { useConfig, useConnect } from 'wagmi'
import { switchConnection } from 'wagmi/actions'
import { ConnectFailedError, toConnectError, type ConnectionRejectedError } from '../src/errors/connectErrors'
import type { ConnectorInfo } from '../src/wallets/walletTypes'
import { useConnectAttempt, type ConnectAttemptFailed } from './useConnectAttempt'
import { useRecentWallets } from './useRecentWallets'
import { useWalletsConnectors } from './useWalletsConnectors'

/** A connection attempt that failed, with the catalogue error to show. */
export type WalletsConnectFailure = ConnectAttemptFailed<ConnectionRejectedError | ConnectFailedError>

/** Return type of {@link useWalletsConnect}. */
export type UseWalletsConnectReturnType = {
  /** The connector asking the user right now. */
  pending: ConnectorInfo | undefined
  /** The last failure, until the next attempt. */
  failure: WalletsConnectFailure | undefined
  /** Connects through a wagmi connector and, on success, remembers the wallet as recent. */
  connect: (connector: ConnectorInfo, registryId?: string) => Promise<void>
}

/**
 * Connects a wallet that needs no pairing (a browser wallet or another wagmi connector), keeping the
 * pending and failed states the views show, and remembers it as a recent wallet when it succeeds.
 *
 * @example
 * const { pending, failure, connect } = useWalletsConnect({ onConnected: () => dispatch({ type: 'reset', route: { view: 'Account' } }) })
 */
export function useWalletsConnect({ onConnected }: { onConnected?: () => void } = {}): UseWalletsConnectReturnType {
  const config = useConfig()
  const { mutateAsync } = useConnect()
  const { byUid } = useWalletsConnectors()
  const { remember } = useRecentWallets()
  return useConnectAttempt({
    toError: toConnectError,
    onConnected,
    run: async ({ connector, registryId }) => {
      const wagmiConnector = byUid.get(connector.uid)
      if (!wagmiConnector) throw new ConnectFailedError({ cause: new Error(`Connector ${connector.id} is gone`) })
      // A wallet already connected (Connect opened to add another one) is made the active one
      // instead: wagmi refuses to connect a connector twice.
      if (config.state.connections.has(wagmiConnector.uid)) await switchConnection(config, { connector: wagmiConnector })
      else await mutateAsync({ connector: wagmiConnector })
      remember({
        id: registryId ?? connector.id,
        name: connector.name,
        connectorId: connector.id,
        rdns: connector.rdns[0],
        imageUrl: connector.icon,
      })
    },
  })
}
