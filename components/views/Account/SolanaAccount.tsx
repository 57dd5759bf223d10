import { useFoyerActions } from '../../../hooks/foyerContext'
import { useNamespace } from '../../../hooks/namespaces/useNamespace'
import { useTranslate } from '../../../hooks/useTranslate'
import { explorerUrl } from '../../../src/chains/solanaChains'
import { shortenAddress } from '../../../src/format/shortenAddress'
import { Button } from '../../ui/Button'
import { WalletImage } from '../../ui/WalletImage'
import { sendReceiveRow } from '../WalletSend/SendReceiveButtons.css'
import { CopyAddressButton } from './CopyAddressButton'
import { SolanaAccountTabs } from './SolanaAccountTabs'
import { AccountFooter } from './AccountFooter'
import { NamespaceBalance } from './NamespaceBalance'
import * as styles from './AccountView.css'

/**
 * Account for a Solana connection: the address (shortened, with copy), the SOL balance read from
 * the network's RPC, Receive and Send, the network, the Tokens (SOL and SPL with USD values) and
 * Activity tabs, an explorer link when the network has one, Switch network (to the other Solana
 * networks or to EVM) and Disconnect.
 */
export function SolanaAccount() {
  const t = useTranslate()
  const { adapter, state, wallets } = useNamespace('solana')
  const { dispatch } = useFoyerActions()
  const account = state.accounts[0]
  const network = state.caipNetwork
  const wallet = wallets.find((candidate) => candidate.id === state.walletId)
  if (!account || !adapter) return null
  const explorer = network?.blockExplorers?.default
  const explorerLink = explorerUrl(network, account.address)

  return (
    <div className={styles.root}>
      <WalletImage src={wallet?.icon} name={wallet?.name ?? state.walletId ?? '?'} size={64} />
      <div className={styles.addressRow}>
        <p className={styles.address} title={account.address} data-testid="foyer-address" dir="ltr">
          {shortenAddress(account.address)}
        </p>
        <CopyAddressButton address={account.address} />
      </div>
      <NamespaceBalance adapter={adapter} account={account} />
      <div className={sendReceiveRow}>
        <Button onClick={() => dispatch({ type: 'push', route: { view: 'WalletReceive' } })}>{t('send.openReceive')}</Button>
        <Button variant="accent" onClick={() => dispatch({ type: 'push', route: { view: 'WalletSend' } })}>
          {t('send.openSend')}
        </Button>
      </div>
      <dl className={styles.details}>
        <dt className={styles.term}>{t('account.network')}</dt>
        <dd className={styles.value} data-testid="foyer-network">
          {network?.name ?? t('account.unknownNetwork')}
        </dd>
        <dt className={styles.term}>{t('account.wallet')}</dt>
        <dd className={styles.value}>{wallet?.name ?? state.walletId}</dd>
      </dl>
      <SolanaAccountTabs address={account.address} network={network} />
      {explorer && explorerLink && (
        <a className={styles.fullWidth} href={explorerLink} target="_blank" rel="noreferrer noopener">
          {t('send.viewOnExplorer', { explorer: explorer.name })}
        </a>
      )}
      <AccountFooter network={network} disconnect={() => adapter.disconnect()} />
    </div>
  )
}
