import { QueryObserver, useQueryClient } from '@tanstack/react-query'
import { useEffect, useLayoutEffect } from 'react'
import { useWalletsForConnect } from '../../hooks/useWalletsForConnect'
import { walletsQueryKey } from '../../hooks/walletsQueryOptions'
import type { ShellWalletState } from './ShellConnectList'

/** Props of {@link ShellWalletData}. */
export type ShellWalletDataProps = {
  /** Called with the Connect view's wallets each time they change, before the frame that shows them. */
  onChange: (state: ShellWalletState) => void
}

/**
 * What the page's dialog shell needs the registry for, in a chunk of its own (zod, the API client,
 * React Query's observers): the Connect view's wallets from the same queries and in the same order
 * as the view, the recent ones included. It renders nothing: the shell's list, which ships with the
 * page and already shows the rows that need no registry, shows them, so its rows and the user's
 * focus stay where they are when the recommended wallets fill in.
 */
export function ShellWalletData({ onChange }: ShellWalletDataProps) {
  useKeepWalletQueries()
  const { items, registryCount, isLoading, isError, retry } = useWalletsForConnect()
  // Before paint: the answer and the rows it fills show in the same frame.
  useLayoutEffect(() => {
    onChange({ items, registryCount, isLoading, isError, retry })
  }, [onChange, items, registryCount, isLoading, isError, retry])
  return null
}

/**
 * Keeps the registry queries this list observes observed a moment after it unmounts. The query
 * cancels a request in flight when its last observer leaves: at the takeover the shell's observers
 * leave before the Connect view's subscribe (same commit), which would abort the request and make
 * the view send it again. Disabled observers fetch nothing; they leave in the next task. Closing
 * the dialog still cancels the request then, as the view's own unmount does.
 */
function useKeepWalletQueries() {
  const queryClient = useQueryClient()
  useEffect(() => {
    const keys = queryClient
      .getQueryCache()
      .findAll({ queryKey: walletsQueryKey.all })
      .map((query) => query.queryKey)
    const unsubscribes = keys.map((queryKey) => new QueryObserver(queryClient, { queryKey, enabled: false }).subscribe(() => undefined))
    return () => {
      setTimeout(() => {
        for (const unsubscribe of unsubscribes) unsubscribe()
      }, 0)
    }
  }, [queryClient])
}
