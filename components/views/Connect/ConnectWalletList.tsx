import type { ChainNamespace } from '../../../src/chains/caip'
import type { MessageKey } from '../../../src/i18n/en'
import type { NamespaceWallet } from '../../../src/namespaces/namespaceAdapter'
import { namespaceWalletUid, walletNamespaces } from '../../../src/wallets/walletNamespaces'
import type { WalletListItem } from '../../../src/wallets/walletTypes'
import { Button } from '../../ui/Button'
import * as styles from './ConnectView.css'
import { recommendedPlaceholderCount, WalletItemRow } from './WalletItemRow'
import { WalletRow } from './WalletRow'

/** Props of {@link ConnectWalletList}. */
export type ConnectWalletListProps = {
  /** The wallets in listing order (`orderConnectWallets`); the registry's recommended ones last. */
  items: readonly WalletListItem[]
  /** Browser wallets of the app's other chain families (Solana, Bitcoin, ...), listed after `items`. @default [] */
  otherWallets?: readonly NamespaceWallet[] | undefined
  /** The app's chain families, EVM first: with more than one, every row carries the badges of those it serves. */
  appNamespaces: readonly ChainNamespace[]
  /** The registry has not answered yet: its rows' places hold placeholders and the list reads as busy. */
  isLoading: boolean
  /** The registry failed: the placeholders give way to the catalogue error and its retry. */
  isError: boolean
  /** Asks the registry again (the error's "Try again"). */
  onRetry: () => void
  /** Whether the row with this key (`item.key`, or `namespaceWalletUid` for another family's wallet) is connecting. */
  isBusy: (key: string) => boolean
  /** Every row is disabled (a connection is under way, or the legal checkbox is unticked). */
  disabled: boolean
  /** The id of the text that says why the rows are disabled (`aria-describedby` of the list). @default undefined */
  describedBy?: string | undefined
  onSelect: (item: WalletListItem) => void
  onSelectOther: (wallet: NamespaceWallet) => void
  /** The modal's texts. */
  t: (key: MessageKey) => string
  /**
   * The key of the row that takes the dialog's initial focus (the one focused in the page's dialog
   * shell before the full dialog took over); none takes it when no row has that key.
   * @default undefined (the first row)
   */
  focusKey?: string | undefined
}

/**
 * The Connect view's wallet list, in the page's dialog shell and in the full dialog alike, so the
 * rows keep their places and their DOM (and so the user's focus) while the list fills: the rows
 * that need no registry first, then as many placeholders as recommended wallets are on their way,
 * which the registry's answer fills in place, or which give way to its error and a retry. The
 * first row takes the dialog's initial focus.
 */
export function ConnectWalletList(props: ConnectWalletListProps) {
  const { items, otherWallets = [], appNamespaces, isLoading, isError, isBusy, disabled, t, focusKey } = props
  const takesFocus = (key: string, first: boolean) => (focusKey === undefined ? first : key === focusKey)
  const namespaceText = (namespace: ChainNamespace) => {
    const key = `namespace.${namespace}` as MessageKey
    return t(key) || namespace
  }
  // Badges only when the app has several families: each row names those its wallet serves.
  const badgeOf = (item: WalletListItem) =>
    appNamespaces.length > 1 ? walletNamespaces(item, appNamespaces).map(namespaceText).join(', ') || undefined : undefined
  const skeletons = isError ? 0 : recommendedPlaceholderCount(items, isLoading)
  return (
    <ul className={styles.list} aria-label={t('wallets.listLabel')} aria-busy={(isLoading && !isError) || undefined} aria-describedby={props.describedBy}>
      {items.map((item, index) => (
        <li key={item.key}>
          <WalletItemRow
            item={item}
            t={t}
            namespaceBadge={badgeOf(item)}
            busy={isBusy(item.key)}
            autoFocus={takesFocus(item.key, index === 0)}
            rowKey={item.key}
            disabled={disabled}
            onClick={() => props.onSelect(item)}
          />
        </li>
      ))}
      {otherWallets.map((wallet, index) => {
        const key = namespaceWalletUid(wallet)
        return (
          <li key={key}>
            <WalletRow
              name={wallet.name}
              imageUrl={wallet.icon}
              namespaceBadge={namespaceText(wallet.namespace)}
              busy={isBusy(key)}
              autoFocus={takesFocus(key, items.length === 0 && index === 0)}
              data-foyer-row-key={key}
              disabled={disabled}
              onClick={() => props.onSelectOther(wallet)}
            />
          </li>
        )
      })}
      {Array.from({ length: skeletons }, (_, index) => (
        <li key={`skeleton-${index}`} aria-hidden="true" className={styles.skeletonRow} />
      ))}
      {isError && (
        <li className={styles.status} data-foyer-registry-error="">
          <p role="alert" className={styles.errorText}>
            {t('wallets.loadFailed')}
          </p>
          <Button variant="accent" disabled={disabled} onClick={props.onRetry}>
            {t('wallets.retry')}
          </Button>
        </li>
      )}
    </ul>
  )
}
