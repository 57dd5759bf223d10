/** What a redacted path segment or query value reads as in the log. */
export const REDACTED = '…'

// Kept as they are: route words (`auth`, `social-result`), numbers, 0x-hex (addresses, call data,
// hashes: public), lower-case dotted names (ENS names, files; a JWT's parts have capitals), and
// anything shorter than a token.
const KEPT_SEGMENT = /^(?:[a-z][a-z-]*|\d+|0x[0-9a-fA-F]*|[a-z0-9_-]+(?:\.[a-z0-9_-]+)+|.{0,15})$/

/**
 * A request path as it may be logged: every segment that could be a secret (a session id, a channel
 * token, a result id: 16 characters or more that are not a route word, a number, 0x-hex or a
 * lower-case dotted name) is replaced by `…`, so a log line never carries what a token in the URL unlocks.
 *
 * @example
 * redactPath('/auth/v1/farcaster/channel/3q2-Xw9nV0aLkT7yq0c2mRk1ZzP8dH4uJfE6sBn5oWc') // '/auth/v1/farcaster/channel/…'
 * redactPath('/v1/account/0x70997970C51812dc3A010C7d01b50e0d17dc79C8/balance') // unchanged
 */
export function redactPath(path: string): string {
  return path
    .split('/')
    .map((segment) => (KEPT_SEGMENT.test(decodeSafely(segment)) ? segment : REDACTED))
    .join('/')
}

function decodeSafely(segment: string): string {
  try {
    return decodeURIComponent(segment)
  } catch {
    return segment
  }
}

// A URL quoted in a message: its path, then any query string and fragment.
const QUOTED_URL = /\b(https?:\/\/[^\s/?#"'`]+)([^\s?#"'`]*)([?#][^\s"'`]*)?/g

/**
 * Text that may quote URLs (an error message, a stack), as it may be logged: each URL's path is
 * redacted like {@link redactPath}, and its query string and fragment (OAuth `code` and `state`, an RPC
 * provider's key) are cut to `?…`.
 *
 * @example
 * redactUrls('fetch https://rpc.example/v2/k3yK3yK3yK3yK3yK3y?apikey=1 failed') // 'fetch https://rpc.example/v2/…?… failed'
 */
export function redactUrls(text: string): string {
  return text.replace(QUOTED_URL, (_, origin: string, path: string, tail: string | undefined) => `${origin}${redactPath(path)}${tail ? '?…' : ''}`)
}
