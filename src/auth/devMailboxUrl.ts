/**
 * The development mailbox's address for `email` (`<apiUrl>/dev/mailbox?to=<email>`), where the local
 * stack (`npm start`) keeps the sign-in codes it would have e-mailed. Development only: a production
 * API has no such route.
 *
 * @example
 * devMailboxUrl('http://127.0.0.1:8787', 'ada@example.com') // 'http://127.0.0.1:8787/dev/mailbox?to=ada@example.com'
 */
export function devMailboxUrl(apiUrl: string, email: string): string {
  // '@' may stay as it is in a query string, which keeps the address readable where it is shown.
  return `${apiUrl.replace(/\/+$/, '')}/dev/mailbox?to=${encodeURIComponent(email).replace('%40', '@')}`
}
