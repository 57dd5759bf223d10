import type { DeepLinkStorage } from '../../../../src/walletconnect/storedDeepLink'

/**
 * The page's localStorage, or `undefined` where there is none or reading it throws (sandboxed
 * frames, some private modes). Called on user action only, never at import.
 */
export function browserStorage(): DeepLinkStorage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage
  } catch {
    return undefined
  }
}
