import type { MessageKey } from '../../../src/i18n/en'
import type { WalletListItem } from '../../../src/wallets/walletTypes'

/** The name, icon and tag a list row shows for an item, with the tag as a message key. */
export function walletRowContent(
  item: WalletListItem,
  walletConnectName: string,
): {
  name: string
  imageUrl: string | undefined
  tag: MessageKey | undefined
  tagTone: 'neutral' | 'success'
} {
  if (item.kind === 'pairing') {
    return { name: item.wallet.name, imageUrl: item.wallet.imageUrl, tag: item.recent ? 'wallets.recent' : undefined, tagTone: 'neutral' }
  }
  const { connector } = item
  if (connector.kind === 'WALLET_CONNECT') return { name: walletConnectName, imageUrl: connector.icon, tag: 'wallets.qrCode', tagTone: 'neutral' }
  const tag: MessageKey | undefined = item.recent ? 'wallets.recent' : item.installed ? 'wallets.installed' : undefined
  return { name: connector.name, imageUrl: connector.icon, tag, tagTone: item.recent ? 'neutral' : 'success' }
}
