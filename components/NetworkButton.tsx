import { lazy, Suspense } from 'react'
import { ButtonFrame } from './button/ButtonFrame'
import { useAccountPresence } from './button/useAccountPresence'

// The network's icon and name come with the connected account's chunk (see ConnectButton).
const NetworkPill = lazy(() => import('./button/AccountButton').then((module) => ({ default: module.NetworkPill })))

/** Props of {@link NetworkButton}. */
export type NetworkButtonProps = {
  /** A class name for the wrapper. @default undefined */
  className?: string | undefined
}

/**
 * The active network's icon and name, as a button that opens the network switch (SwitchNetwork) of
 * the active chain family. Hidden while nothing is connected, as RainbowKit's and ConnectKit's chain
 * buttons are: there is no network to show or switch yet. Where the provider's
 * `enableNetworkSwitch` is off it shows the network without being a button.
 *
 * @example
 * <header><NetworkButton /><ConnectButton showNetwork={false} /></header>
 */
export function NetworkButton({ className }: NetworkButtonProps) {
  const { connected } = useAccountPresence()
  if (!connected) return null
  return (
    <ButtonFrame className={className}>
      <Suspense fallback={null}>
        <NetworkPill />
      </Suspense>
    </ButtonFrame>
  )
}
