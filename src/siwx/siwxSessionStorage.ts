/**
 * Where the default SIWX configuration keeps session ids in the browser: one `localStorage` entry
 * per network and address. The id is the API session's bearer secret, so it stays on this origin.
 */
export const siwxSessionStorage = {
  key: (chainId: string, address: string): string => `foyer.siwx.${chainId}:${address.toLowerCase()}`,
  read(chainId: string, address: string): string | undefined {
    try {
      return globalThis.localStorage?.getItem(this.key(chainId, address)) ?? undefined
    } catch {
      // Storage refused (privacy mode): no session is remembered, the user signs again.
      return undefined
    }
  },
  write(chainId: string, address: string, id: string): void {
    try {
      globalThis.localStorage?.setItem(this.key(chainId, address), id)
    } catch {
      // As above: the session then lasts only as long as the page.
    }
  },
  remove(chainId: string, address: string): void {
    try {
      globalThis.localStorage?.removeItem(this.key(chainId, address))
    } catch {
      // Nothing stored, nothing to remove.
    }
  },
}
