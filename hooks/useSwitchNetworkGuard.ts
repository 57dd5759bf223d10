import { useEffect, useRef } from 'react'
import { useChains, useConnection } from 'wagmi'
import { currentRoute } from '../src/router/modalReducer'
import { resolveActiveNetwork } from '../src/router/networkRules'
import { useFoyerActions, useFoyerModal, useFoyerOptions } from './foyerContext'

/**
 * Watches the wallet's active network for the modal: opens UnsupportedChain when the wallet
 * moves to a network outside the wagmi config (unless the provider allows that or network
 * switching is off), and closes it once the network is listed again. Mounted by
 * `<ConnectModal/>`, so it works before the modal was ever opened.
 *
 * @example
 * useSwitchNetworkGuard()
 */
export function useSwitchNetworkGuard(): void {
  const { dispatch } = useFoyerActions()
  const modal = useFoyerModal()
  const options = useFoyerOptions()
  const { chainId, status } = useConnection()
  const chains = useChains()
  const isConnected = status === 'connected'
  const active = isConnected && chainId !== undefined ? `eip155:${chainId}` : undefined
  const previous = useRef<string | undefined>(undefined)
  const openView = modal.open ? currentRoute(modal).view : undefined

  useEffect(() => {
    const action = resolveActiveNetwork({
      previous: previous.current,
      active,
      isConnected,
      requested: chains.map((chain) => `eip155:${chain.id}`),
      enableNetworkSwitch: options.enableNetworkSwitch,
      allowUnsupportedChain: options.allowUnsupportedChain,
      // Foyer has no basic wallet-connect mode option yet; when it does, it goes here.
      basicMode: false,
      openView,
    })
    previous.current = active
    if (action.type === 'openUnsupportedChain') {
      dispatch({ type: 'open', context: { requested: { view: 'UnsupportedChain' }, isConnected, hasAdapters: true, isMobile: false } })
    } else if (action.type === 'close') {
      dispatch({ type: 'close' })
    }
  }, [active, isConnected, chains, options.enableNetworkSwitch, options.allowUnsupportedChain, openView, dispatch])
}
