import { useMutation } from '@tanstack/react-query'
import { useCallback, useMemo } from 'react'
import type { ConnectorInfo } from '../src/wallets/walletTypes'
import { useFoyerActions } from './foyerContext'

/** One connection attempt: the wallet, and the registry entry it was picked from. */
export type ConnectAttemptVariables = { connector: ConnectorInfo; registryId?: string | undefined }

/** A connection attempt that failed, with the catalogue error to show. */
export type ConnectAttemptFailed<TError extends Error> = ConnectAttemptVariables & { error: TError }

/** Parameters of {@link useConnectAttempt}. */
export type UseConnectAttemptParameters<TError extends Error> = {
  /** Connects the wallet; throws on failure. */
  run: (attempt: ConnectAttemptVariables) => Promise<void>
  /** Maps a failure to the catalogue error the view names. */
  toError: (error: unknown) => TError
  /** After a successful connection. */
  onConnected?: (() => void) | undefined
}

/** Return type of {@link useConnectAttempt}. */
export type ConnectAttempt<TError extends Error> = {
  /** The wallet asking the user right now. */
  pending: ConnectorInfo | undefined
  /** The last failure, until the next attempt. */
  failure: ConnectAttemptFailed<TError> | undefined
  /** Starts an attempt; resolves once it settled and never rejects. The same function on every render. */
  connect: (connector: ConnectorInfo, registryId?: string) => Promise<void>
}

/**
 * A wallet connection from the modal as a React Query mutation: the pending wallet and the failure
 * the views show (a new attempt replaces both, so a late answer to an older one never shows), a
 * shake on failure, and after success CONNECT_SUCCESS (method `browser`, the wallet's name) and
 * `onConnected`.
 *
 * @example
 * const { pending, failure, connect } = useConnectAttempt({ run: ({ connector }) => adapter.connect({ walletId: connector.id }), toError: toConnectError })
 */
export function useConnectAttempt<TError extends Error>({ run, toError, onConnected }: UseConnectAttemptParameters<TError>): ConnectAttempt<TError> {
  const { shake, reportFailure, track } = useFoyerActions()
  const { mutateAsync, isPending, variables, error } = useMutation<void, TError, ConnectAttemptVariables>({
    mutationFn: async (attempt) => {
      try {
        await run(attempt)
      } catch (failure) {
        // The catalogue's error, with its category, reported (unless the user said no) and re-thrown.
        throw reportFailure('connect', toError(failure))
      }
    },
    onSuccess: (_, { connector }) => {
      track({ event: 'CONNECT_SUCCESS', properties: { method: 'browser', name: connector.name } })
      onConnected?.()
    },
    onError: () => shake(),
  })
  const failure = useMemo(() => (error && variables ? { ...variables, error } : undefined), [error, variables])
  // Stable: memoized wallet lists take it as a prop; each attempt runs the latest `run` and callbacks.
  const connect = useCallback((connector: ConnectorInfo, registryId?: string) => mutateAsync({ connector, registryId }).then(ignore, ignore), [mutateAsync])
  return { pending: isPending ? variables?.connector : undefined, failure, connect }
}

function ignore(): void {}
