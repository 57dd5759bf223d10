import { QueryClientContext } from '@tanstack/react-query'
import { useContext, useEffect } from 'react'
import type { FoyerConfig } from '../src/config/createFoyerConfig'
import { reportMissingOption } from '../src/config/reportMissingOption'

/**
 * Logs, once per option, the `FoyerConfigError` a Foyer query or mutation failed with because the
 * app's configuration lacks an option it needs (`apiUrl` for the account hooks, the wallet list,
 * swaps, ...). The hooks return the error itself; this only keeps the console to one line per
 * option, whatever the number of queries, renders and retries. Listening costs nothing until a
 * query fails.
 */
export function useMissingOptionLog(config: FoyerConfig): void {
  // Read without useQueryClient(), which throws: a provider rendered outside QueryClientProvider
  // (a server render of a page, a test) simply has no queries to watch.
  const client = useContext(QueryClientContext)
  useEffect(() => {
    if (!client) return undefined
    // Only Foyer's own queries (keys start with 'foyer'): an app's query failing for its own
    // reasons is none of this provider's business.
    const isFoyerKey = (key: readonly unknown[] | undefined) => typeof key?.[0] === 'string' && key[0].startsWith('foyer')
    const stopQueries = client.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error' && isFoyerKey(event.query.queryKey)) reportMissingOption(config, event.action.error)
    })
    const stopMutations = client.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error' && isFoyerKey(event.mutation.options.mutationKey))
        reportMissingOption(config, event.action.error)
    })
    return () => {
      stopQueries()
      stopMutations()
    }
  }, [client, config])
}
