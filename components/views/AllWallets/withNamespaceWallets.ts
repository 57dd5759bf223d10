import { namespaceConnectorInfo } from '../../../hooks/namespaces/useNamespaceConnect'
import type { NamespaceWallet } from '../../../src/namespaces/namespaceAdapter'
import type { WalletListItem } from '../../../src/wallets/walletTypes'

/**
 * The AllWallets list with the browser's wallets of the app's other families (Solana, Bitcoin, ...)
 * among the installed ones: after the installed EVM wallets, before custom and registry wallets,
 * filtered by the search text.
 *
 * @example
 * withNamespaceWallets(items, [...solana.wallets, ...bitcoin.wallets], 'phan')
 */
export function withNamespaceWallets(items: readonly WalletListItem[], wallets: readonly NamespaceWallet[], search: string): WalletListItem[] {
  const text = search.trim().toLowerCase()
  const others: WalletListItem[] = wallets
    .filter((wallet) => !text || wallet.name.toLowerCase().includes(text))
    .map((wallet) => {
      const connector = namespaceConnectorInfo(wallet)
      return { kind: 'connector', key: `connector:${connector.uid}`, source: 'injected', connector, installed: true, recent: false }
    })
  if (others.length === 0) return [...items]
  const firstOther = items.findIndex((item) => item.kind !== 'connector' || !item.installed)
  const at = firstOther === -1 ? items.length : firstOther
  return [...items.slice(0, at), ...others, ...items.slice(at)]
}
