import { useFoyerActions } from '../../../hooks/foyerContext'
import type { NamespaceEntry } from '../../../hooks/namespaces/namespaceRuntime'
import { sendNamespaces } from '../../../hooks/send/useSendTarget'
import { useTranslate } from '../../../hooks/useTranslate'
import { Button } from '../../ui/Button'
import { WalletImage } from '../../ui/WalletImage'
import { sendReceiveRow } from '../WalletSend/SendReceiveButtons.css'
import { NamespaceAccountList } from './NamespaceAccountList'
import { AccountFooter } from './AccountFooter'
import { NamespaceBalance } from './NamespaceBalance'
import * as styles from './AccountView.css'

/**
 * Account for a connection of another family (Bitcoin, Polkadot, ...): its accounts by type (a
 * Bitcoin wallet's payment and ordinal addresses), the native balance of the first one read
 * through the adapter (Bitcoin: the payment address's confirmed and pending coins on Esplora),
 * Receive, Send where the send flow supports the family, the network, Switch network and Disconnect.
 */
export function NamespaceAccount({ entry }: { entry: NamespaceEntry }) {
  const t = useTranslate()
  const { dispatch } = useFoyerActions()
  const { adapter, state, wallets } = entry
  const account = state.accounts[0]
  const network = state.caipNetwork
  const wallet = wallets.find((candidate) => candidate.id === state.walletId)
  if (!account || !adapter) return null

  return (
    <div className={styles.root}>
      <WalletImage src={wallet?.icon} name={wallet?.name ?? state.walletId ?? '?'} size={64} />
      <NamespaceAccountList accounts={state.accounts} />
      <NamespaceBalance adapter={adapter} account={account} />
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
      <AccountFooter network={network} disconnect={() => adapter.disconnect()} />
    </div>
  )
}
