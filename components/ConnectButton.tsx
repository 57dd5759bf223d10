import { lazy, Suspense } from 'react'
import { ButtonFrame } from './button/ButtonFrame'
import { ConnectPill } from './button/ConnectPill'
import { useAccountPresence } from './button/useAccountPresence'

// Everything shown only with an account (name, avatar, balance, network) is a chunk of its own,
// loaded once a connection exists or may come back: a visitor with none loads only "Connect".
const AccountButton = lazy(() => import('./button/AccountButton').then((module) => ({ default: module.AccountButton })))

/** Props of {@link ConnectButton}. */
export type ConnectButtonProps = {
  /**
   * Show the account's native balance beside its name (left out on screens 430 px wide or less).
   * @default true
   */
  showBalance?: boolean
  /**
   * Show the active network's icon as a button that opens the network switch (SwitchNetwork). Left
   * out where the provider's `enableNetworkSwitch` is off.
   * @default true
   */
  showNetwork?: boolean
  /**
   * A class name for the wrapper, e.g. to place it in a header; the look follows the provider's
   * `themeMode` and `themeVariables` (or `--foyer-*` variables set on it).
   * @default undefined
   */
  className?: string | undefined
}

/**
 * The account button, ready to place in a page header. With nothing connected it says "Connect"
 * (in the provider's locale) and opens the modal, loading its code on hover and focus. While a
 * connection of the last visit is restored it reads as busy (`aria-busy`). Connected, it shows the
 * active chain family's account (EVM, Solana, Bitcoin, Polkadot, Cosmos, Sui or Stacks): the name
 * and avatar where the account has one, else the address shortened in the family's format, the
 * native balance, and the network's icon, which opens the network switch; the account part opens
 * the Account view. Renders on the server (as "Connect").
 *
 * @example
 * <FoyerProvider config={foyerConfig}>
 *   <ConnectButton />
 *   <ConnectModal />
 * </FoyerProvider>
 */
export function ConnectButton({ showBalance = true, showNetwork = true, className }: ConnectButtonProps) {
  const { connected, pending, stored } = useAccountPresence()
  return (
    <ButtonFrame className={className}>
      {connected || pending || stored ? (
        <Suspense fallback={<ConnectPill busy />}>
          <AccountButton showBalance={showBalance} showNetwork={showNetwork} pending={pending} stored={stored} />
        </Suspense>
      ) : (
        <ConnectPill />
      )}
    </ButtonFrame>
  )
}
