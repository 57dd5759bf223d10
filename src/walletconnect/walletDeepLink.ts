import type { PairingWallet } from '../router/views'

/** A link that opens a wallet app with a pairing URI. */
export type WalletDeepLink = {
  /** The full link: the wallet's base link plus `wc?uri=<encoded pairing URI>`. */
  href: string
  /** The wallet's base link, as stored for later requests (e.g. `rainbow://`, `https://rnbwapp.com/`). */
  base: string
  /** The wallet's name. */
  name: string
  /** `universal`: an https link the OS hands to the app; `native`: the app's own scheme. */
  kind: 'universal' | 'native'
}

// Schemes a wallet registry entry must never smuggle into an href.
const forbiddenSchemes = new Set(['javascript', 'data', 'vbscript', 'file', 'blob', 'about', 'http', 'https', 'ws', 'wss', 'ftp'])

/**
 * The wallet's universal link as a base ending in `/`, or `undefined` when it is not an https URL
 * (plain http would let a network attacker take the pairing URI).
 *
 * @example
 * universalLinkBase('https://rnbwapp.com') // 'https://rnbwapp.com/'
 */
export function universalLinkBase(link: string | undefined): string | undefined {
  if (!link) return undefined
  let url: URL
  try {
    url = new URL(link.trim())
  } catch {
    return undefined
  }
  if (url.protocol !== 'https:' || url.username || url.password) return undefined
  url.search = ''
  url.hash = ''
  const text = url.toString()
  return text.endsWith('/') ? text : `${text}/`
}

/**
 * The wallet's native scheme as a base ending in `/` (`rainbow`, `rainbow:` and `rainbow://` all
 * give `rainbow://`; `metamask://wc` gives `metamask://wc/`), or `undefined` when it is not a
 * plain app scheme.
 *
 * @example
 * nativeLinkBase('trust:') // 'trust://'
 */
export function nativeLinkBase(link: string | undefined): string | undefined {
  const trimmed = link?.trim()
  if (!trimmed) return undefined
  const match = /^([a-z][a-z0-9+.-]*)(:(?:\/\/)?)?(.*)$/i.exec(trimmed)
  if (!match) return undefined
  const scheme = match[1]!.toLowerCase()
  const rest = match[3] ?? ''
  if (forbiddenSchemes.has(scheme)) return undefined
  // A bare word or `scheme:` has no path; anything else must look like a path, not another URL.
  if (!match[2] && rest) return undefined
  if (/[\s?#"'<>\\]/.test(rest)) return undefined
  const path = rest.replace(/^\/+/, '')
  return `${scheme}://${path}${path && !path.endsWith('/') ? '/' : ''}`
}

/**
 * The link that opens `wallet` with the pairing `uri`: its universal link when it has a valid
 * one (it opens the app or, without it, the wallet's site), else its native scheme. The pairing
 * URI is percent-encoded into `wc?uri=`, the form wallets read.
 *
 * @returns `undefined` when the wallet has no usable link.
 * @example
 * buildWalletDeepLink('wc:abc@2?relay-protocol=irn&symKey=def', { id: 'r', name: 'Rainbow', universalLink: 'https://rnbwapp.com' })
 * // { href: 'https://rnbwapp.com/wc?uri=wc%3Aabc%402%3Frelay-protocol%3Dirn%26symKey%3Ddef', base: 'https://rnbwapp.com/', name: 'Rainbow', kind: 'universal' }
 */
export function buildWalletDeepLink(
  uri: string,
  wallet: Pick<PairingWallet, 'name' | 'mobileLink' | 'universalLink'>,
  options: {
    /** Prefer the universal link over the native scheme. @default true */
    preferUniversal?: boolean
  } = {},
): WalletDeepLink | undefined {
  const universal = universalLinkBase(wallet.universalLink)
  const native = nativeLinkBase(wallet.mobileLink)
  const preferUniversal = options.preferUniversal ?? true
  const useUniversal = universal !== undefined && (preferUniversal || native === undefined)
  const base = useUniversal ? universal : native
  if (!base) return undefined
  return { href: `${base}wc?uri=${encodeURIComponent(uri)}`, base, name: wallet.name, kind: useUniversal ? 'universal' : 'native' }
}
