import { useEffect, useRef, useState } from 'react'
import { useFoyerActions, useFoyerOptions } from '../../hooks/foyerContext'
import { namespaceRuntime } from '../../hooks/namespaces/namespaceRuntime'
import { useConnectModal, type OpenConnectModalOptions } from '../../hooks/useConnectModal'
import { shortAccountAddress } from '../../src/format/shortAccountAddress'
import { loadKitStorage } from '../../src/storage/kitStorage'
import { NetworkImage } from '../ui/NetworkImage'
import * as styles from '../ConnectButton.css'
import { ConnectPill } from './ConnectPill'
import { useButtonAccount, type ButtonAccount } from './useButtonAccount'
import { useButtonText } from './useButtonText'

/** Props of {@link AccountButton}. */
export type AccountButtonProps = {
  /** @default true */
  showBalance?: boolean
  /** @default true */
  showNetwork?: boolean
  /** A connection is coming back (wagmi reconnecting, another family connecting). @default false */
  pending?: boolean
  /** Another family's session of the last visit may come back: busy until its restore settles. @default false */
  stored?: boolean
}

/**
 * The connected part of `<ConnectButton/>`: the network's switch and the account (balance, avatar,
 * name or short address), or "Connect" (busy while a connection is restored) when there is none.
 */
export function AccountButton({ showBalance = true, showNetwork = true, pending = false, stored = false }: AccountButtonProps) {
  const account = useButtonAccount()
  const restoring = useRestoring(stored)
  const t = useButtonText()
  const { open, prefetch } = useConnectModal()
  const accountButton = useFocusHandover(account !== undefined)
  if (!account) return <ConnectPill busy={pending || restoring} />
  const shown = account.name ?? shortAccountAddress(account.namespace, account.address)
  const network = account.network?.name ?? account.namespace
  const label = account.balance
    ? t('button.account', { account: shown, balance: account.balance, network })
    : t('button.accountNoBalance', { account: shown, network })
  return (
    <>
      {showNetwork && <NetworkSwitch account={account} compact />}
      <button
        type="button"
        ref={accountButton}
        className={styles.surface}
        aria-label={label}
        onPointerEnter={prefetch}
        onFocus={prefetch}
        onClick={() => open({ view: 'Account', namespace: account.namespace as OpenConnectModalOptions['namespace'] })}
        data-foyer-account-button={account.namespace}
      >
        {showBalance && account.balance && <span className={styles.balance}>{account.balance}</span>}
        {account.image && <img className={styles.avatar} src={account.image} alt="" width={20} height={20} />}
        <span className={styles.label} dir="ltr">
          {shown}
        </span>
      </button>
    </>
  )
}

/**
 * The active network's icon and name as a button that opens SwitchNetwork for the active family
 * (`<NetworkButton/>`'s content); nothing while no account is connected.
 */
export function NetworkPill() {
  const account = useButtonAccount()
  return account ? <NetworkSwitch account={account} /> : null
}

/**
 * A network's icon (and name unless `compact`) as a button that opens SwitchNetwork for the
 * account's family; a plain label where the provider's `enableNetworkSwitch` is off.
 */
function NetworkSwitch({ account, compact = false }: { account: ButtonAccount; compact?: boolean }) {
  const t = useButtonText()
  const { open, prefetch } = useConnectModal()
  const { enableNetworkSwitch } = useFoyerOptions()
  const network = account.network
  if (!network) return null
  const content = (
    <>
      <NetworkImage caipNetworkId={network.caipNetworkId} name={network.name} size={20} />
      {!compact && <span className={styles.networkName}>{network.name}</span>}
    </>
  )
  if (!enableNetworkSwitch) {
    return (
      <span className={styles.surface} data-foyer-network-button={network.caipNetworkId} title={network.name}>
        {content}
      </span>
    )
  }
  return (
    <button
      type="button"
      className={styles.surface}
      aria-label={t('button.network', { network: network.name })}
      onPointerEnter={prefetch}
      onFocus={prefetch}
      onClick={() => open({ view: 'SwitchNetwork', namespace: account.namespace as OpenConnectModalOptions['namespace'] })}
      data-foyer-network-button={network.caipNetworkId}
    >
      {content}
    </button>
  )
}

/**
 * The modal gives focus back, when it closes, to what had it when it opened: usually "Connect",
 * which this button replaces once the account is connected. The account button takes its place,
 * so a keyboard user lands on it, as on the button they pressed.
 */
function useFocusHandover(shown: boolean) {
  const { returnFocus } = useFoyerActions()
  const button = useRef<HTMLButtonElement>(null)
  useEffect(() => {
    const previous = returnFocus.current
    if (shown && button.current && previous && !previous.isConnected && previous.hasAttribute('data-foyer-connect-button')) {
      returnFocus.current = button.current
    }
  }, [shown, returnFocus])
  return button
}

/**
 * Whether another family's connection of the last visit is still being restored. The restore runs
 * once per page (the provider starts it too; both wait on the same run).
 */
function useRestoring(stored: boolean): boolean {
  const { config } = useFoyerOptions()
  const [settled, setSettled] = useState(false)
  useEffect(() => {
    if (!stored) return
    let live = true
    void loadKitStorage()
      .then(async (storage) => {
        const { restoreNamespaces } = await import('../../hooks/namespaces/restoreNamespaces')
        await restoreNamespaces(namespaceRuntime(config), storage)
      })
      .catch(() => undefined)
      .finally(() => {
        if (live) setSettled(true)
      })
    return () => {
      live = false
    }
  }, [stored, config])
  return stored && !settled
}
