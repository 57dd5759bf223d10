import type { MessageKey } from '../../../src/i18n/en'
import { recommendedWalletCount } from '../../../src/wallets/walletListLimits'
import type { WalletListItem } from '../../../src/wallets/walletTypes'
import { walletRowContent } from './walletRowContent'
import { WalletRow } from './WalletRow'

/** Props of {@link WalletItemRow}. */
export type WalletItemRowProps = {
  /** The list item the row stands for: a connector or a registry wallet. */
  item: WalletListItem
  /**
   * The modal's texts (`useTranslate()`). A prop, so the page's dialog shell can render rows with the
   * few texts it ships instead of the whole catalogue.
   */
  t: (key: MessageKey) => string
  /** The row's connection is under way (spinner, `aria-busy`). */
  busy: boolean
  /** Rows are disabled while one of them connects. */
  disabled: boolean
  /** The row takes focus when the list first shows. @default false */
  autoFocus?: boolean
  /** The chain family's label, in apps with more than one family. @default undefined */
  namespaceBadge?: string | undefined
  /** The list's key for the row, set on its button as `data-foyer-row-key`. @default undefined */
  rowKey?: string | undefined
  onClick: () => void
}

/**
 * One row of the Connect list for a wallet list item: its name, icon and tag (Recent, Installed, QR
 * code). The Connect view and the page's dialog shell both render their rows with it, so the list
 * looks the same before and after the full dialog takes over.
 */
export function WalletItemRow({ item, t, busy, disabled, autoFocus = false, namespaceBadge, rowKey, onClick }: WalletItemRowProps) {
  const row = walletRowContent(item, t('wallets.walletConnect'))
  return (
    <WalletRow
      name={row.name}
      imageUrl={row.imageUrl}
      tag={row.tag && t(row.tag)}
      tagTone={row.tagTone}
      namespaceBadge={namespaceBadge}
      busy={busy}
      autoFocus={autoFocus}
      disabled={disabled}
      onClick={onClick}
      data-foyer-row-key={rowKey}
    />
  )
}

/**
 * How many placeholder rows hold the place of the recommended wallets still on their way: the
 * registry's share of the list until it answers, nothing after.
 */
export function recommendedPlaceholderCount(items: readonly WalletListItem[], isLoading: boolean): number {
  if (!isLoading) return 0
  const shown = items.filter((item) => item.source === 'recommended').length
  return Math.max(0, recommendedWalletCount - shown)
}
