import { useCallback, useState } from 'react'
import { browserStorage } from '../src/storage/browserStorage'
import { addRecentWallet, readRecentWallets, writeRecentWallets, type RecentWallet } from '../src/wallets/recentWallets'

/** Return type of {@link useRecentWallets}. */
export type UseRecentWalletsReturnType = {
  /** At most 2 wallets, most recent first. */
  recent: RecentWallet[]
  /** Remembers a wallet the user just connected (it moves to the front). */
  remember: (wallet: RecentWallet) => void
}

/**
 * The wallets the user connected last (spec: at most 2), kept in localStorage under
 * `foyer.recentWallets`. Read when the first component using it renders (a modal view), not at page load.
 *
 * @example
 * const { recent, remember } = useRecentWallets()
 * remember({ id: 'rainbow', name: 'Rainbow' })
 */
export function useRecentWallets(): UseRecentWalletsReturnType {
  const [recent, setRecent] = useState(() => readRecentWallets(browserStorage()))
  const remember = useCallback((wallet: RecentWallet) => {
    // Start from what is stored now: another tab or view may have remembered a wallet meanwhile.
    const storage = browserStorage()
    const next = addRecentWallet(readRecentWallets(storage), wallet)
    writeRecentWallets(storage, next)
    setRecent(next)
  }, [])
  return { recent, remember }
}
