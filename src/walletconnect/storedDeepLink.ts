import { z } from 'zod'

/** The stored deep link: the wallet app the user opened from the pairing view. */
export type StoredDeepLink = {
  /** The wallet's base link (no pairing URI), e.g. `rainbow://` or `https://rnbwapp.com/`. */
  href: string
  /** The wallet's name. */
  name: string
}

/** The storage a stored deep link lives in (`window.localStorage` in the browser). */
export type DeepLinkStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

/** Foyer's localStorage key of the stored deep link. */
export const storedDeepLinkKey = 'foyer.wc.deeplink'

/**
 * The WalletConnect SDK's own key: on mobile, its sign client reads `{ href, name }` there and
 * sends the user back to that wallet on every request, so Foyer mirrors its record into it.
 */
export const walletConnectDeepLinkKey = 'WALLETCONNECT_DEEPLINK_CHOICE'

const storedDeepLinkSchema = z.object({ href: z.string().min(1).max(2048), name: z.string().min(1).max(200) })

/**
 * Reads the stored deep link; anything missing, unreadable or malformed counts as none.
 *
 * @example
 * readStoredDeepLink(localStorage) // { href: 'rainbow://', name: 'Rainbow' } or undefined
 */
export function readStoredDeepLink(storage: DeepLinkStorage | undefined): StoredDeepLink | undefined {
  try {
    const text = storage?.getItem(storedDeepLinkKey)
    if (!text) return undefined
    const parsed = storedDeepLinkSchema.safeParse(JSON.parse(text))
    return parsed.success ? parsed.data : undefined
  } catch {
    return undefined
  }
}

/**
 * Stores the deep link (and its SDK mirror). Storage failures (quota, private mode) are ignored:
 * the link is a convenience.
 *
 * @example
 * writeStoredDeepLink(localStorage, { href: 'rainbow://', name: 'Rainbow' })
 */
export function writeStoredDeepLink(storage: DeepLinkStorage | undefined, link: StoredDeepLink): void {
  const parsed = storedDeepLinkSchema.safeParse(link)
  if (!parsed.success) return
  const text = JSON.stringify(parsed.data)
  try {
    storage?.setItem(storedDeepLinkKey, text)
    storage?.setItem(walletConnectDeepLinkKey, text)
  } catch {
    // Nothing to do: without storage the user is simply not sent back to the wallet later.
  }
}

/**
 * Removes the stored deep link and its SDK mirror, e.g. when a pairing starts without a chosen
 * wallet or the session ends.
 */
export function clearStoredDeepLink(storage: DeepLinkStorage | undefined): void {
  try {
    storage?.removeItem(storedDeepLinkKey)
    storage?.removeItem(walletConnectDeepLinkKey)
  } catch {
    // See writeStoredDeepLink.
  }
}
