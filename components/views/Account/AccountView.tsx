import { useConnection, useDisconnect } from 'wagmi'
import { useNamespaces } from '../../../hooks/namespaces/useNamespaces'
import { useKnownWallets } from '../../../hooks/profileWallets/useKnownWallets'
import { useRemoteFeatures } from '../../../hooks/useProjectChecks'
import { useTranslate } from '../../../hooks/useTranslate'
import { LabelledAddress } from '../../ui/LabelledAddress'
import { WalletImage } from '../../ui/WalletImage'
import { AccountActions } from './AccountActions'
import { AccountFooter } from './AccountFooter'
import { AccountTabs } from './AccountTabs'
import { CopyAddressButton } from './CopyAddressButton'
import { evmAccountDescriptor } from './evmAccountDescriptor'
import { namespaceAccountDescriptor } from './namespaceAccountDescriptor'
import { NamespaceAccountList } from './NamespaceAccountList'
import * as styles from './AccountView.css'

/**
 * Account, one view for every chain family: the wallet, the address (or the accounts by type), the
 * account's name, the native balance, the family's actions, the network and wallet, the family's
 * data tabs (Activity only where the project's activity flag is on), an explorer link, and the
 * footer (Wallets, Switch network, Disconnect). What each family shows comes from its descriptor
 * (`evmAccountDescriptor`, `namespaceAccountDescriptor`).
 */
export function AccountView() {
  const t = useTranslate()
  const connection = useConnection()
  const { mutateAsync: disconnect } = useDisconnect()
  const { active } = useNamespaces()
  const { multiWallet, activity } = useRemoteFeatures()
  // Remembers the wallets connected here, so ProfileWallets lists one that goes as disconnected.
  useKnownWallets(multiWallet)
  // The modal shows the namespace the user chose last: a connected non-EVM family, else EVM.
  const account =
    active?.state.status === 'connected'
      ? namespaceAccountDescriptor(active)
      : evmAccountDescriptor(connection, () => disconnect({ connector: connection.connector }))
  if (!account) return null
  const { family, wallet, accounts, network, explorer } = account
  const networkName = network?.name ?? t('account.unknownNetwork')
  // The project's activity flag off leaves the Activity tab out, in every family that has one.
  const tabs = activity ? family.tabs : family.tabs.filter((tab) => tab !== 'activity')

  return (
    <div className={styles.root}>
      <WalletImage src={wallet.icon} name={wallet.name ?? '?'} size={64} />
      {family.addressFormat === 'single' ? (
        <div className={styles.addressRow}>
          <p className={styles.address} title={accounts[0].address} data-testid="foyer-address" dir="ltr">
            <LabelledAddress address={accounts[0].address} />
          </p>
          <CopyAddressButton address={accounts[0].address} />
        </div>
      ) : (
        <NamespaceAccountList accounts={accounts} />
      )}
      {account.identity}
      {account.balance}
      <AccountActions trade={family.trade} buy={family.buy ?? false} send={family.send} />
      <dl className={styles.details}>
        <dt className={styles.term}>{t('account.network')}</dt>
        <dd className={styles.value} data-testid="foyer-network">
          {networkName}
        </dd>
        {wallet.name !== undefined && (
          <>
            <dt className={styles.term}>{t('account.wallet')}</dt>
            <dd className={styles.value}>{wallet.name}</dd>
          </>
        )}
      </dl>
      {account.about}
      {tabs.length > 0 && <AccountTabs tabs={tabs} renderPanel={account.renderTab} />}
      {explorer && (
        <a className={styles.fullWidth} href={explorer.url} target="_blank" rel="noreferrer noopener">
          {t('send.viewOnExplorer', { explorer: explorer.name })}
        </a>
      )}
      <AccountFooter network={network && { caipNetworkId: network.caipNetworkId, name: networkName }} disconnect={account.disconnect} />
    </div>
  )
}
