import { useCallback, useState } from 'react'
import { ConnectFailedError, ConnectionRejectedError, toConnectError } from '../../src/errors/connectErrors'
import { ConnectorChainsUnsupportedError } from '../../src/errors/namespaceErrors'
import type { NamespaceWallet } from '../../src/namespaces/namespaceAdapter'
import type { ConnectorInfo } from '../../src/wallets/walletTypes'
import { useFoyerActions } from '../foyerContext'
import { useSolanaNamespace } from './useSolanaNamespace'

/** A Solana connection that failed, with the error the view names. */
export type SolanaConnectFailure = {
  connector: ConnectorInfo
  error: ConnectionRejectedError | ConnectFailedError | ConnectorChainsUnsupportedError
}

/** Return type of {@link useSolanaConnect}. */
export type UseSolanaConnectReturnType = {
  /** The wallet asking the user right now. */
  pending: ConnectorInfo | undefined
  /** The last failure, until the next attempt. */
  failure: SolanaConnectFailure | undefined
  /** Connects a Wallet Standard Solana wallet and makes Solana the modal's namespace. */
  connect: (wallet: ConnectorInfo) => Promise<void>
}

/**
 * How a Solana wallet appears in the wallet lists: a connector of its own kind, its uid prefixed
 * with the namespace so it never collides with a wagmi connector.
 *
 * @example
 * solanaConnectorInfo({ id: 'Phantom', name: 'Phantom', namespace: 'solana', chains: [] }).uid // 'solana:Phantom'
 */
export function solanaConnectorInfo(wallet: NamespaceWallet): ConnectorInfo {
  return { uid: `solana:${wallet.id}`, id: wallet.id, name: wallet.name, icon: wallet.icon, kind: 'ANNOUNCED', rdns: [] }
}

/**
 * Connects Solana wallets from the modal, with the pending and failed states the Connect view
 * shows ('Connection rejected' with a retry when the wallet refuses).
 *
 * @example
 * const { pending, failure, connect } = useSolanaConnect({ onConnected: () => dispatch({ type: 'reset', route: { view: 'Account' } }) })
 */
export function useSolanaConnect({ onConnected }: { onConnected?: () => void } = {}): UseSolanaConnectReturnType {
  const { runtime } = useSolanaNamespace()
  const { shake } = useFoyerActions()
  const [pending, setPending] = useState<ConnectorInfo>()
  const [failure, setFailure] = useState<SolanaConnectFailure>()

  const connect = useCallback(
    async (connector: ConnectorInfo) => {
      setFailure(undefined)
      setPending(connector)
      try {
        const adapter = await runtime.loadSolana()
        await adapter.connect({ walletId: connector.id })
        runtime.setActiveChain('solana')
        onConnected?.()
      } catch (error) {
        setFailure({ connector, error: error instanceof ConnectorChainsUnsupportedError ? error : toConnectError(error) })
        shake()
      } finally {
        setPending(undefined)
      }
    },
    [runtime, onConnected, shake],
  )
  return { pending, failure, connect }
}
