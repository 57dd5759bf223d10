/**
 * localStorage, or nothing where it is missing or blocked (SSR, sandboxed frames, some private modes).
 *
 * @example
 * browserStorage()?.getItem('foyer.recentWallets')
 */
export function browserStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage
  } catch {
    return undefined
  }
}
