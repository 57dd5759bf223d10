import type { LinkMail } from './mailer'

/** What a device-approval e-mail and its page tell the owner about the sign-in to approve. */
export type DeviceApprovalDetails = {
  /** When the link was asked for (ms since the epoch). */
  requestedAt: number
  /** The app's name as the login frame knows it, if any. */
  appName?: string
  /** The site the sign-in happened on (an allowed origin of the project), if known. */
  site?: string
  /** A coarse description of the browser that asked, e.g. 'Chrome on Linux'. */
  browser?: string
}

/**
 * The e-mail that carries a device-approval link. It says what is being approved, so the owner can
 * tell their own sign-in from someone else's, and never approves by itself: the link opens a page
 * with "Approve this device" and "This was not me".
 *
 * @example
 * deviceApprovalMail('a@b.c', 'https://api.example.com/auth/v1/device/approve#token', { requestedAt: Date.now() }).subject
 * // 'Approve your new device'
 */
export function deviceApprovalMail(to: string, link: string, details: DeviceApprovalDetails): LinkMail {
  const facts = [
    `When: ${new Date(details.requestedAt).toUTCString()}`,
    ...(details.browser ? [`Browser: ${details.browser}`] : []),
    ...(details.appName ? [`App: ${details.appName}`] : []),
    ...(details.site ? [`Site: ${details.site}`] : []),
  ]
  const text = [
    'Someone entered the sign-in code sent to this address and wants to use your wallet on a new device.',
    '',
    ...facts,
    '',
    `If it is you, open this link and choose "Approve this device": ${link}`,
    '',
    'If it was not you, open the link and choose "This was not me", and never share your sign-in codes.',
    'The link expires in 15 minutes.',
  ].join('\n')
  return { to, subject: 'Approve your new device', text, link, purpose: 'device-approval' }
}

const BROWSERS: readonly (readonly [RegExp, string])[] = [
  [/Edg(e|A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Chrome\/|CriOS\/|Chromium\//, 'Chrome'],
  [/Safari\//, 'Safari'],
]
const SYSTEMS: readonly (readonly [RegExp, string])[] = [
  [/Android/, 'Android'],
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
]

/**
 * A coarse, fixed-vocabulary description of a User-Agent ('Firefox on Windows'): enough for the
 * owner to recognise their own browser, and nothing the requester could use to inject text.
 *
 * @returns `undefined` when neither the browser nor the system is recognised.
 * @example
 * coarseBrowser('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36') // 'Chrome on Linux'
 */
export function coarseBrowser(userAgent: string | undefined): string | undefined {
  if (!userAgent) return undefined
  const browser = BROWSERS.find(([pattern]) => pattern.test(userAgent))?.[1]
  const system = SYSTEMS.find(([pattern]) => pattern.test(userAgent))?.[1]
  if (browser && system) return `${browser} on ${system}`
  return browser ?? (system ? `A browser on ${system}` : undefined)
}
