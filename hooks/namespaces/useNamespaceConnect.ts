import type { ChainNamespace } from '../../src/chains/caip'
import { type ConnectFailedError, type ConnectionRejectedError, toConnectError } from '../../src/errors/connectErrors'
import { ConnectorChainsUnsupportedError } from '../../src/errors/namespaceErrors'
import type { NamespaceWallet } from '../../src/namespaces/namespaceAdapter'
import { namespaceOfWalletUid, namespaceWalletUid } from '../../src/wallets/walletNamespaces'
import type { ConnectorInfo } from '../../src/wallets/walletTypes'
import { useFoyerOptions } from '../foyerContext'
import { useConnectAttempt } from '../useConnectAttempt'
import { namespaceRuntime } from './namespaceRuntime'
import { NamespaceWalletError } from '../../src/errors/namespaceWalletErrors'

/** A non-EVM connection that failed, with the error the view names. */
export type NamespaceConnectFailure = {
  connector: ConnectorInfo
  error: ConnectionRejectedError | ConnectFailedError | ConnectorChainsUnsupportedError
}

/** Return type of {@link useNamespaceConnect}. */
export type UseNamespaceConnectReturnType = {
  /** The wallet asking the user right now. */
  pending: ConnectorInfo | undefined
  /** The last failure, until the next attempt. */
  failure: NamespaceConnectFailure | undefined
  /** Connects a listed non-EVM wallet (from {@link namespaceConnectorInfo}) and makes its namespace the modal's. */
  connect: (wallet: ConnectorInfo) => Promise<void>
}

/**
 * How a non-EVM wallet appears in the wallet lists: a connector of its own kind, its uid prefixed
 * with the namespace so it never collides with a wagmi connector.
 *
 * @example
 * namespaceConnectorInfo({ id: 'Phantom', name: 'Phantom', namespace: 'solana', chains: [] }).uid // 'solana:Phantom'
 */
export function namespaceConnectorInfo(wallet: NamespaceWallet): ConnectorInfo {
  return { uid: namespaceWalletUid(wallet), id: wallet.id, name: wallet.name, icon: wallet.icon, kind: 'ANNOUNCED', rdns: [] }
}

/**
 * Connects non-EVM wallets from the modal, with the pending and failed states the Connect view
 * shows ('Connection rejected' with a retry when the wallet refuses, 'The connector does not
 * support any of the requested chains' when it serves none of the app's networks).
 *
 * @example
 * const { pending, failure, connect } = useNamespaceConnect({ onConnected: () => dispatch({ type: 'reset', route: { view: 'Account' } }) })
 */
export function useNamespaceConnect({ onConnected }: { onConnected?: () => void } = {}): UseNamespaceConnectReturnType {
  const { config } = useFoyerOptions()
  const runtime = namespaceRuntime(config)
  return useConnectAttempt({
    toError: (error) => (error instanceof ConnectorChainsUnsupportedError ? error : toConnectError(error)),
    onConnected,
    run: async ({ connector }) => {
      const namespace: ChainNamespace | undefined = namespaceOfWalletUid(connector.uid)
      if (!namespace) throw new NamespaceWalletError(`${connector.uid} is not a namespace wallet.`, { failure: 'unsupported' })
      const adapter = await runtime.load(namespace)
      await adapter.connect({ walletId: connector.id })
      runtime.setActiveChain(namespace)
    },
  })
}
