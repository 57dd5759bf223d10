import { existsSync } from 'node:fs'

/**
 * Flags for headless Chromium on these machines: no sandbox (root), no GPU, and
 * none of Chromium's own background traffic, which the closed network would refuse.
 */
export const chromiumArgs: readonly string[] = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

/**
 * Launch options for Playwright: Debian's Chromium at `/usr/bin/chromium` (or
 * `CHROMIUM_PATH`), and Playwright's own browser where neither exists.
 */
export function chromiumLaunchOptions(): { executablePath: string | undefined; args: string[] } {
  const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
  return { executablePath: existsSync(path) ? path : undefined, args: [...chromiumArgs] }
}
