import type { WalletAccount } from '@wallet-standard/base'
import type { StandardEventsListeners } from '@wallet-standard/features'
import { createStore } from 'zustand/vanilla'

/**
 * The accounts of a wallet the kit exposes through Wallet Standard for a session it holds (a
 * WalletConnect session, an embedded wallet's frame), and its `standard:events` listeners.
 */
export type WalletAccountsStore = {
  /** False once the session has ended. */
  readonly live: boolean
  /** The session's accounts; none once it has ended. */
  readonly accounts: readonly WalletAccount[]
  /**
   * Replaces the accounts (ignored once ended) and tells the listeners, unless `quiet`: a connect
   * answers its accounts itself, change events are for what the wallet changes afterwards.
   */
  set(accounts: readonly WalletAccount[], options?: { quiet?: boolean }): void
  /** Ends the session: no account any more, the listeners told once, nothing more after. */
  end(): void
  /** `standard:events`' `on('change', listener)`: hears every change of the accounts. */
  on(listener: StandardEventsListeners['change']): () => void
}

/**
 * The store behind a session wallet's accounts, on zustand's vanilla store.
 *
 * @example
 * const session = createWalletAccountsStore([account])
 * const events = { 'standard:events': { version: '1.0.0', on: (_event, listener) => session.on(listener) } }
 * session.end() // listeners hear { accounts: [] }
 */
export function createWalletAccountsStore(initial: readonly WalletAccount[] = []): WalletAccountsStore {
  // `told` counts the changes listeners hear of; a quiet change leaves it as it was.
  const store = createStore<{ live: boolean; accounts: readonly WalletAccount[]; told: number }>()(() => ({ live: true, accounts: initial, told: 0 }))
  return {
    get live() {
      return store.getState().live
    },
    get accounts() {
      const { live, accounts } = store.getState()
      return live ? accounts : []
    },
    set(accounts, { quiet = false } = {}) {
      const { live, told } = store.getState()
      if (live) store.setState({ accounts, told: quiet ? told : told + 1 })
    },
    end() {
      const { live, told } = store.getState()
      if (live) store.setState({ live: false, accounts: [], told: told + 1 })
    },
    on: (listener) =>
      store.subscribe(({ live, accounts, told }, previous) => {
        if (told !== previous.told) listener({ accounts: live ? accounts : [] })
      }),
  }
}
