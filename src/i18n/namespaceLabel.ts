import type { ChainNamespace } from '../chains/caip'
import type { MessageKey } from './en'
import { en } from './en'

/**
 * A family's name for badges and headings, translated (`EVM`, `Solana`, `Bitcoin`, ...); a
 * namespace the catalogue does not name is shown as its CAIP-2 prefix.
 *
 * @example
 * namespaceLabel(t, 'bip122') // 'Bitcoin'
 */
export function namespaceLabel(t: (key: MessageKey) => string, namespace: ChainNamespace): string {
  const key = `namespace.${namespace}`
  return key in en ? t(key as MessageKey) : namespace
}
