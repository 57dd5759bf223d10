import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useFoyerActions, useFoyerOptions } from '../../../hooks/foyerContext'
import type { NamespaceEntry } from '../../../hooks/namespaces/namespaceRuntime'
import { sendNamespaces } from '../../../hooks/send/useSendTarget'
import { useTranslate } from '../../../hooks/useTranslate'
import { formatBalance } from '../../../src/format/formatBalance'
import { Button } from '../../ui/Button'
import { NetworkImage } from '../../ui/NetworkImage'
import { WalletImage } from '../../ui/WalletImage'
import { sendReceiveRow } from '../WalletSend/SendReceiveButtons.css'
import { NamespaceAccountList } from './NamespaceAccountList'
import * as styles from './AccountView.css'
import { ProfileWalletsEntry } from './ProfileWalletsEntry'

// The native balance's cache lifetime (30 s), as for EVM.
const nativeBalanceStaleTime = 30_000

/**
 * Account for a connection of another family (Bitcoin, Polkadot, ...): its accounts by type (a
 * Bitcoin wallet's payment and ordinal addresses), the native balance of the first one read
 * through the adapter (Bitcoin: the payment address's confirmed and pending coins on Esplora),
 * Receive, Send where the send flow supports the family, the network, Switch network and Disconnect.
 */
export function NamespaceAccount({ entry }: { entry: NamespaceEntry }) {
  const t = useTranslate()
  const { dispatch } = useFoyerActions()
  const options = useFoyerOptions()
  const [failed, setFailed] = useState(false)
  const [disconnecting, setDisconnecting] = useState(false)
  const { adapter, state, wallets } = entry
  const account = state.accounts[0]
  const network = state.caipNetwork
  const wallet = wallets.find((candidate) => candidate.id === state.walletId)
  const balance = useQuery({
    // Under the native balance's name, so a send refreshes it with the other account data.
    queryKey: ['foyer.nativeBalance', { caipAddress: account?.caipAddress }],
    queryFn: async () => {
      if (!adapter || !account) throw new Error('No account')
      const { value, decimals, symbol } = await adapter.getBalance({ address: account.address })
      return `${formatBalance(value, decimals)} ${symbol}`
    },
    enabled: adapter !== undefined && account !== undefined,
    staleTime: nativeBalanceStaleTime,
  })
  if (!account || !adapter) return null

  async function onDisconnect() {
    setFailed(false)
    setDisconnecting(true)
    try {
      await adapter?.disconnect()
    } catch {
      setFailed(true)
    } finally {
      setDisconnecting(false)
    }
  }

  return (
    <div className={styles.root}>
      <WalletImage src={wallet?.icon} name={wallet?.name ?? state.walletId ?? '?'} size={64} />
      <NamespaceAccountList accounts={state.accounts} />
      {balance.isPending ? (
        <p className={styles.muted} role="status" aria-busy="true">
          {t('account.balanceLoading')}
        </p>
      ) : balance.isError ? (
        <>
          <p className={styles.errorText} role="alert">
            {t('account.balanceUnavailable')}
          </p>
          <Button onClick={() => balance.refetch()}>{t('connect.retry')}</Button>
        </>
      ) : (
        <p className={styles.balance} data-testid="foyer-balance" dir="ltr" aria-label={`${t('account.balance')}: ${balance.data}`}>
          {balance.data}
        </p>
      )}
      <div className={sendReceiveRow}>
        <Button onClick={() => dispatch({ type: 'push', route: { view: 'WalletReceive' } })}>{t('send.openReceive')}</Button>
        {sendNamespaces.includes(entry.namespace) && (
          <Button variant="accent" onClick={() => dispatch({ type: 'push', route: { view: 'WalletSend' } })}>
            {t('send.openSend')}
          </Button>
        )}
      </div>
      <dl className={styles.details}>
        <dt className={styles.term}>{t('account.network')}</dt>
        <dd className={styles.value} data-testid="foyer-network">
          {network?.name ?? t('account.unknownNetwork')}
        </dd>
        <dt className={styles.term}>{t('account.wallet')}</dt>
        <dd className={styles.value}>{wallet?.name ?? state.walletId}</dd>
      </dl>
      <ProfileWalletsEntry />
      {options.enableNetworkSwitch && (
        <Button className={styles.fullWidth} onClick={() => dispatch({ type: 'push', route: { view: 'SwitchNetwork' } })}>
          {network && <NetworkImage caipNetworkId={network.caipNetworkId} name={network.name} size={20} />}
          {t('network.switchNetwork')}
        </Button>
      )}
      {failed && (
        <p role="alert" className={styles.errorText}>
          {t('error.Failed to disconnect')}
        </p>
      )}
      <Button variant="danger" className={styles.fullWidth} onClick={onDisconnect} disabled={disconnecting}>
        {disconnecting ? t('account.disconnecting') : t('account.disconnect')}
      </Button>
    </div>
  )
}
