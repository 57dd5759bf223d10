import { expect } from 'vitest'
import type { NamespaceAdapter, NamespaceConnectionState, NamespaceRestoreParameters } from '../../src/namespaces/namespaceAdapter'
import { connectedSession } from './connectedSession'
import { recordStatuses } from './recordStatuses'

/** A test wallet that counts its prompts and can be told to refuse the enable request. */
export type PromptCountingWallet = { readonly prompts: number; setRejectRequests(reject: ['enable']): void }

/**
 * Connects `walletId` on `caipNetworkId` with `first`, then restores that session with a fresh
 * adapter from `nextAdapter` (the next page load) while the wallet refuses every enable request:
 * checks the restore showed no prompt and went connecting, then connected.
 *
 * @example
 * const { session, next, restored } = await restoreUnprompted({ wallet, first: adapterFor(), nextAdapter: adapterFor, walletId: 'keplr', caipNetworkId })
 */
export async function restoreUnprompted<A extends NamespaceAdapter>({
  wallet,
  first,
  nextAdapter,
  walletId,
  caipNetworkId,
}: {
  wallet: PromptCountingWallet
  first: NamespaceAdapter
  nextAdapter: () => A
  walletId: string
  caipNetworkId: string
}): Promise<{ session: NamespaceRestoreParameters; next: A; restored: NamespaceConnectionState }> {
  const session = await connectedSession(first, walletId, caipNetworkId)
  const prompts = wallet.prompts
  // The next page load: a user who would refuse any window still gets the connection back.
  wallet.setRejectRequests(['enable'])
  const next = nextAdapter()
  const statuses = recordStatuses(next)
  const restored = await next.restore!(session)
  expect(wallet.prompts).toBe(prompts)
  expect(statuses).toEqual(['connecting', 'connected'])
  return { session, next, restored }
}
