import { useAddressLabel } from '../../../hooks/account/useAddressLabel'
import { useFoyerOptions } from '../../../hooks/foyerContext'
import { useTranslate } from '../../../hooks/useTranslate'
import type { Transaction } from '../../../src/api/wire/accountSchemas'
import { transactionRow } from '../../../src/account/transactionRow'
import { explorerUrl, type ChainWithExplorers } from '../../../src/chains/explorerUrl'
import * as styles from './AccountTabs.css'

const operationLabels = {
  sent: 'accountData.activity.sent',
  received: 'accountData.activity.received',
  minted: 'accountData.activity.minted',
  other: 'accountData.activity.other',
} as const

/** Where an Activity row's explorer link goes: the explorer's name and a transaction's page. */
export type ActivityExplorer = { name: string; transactionUrl: (hash: string) => string | undefined }

/**
 * The Activity explorer of a chain (viem's `Chain` or a `CaipNetwork`), from its definition's
 * default block explorer; `undefined` when it names none, so the rows have no link.
 *
 * @example
 * activityExplorer(mainnet)?.transactionUrl('0xabc…') // 'https://etherscan.io/tx/0xabc…'
 */
export function activityExplorer(chain: ChainWithExplorers | undefined): ActivityExplorer | undefined {
  const name = chain?.blockExplorers?.default?.name
  return name ? { name, transactionUrl: (hash) => explorerUrl(chain, hash, 'tx') } : undefined
}

/**
 * One Activity row: what happened, the amount with its symbol, the other side (the app's label for
 * it, else its address shortened) and the time; with `explorer`, a link to the transaction's page.
 */
export function ActivityRow({ transaction, explorer }: { transaction: Transaction; explorer?: ActivityExplorer | undefined }) {
  const t = useTranslate()
  const options = useFoyerOptions()
  const row = transactionRow(transaction)
  const label = useAddressLabel(row.counterpartyFull)
  const time = new Date(row.time)
  const explorerLink = explorer?.transactionUrl(transaction.metadata.hash ?? transaction.id)
  const counterparty =
    row.counterparty === undefined
      ? undefined
      : t(row.operation === 'received' ? 'accountData.activity.from' : 'accountData.activity.to', { address: label ?? row.counterparty })
  return (
    <li className={styles.row} data-testid="foyer-activity-row" data-hash={transaction.id}>
      <span aria-hidden="true" className={styles.tokenIcon}>
        {row.operation === 'received' ? '↓' : row.operation === 'sent' ? '↑' : '+'}
      </span>
      <span className={styles.rowMain}>
        <span className={styles.strong}>
          {t(operationLabels[row.operation])}
          {row.status !== 'confirmed' && ` · ${t(row.status === 'failed' ? 'accountData.activity.failed' : 'accountData.activity.pending')}`}
        </span>
        {counterparty && (
          <span className={styles.small} title={row.counterpartyFull} data-testid="foyer-activity-counterparty">
            {counterparty}
          </span>
        )}
      </span>
      <span className={styles.rowEnd}>
        {row.amount && (
          <span className={styles.strong} dir="ltr" data-testid="foyer-activity-amount">
            {row.amount}
          </span>
        )}
        <time className={styles.small} dateTime={transaction.metadata.minedAt} dir="auto">
          {new Intl.DateTimeFormat(options.locale, { month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit' }).format(time)}
        </time>
        {explorer && explorerLink && (
          <a className={styles.small} href={explorerLink} target="_blank" rel="noreferrer noopener" data-testid="foyer-activity-explorer">
            {t('accountData.activity.viewTransaction', { explorer: explorer.name })}
          </a>
        )}
      </span>
    </li>
  )
}
