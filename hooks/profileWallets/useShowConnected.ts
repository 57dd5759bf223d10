import { useCallback } from 'react'
import { useFoyerActions, useFoyerModal } from '../foyerContext'

/**
 * What the connect views do once a wallet is connected: Account, or, when Connect was opened from
 * ProfileWallets to add one more wallet, back to the list of wallets (Account under it, for Back).
 *
 * `adding` says whether Connect was opened to add a wallet.
 *
 * @example
 * const { showConnected } = useShowConnected()
 * useWalletsConnect({ onConnected: showConnected })
 */
export function useShowConnected(): { adding: boolean; showConnected: () => void } {
  const { dispatch } = useFoyerActions()
  const { history } = useFoyerModal()
  const adding = history.some((route) => route.view === 'Connect' && route.data?.addWallet === true)
  const showConnected = useCallback(() => {
    dispatch({ type: 'reset', route: { view: 'Account' } })
    if (adding) dispatch({ type: 'push', route: { view: 'ProfileWallets' } })
  }, [dispatch, adding])
  return { adding, showConnected }
}
