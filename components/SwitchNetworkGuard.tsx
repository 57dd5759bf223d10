import { useSwitchNetworkGuard } from '../hooks/useSwitchNetworkGuard'

/**
 * Opens UnsupportedChain when the wallet moves to a network the app does not list, and closes it
 * once the network is listed again or the wallet is gone (see `useSwitchNetworkGuard`). A chunk of
 * its own: `<ConnectModal/>` loads it once a wallet is connected, since before that there is no
 * network to watch, and keeps it mounted from then on. Renders nothing.
 *
 * @example
 * <SwitchNetworkGuard />
 */
export function SwitchNetworkGuard() {
  useSwitchNetworkGuard()
  return null
}
