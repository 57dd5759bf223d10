import type { NamespaceAdapter, NamespaceRestoreParameters } from '../../src/namespaces/namespaceAdapter'

/**
 * Connects `walletId` on `caipNetworkId` and answers the session a page keeps for the next load,
 * as `restore` is given it.
 *
 * @example
 * const session = await connectedSession(first, 'keplr', osmosis.caipNetworkId)
 * await next.restore!(session)
 */
export async function connectedSession(adapter: NamespaceAdapter, walletId: string, caipNetworkId: string): Promise<NamespaceRestoreParameters> {
  await adapter.connect({ walletId, caipNetworkId })
  return { walletId, caipNetworkId, accounts: adapter.getState().accounts }
}
