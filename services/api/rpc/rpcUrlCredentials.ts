// Query parameter names providers put keys in (Infura, Alchemy, QuickNode, Ankr, Helius, ...).
const KEY_PARAM = /(key|token|secret|auth|password|pass|credential|signature|sig|jwt)/i

/**
 * Why a JSON-RPC URL looks like it carries credentials, or `undefined` when it does not: user
 * information (`https://user:pass@…`), a query parameter named like a key (`?apikey=`, `?token=`), or
 * a path segment that looks like one (16 or more letters, digits, `-` or `_`, mixing letters and
 * digits: `/v3/<key>`, `/v2/<key>`, `/<token>/`). Such a URL must never reach a page: the frame
 * publishes its chains' URLs, so they must be public (or the API's RPC gateway).
 *
 * @example
 * rpcUrlCredentials('https://mainnet.infura.io/v3/0123456789abcdef0123456789abcdef') // 'a key-like path segment'
 * rpcUrlCredentials('https://mainnet.base.org') // undefined
 */
export function rpcUrlCredentials(text: string): string | undefined {
  if (!URL.canParse(text)) return undefined
  const url = new URL(text)
  if (url.username || url.password) return 'user information (user:password@)'
  for (const name of url.searchParams.keys()) {
    if (KEY_PARAM.test(name)) return `a key-like query parameter (${name.slice(0, 40)})`
  }
  for (const segment of url.pathname.split('/')) {
    if (/^[A-Za-z0-9_-]{16,}$/.test(segment) && /[0-9]/.test(segment) && /[A-Za-z]/.test(segment)) return 'a key-like path segment'
  }
  return undefined
}
