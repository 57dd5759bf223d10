import { z } from 'zod'
import { browserStorage } from '../storage/browserStorage'
import { readStoredJson } from '../storage/dropStoredValue'
import { withKitStorage } from '../storage/kitStorage'

/** The stored deep link: the wallet app the user opened from the pairing view. */
export type StoredDeepLink = {
  /** The wallet's base link (no pairing URI), e.g. `rainbow://` or `https://rnbwapp.com/`. */
  href: string
  /** The wallet's name. */
  name: string
}

/** The storage a stored deep link lives in (the kit's store in the browser). */
export type DeepLinkStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

/** The kit storage's key of the stored deep link. */
export const storedDeepLinkKey = 'foyer.wc.deeplink'

/**
 * The WalletConnect SDK's own key: on mobile, its sign client reads `{ href, name }` there (in
 * localStorage first) and sends the user back to that wallet on every request, so Foyer mirrors its
 * record into it, in localStorage.
 */
export const walletConnectDeepLinkKey = 'WALLETCONNECT_DEEPLINK_CHOICE'

const storedDeepLinkSchema = z.object({ href: z.string().min(1).max(2048), name: z.string().min(1).max(200) })

/**
 * Reads the stored deep link; anything missing or unreadable counts as none, and a malformed value
 * is dropped and logged.
 *
 * @example
 * readStoredDeepLink(await loadKitStorage()) // { href: 'rainbow://', name: 'Rainbow' } or undefined
 */
export function readStoredDeepLink(storage: DeepLinkStorage | undefined): StoredDeepLink | undefined {
  return readStoredJson(storage, storedDeepLinkKey, (value) => {
    const parsed = storedDeepLinkSchema.safeParse(value)
    return parsed.success ? parsed.data : undefined
  })
}

/**
 * Stores the deep link in `storage` and its SDK mirror in `sdkStorage` (the same storage unless
 * given). Storage failures (quota, private mode) are ignored: the link is a convenience.
 *
 * @example
 * writeStoredDeepLink(await loadKitStorage(), { href: 'rainbow://', name: 'Rainbow' }, localStorage)
 */
export function writeStoredDeepLink(storage: DeepLinkStorage | undefined, link: StoredDeepLink, sdkStorage: DeepLinkStorage | undefined = storage): void {
  const parsed = storedDeepLinkSchema.safeParse(link)
  if (!parsed.success) return
  const text = JSON.stringify(parsed.data)
  try {
    sdkStorage?.setItem(walletConnectDeepLinkKey, text)
    storage?.setItem(storedDeepLinkKey, text)
  } catch {
    // Nothing to do: without storage the user is simply not sent back to the wallet later.
  }
}

/**
 * Removes the stored deep link and its SDK mirror, e.g. when a pairing starts without a chosen
 * wallet or the session ends.
 */
export function clearStoredDeepLink(storage: DeepLinkStorage | undefined, sdkStorage: DeepLinkStorage | undefined = storage): void {
  try {
    sdkStorage?.removeItem(walletConnectDeepLinkKey)
    storage?.removeItem(storedDeepLinkKey)
  } catch {
    // See writeStoredDeepLink.
  }
}

/**
 * Remembers the wallet the user opens from the pairing view: the SDK's mirror goes to localStorage
 * at once (the page may be left for the wallet), Foyer's record to the kit's store.
 *
 * @example
 * rememberStoredDeepLink({ href: 'rainbow://', name: 'Rainbow' })
 */
export function rememberStoredDeepLink(link: StoredDeepLink): void {
  const sdkStorage = browserStorage()
  writeStoredDeepLink(undefined, link, sdkStorage)
  withKitStorage((storage) => writeStoredDeepLink(storage, link, undefined))
}

/**
 * Forgets the stored deep link in the kit's store and the SDK's mirror in localStorage.
 *
 * @example
 * forgetStoredDeepLink() // a new pairing starts without a chosen wallet
 */
export function forgetStoredDeepLink(): void {
  clearStoredDeepLink(undefined, browserStorage())
  withKitStorage((storage) => clearStoredDeepLink(storage, undefined))
}
