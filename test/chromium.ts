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

/** Which Debian build a launch prefers when `CHROMIUM_PATH` does not choose one. */
export type ChromiumBuild = 'headless-shell' | 'chromium'

const debianPaths: Record<ChromiumBuild, readonly string[]> = {
  // The tests prefer Debian's `chromium-headless-shell`: the same engine without the browser's
  // shell. On the connect and swap suites it used a third less CPU than the full browser in its
  // headless mode, and CI is bound by CPU (bench/README.md, "CI time").
  'headless-shell': ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'],
  // The bench keeps the full browser: its figures compare with runs made before, and with what a
  // visitor's browser does.
  chromium: ['/usr/bin/chromium'],
}

/**
 * Launch options for Playwright: `CHROMIUM_PATH` when set, else Debian's build (the headless
 * shell for tests, the full browser for the bench), and Playwright's own browser where none exists.
 */
export function chromiumLaunchOptions(build: ChromiumBuild = 'headless-shell'): {
  executablePath: string | undefined
  args: string[]
} {
  const candidates = process.env.CHROMIUM_PATH ? [process.env.CHROMIUM_PATH] : debianPaths[build]
  return { executablePath: candidates.find((path) => existsSync(path)), args: [...chromiumArgs] }
}
