import { useEffect, useRef } from 'react'
import { useChains, useConnectors } from 'wagmi'
import { appHasAdapters } from '../src/router/appHasAdapters'
import { currentRoute } from '../src/router/modalReducer'
import { resolveActiveNetwork } from '../src/router/resolveActiveNetwork'
import { useFoyerActions, useFoyerModal, useFoyerOptions } from './foyerContext'
import { useConnectionField } from './useConnectionField'

/**
 * Watches the wallet's active network for the modal: opens UnsupportedChain when the wallet
 * moves to a network outside the wagmi config (unless the provider allows that or network
 * switching is off, or the app is in basic WalletConnect mode), and closes it once the network is
 * listed again. Mounted by `<ConnectModal/>`, so it works before the modal was ever opened.
 *
 * @example
 * useSwitchNetworkGuard()
 */
export function useSwitchNetworkGuard(): void {
  const { dispatch } = useFoyerActions()
  const modal = useFoyerModal()
  const options = useFoyerOptions()
  const chainId = useConnectionField((connection) => connection.chainId)
  const status = useConnectionField((connection) => connection.status)
  const chains = useChains()
  // Basic mode is the WalletConnect-only app (no adapter: its modal opens on the basic pairing
  // view). There the wallet's session keeps the chains it agreed to without the modal stepping in,
  // so an unlisted network opens no UnsupportedChain.
  const connectorTypes = useConnectors().map((connector) => connector.type)
  const basicMode = !appHasAdapters({ connectorTypes, otherFamilies: options.config.namespaces.length })
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
      basicMode,
      openView,
    })
    previous.current = active
    if (action.type === 'openUnsupportedChain') {
      dispatch({ type: 'open', context: { requested: { view: 'UnsupportedChain' }, isConnected, hasAdapters: true, isMobile: false } })
    } else if (action.type === 'close') {
      dispatch({ type: 'close' })
    }
  }, [active, isConnected, chains, options.enableNetworkSwitch, options.allowUnsupportedChain, basicMode, openView, dispatch])
}
