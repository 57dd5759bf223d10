import { solanaConnectorInfo } from '../../../hooks/namespaces/useSolanaConnect'
import type { NamespaceWallet } from '../../../src/namespaces/namespaceAdapter'
import type { WalletListItem } from '../../../src/wallets/walletTypes'

/**
 * The AllWallets list with the browser's Solana (Wallet Standard) wallets among the installed ones:
 * after the installed EVM wallets, before custom and registry wallets, filtered by the search text.
 *
 * @example
 * withSolanaWallets(items, solana.wallets, 'phan')
 */
export function withSolanaWallets(items: readonly WalletListItem[], wallets: readonly NamespaceWallet[], search: string): WalletListItem[] {
  const text = search.trim().toLowerCase()
  const solana: WalletListItem[] = wallets
    .filter((wallet) => !text || wallet.name.toLowerCase().includes(text))
    .map((wallet) => {
      const connector = solanaConnectorInfo(wallet)
      return { kind: 'connector', key: `connector:${connector.uid}`, source: 'injected', connector, installed: true, recent: false }
    })
  if (solana.length === 0) return [...items]
  const firstOther = items.findIndex((item) => item.kind !== 'connector' || !item.installed)
  const at = firstOther === -1 ? items.length : firstOther
  return [...items.slice(0, at), ...solana, ...items.slice(at)]
}
