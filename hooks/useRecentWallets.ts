import { useCallback, useEffect, useState } from 'react'
import { loadedKitStorage, loadKitStorage, type KitStorage, withKitStorage } from '../src/storage/kitStorage'
import { addRecentWallet, readRecentWallets, writeRecentWallets, type RecentWallet } from '../src/wallets/recentWallets'

/** Return type of {@link useRecentWallets}. */
export type UseRecentWalletsReturnType = {
  /** At most 2 wallets, most recent first; empty until the kit's store has opened. */
  recent: RecentWallet[]
  /** Remembers a wallet the user just connected (it moves to the front). */
  remember: (wallet: RecentWallet) => void
}

const sameList = (a: readonly RecentWallet[], b: readonly RecentWallet[]) => JSON.stringify(a) === JSON.stringify(b)

/**
 * The wallets the user connected last (at most 2), kept in the kit's store under
 * `foyer.recentWallets`. Read when the first component using it renders (a modal view), not at page
 * load: from the store at once when opening the modal has already opened it, else empty on the first
 * render and filled in once the store opens. On the server the list is empty.
 *
 * @example
 * const { recent, remember } = useRecentWallets()
 * remember({ id: 'rainbow', name: 'Rainbow' })
 */
export function useRecentWallets(): UseRecentWalletsReturnType {
  const [recent, setRecent] = useState(() => readRecentWallets(loadedKitStorage()))
  useEffect(() => {
    let mounted = true
    void loadKitStorage().then((storage) => {
      const stored = readRecentWallets(storage)
      if (mounted) setRecent((previous) => (sameList(previous, stored) ? previous : stored))
    })
    return () => {
      mounted = false
    }
  }, [])
  const remember = useCallback((wallet: RecentWallet) => {
    const update = (storage: KitStorage) => {
      // Start from what is stored now: another view may have remembered a wallet meanwhile.
      const next = addRecentWallet(readRecentWallets(storage), wallet)
      writeRecentWallets(storage, next)
      setRecent(next)
    }
    withKitStorage(update)
  }, [])
  return { recent, remember }
}
