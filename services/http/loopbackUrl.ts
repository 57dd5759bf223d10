/** The host names of this machine: where plain http cannot be read or rewritten on the way. */
export const LOOPBACK_HOSTS: readonly string[] = ['127.0.0.1', 'localhost', '[::1]']

/**
 * Whether a URL's host is this machine (`127.0.0.1`, `localhost`, `[::1]`).
 *
 * @example
 * isLoopbackUrl('http://127.0.0.1:4100') // true
 */
export function isLoopbackUrl(text: string): boolean {
  return URL.canParse(text) && LOOPBACK_HOSTS.includes(new URL(text).hostname)
}

/**
 * Whether a URL may carry secrets or data that must not be rewritten: https, or http on this machine
 * (a counterpart started beside the services, e.g. in tests).
 *
 * @example
 * isHttpsOrLoopback('http://idp.example') // false
 */
export function isHttpsOrLoopback(text: string): boolean {
  if (!URL.canParse(text)) return false
  const { protocol } = new URL(text)
  return protocol === 'https:' || (protocol === 'http:' && isLoopbackUrl(text))
}
