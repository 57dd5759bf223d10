import type { NamespaceAdapter, NamespaceStatus } from '../../src/namespaces/namespaceAdapter'

/**
 * The statuses an adapter goes through from now on, in order: one entry per change it tells its
 * listeners of (a connect is `['connecting', 'connected']`).
 *
 * @example
 * const statuses = recordStatuses(adapter)
 * await adapter.connect({ walletId })
 * expect(statuses).toEqual(['connecting', 'connected'])
 */
export function recordStatuses(adapter: Pick<NamespaceAdapter, 'subscribe' | 'getState'>): NamespaceStatus[] {
  const statuses: NamespaceStatus[] = []
  adapter.subscribe(() => statuses.push(adapter.getState().status))
  return statuses
}
