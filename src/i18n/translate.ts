import type { Catalogue, MessageKey } from './en'

/** Values for `{name}` placeholders in a message. */
export type MessageParams = Record<string, string | number>

/**
 * Looks a key up in a catalogue and fills `{name}` placeholders.
 *
 * @example
 * translate(en, 'connect.acceptIn', { wallet: 'Rabby' }) // 'Accept the request in Rabby'
 */
export function translate(catalogue: Catalogue, key: MessageKey, params?: MessageParams): string {
  const text = catalogue[key]
  if (!params) return text
  return text.replace(/\{(\w+)\}/g, (match, name: string) => (name in params ? String(params[name]) : match))
}
