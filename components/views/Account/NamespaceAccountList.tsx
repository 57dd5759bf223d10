import { useTranslate } from '../../../hooks/useTranslate'
import type { MessageKey } from '../../../src/i18n/en'
import type { NamespaceAccount } from '../../../src/namespaces/namespaceAdapter'
import { shortenAddress } from '../../../src/format/shortenAddress'
import type { AccountEntry } from './accountDescriptor'
import { CopyAddressButton } from './CopyAddressButton'
import * as styles from './AccountView.css'
import * as listStyles from './NamespaceAccountList.css'

const typeKeys: Record<NonNullable<NamespaceAccount['type']>, MessageKey> = {
  payment: 'namespaceAccount.type.payment',
  ordinal: 'namespaceAccount.type.ordinal',
  eoa: 'namespaceAccount.type.eoa',
  smartAccount: 'namespaceAccount.type.smartAccount',
}

/**
 * The accounts of a connection with several (a Bitcoin wallet's payment and ordinal accounts), each
 * named by its type, its address shortened with the full one in the title, and a copy button.
 */
export function NamespaceAccountList({ accounts }: { accounts: readonly AccountEntry[] }) {
  const t = useTranslate()
  return (
    <dl className={styles.details} aria-label={t('namespaceAccount.accounts')}>
      {accounts.map((account) => (
        <div
          key={`${account.type ?? ''}:${account.address}`}
          className={listStyles.accountEntry}
          data-testid="foyer-namespace-account"
          data-account-type={account.type}
        >
          <dt className={styles.term}>{account.type ? t(typeKeys[account.type]) : t('namespaceAccount.type.eoa')}</dt>
          <dd className={listStyles.accountValue}>
            <span title={account.address} dir="ltr" data-testid="foyer-namespace-address" data-address={account.address}>
              {shortenAddress(account.address)}
            </span>
            <CopyAddressButton address={account.address} />
          </dd>
        </div>
      ))}
    </dl>
  )
}
