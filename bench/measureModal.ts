import { relative } from 'node:path'
import type { Browser } from '@playwright/test'
import { isExternal, loadTrackedPage, trackRequests } from './requestTracker'
import { installSearchProbe, readSlowEvents, typeQuery, type KeystrokeTiming, type SearchTiming, type SlowEvent } from './searchProbe'
import { isJs, sumSizes } from './sizes'
import type { StaticServer } from './staticServer'
import { connectButtonName } from './connectButtonName'

/** The steps of a full-modal visit, in order; JS is filed under the step that first asked for it. */
export const modalPhases = ['load', 'open', 'allWallets', 'search', 'walletConnect'] as const

/** One step of a full-modal visit. */
export type ModalPhase = (typeof modalPhases)[number]

/** The queries typed in AllWallets, one key at a time; the registry's generated wallets are "Azure Falcon 0001" and so on. */
export const searchQueries = ['wallet', 'azure fal'] as const

/** Everything measured in one full-modal visit of the demo (one fresh browser context). */
export type ModalVisitSample = {
  run: number
  /** JS files (relative to the build output) first requested in each step. */
  jsFiles: Record<ModalPhase, string[]>
  /** Their gzip size per step. */
  jsGzip: Record<ModalPhase, number>
  /** Requests to a host other than 127.0.0.1, in any step, prefixed with the step. */
  externalRequests: string[]
  keystrokes: KeystrokeTiming[]
  searches: SearchTiming[]
  /** Keyboard and input events Event Timing reported at 16 ms or more while typing. */
  slowEvents: SlowEvent[]
  /** From clicking WalletConnect on Connect to the QR code holding a pairing URI (NaN: none within 10 s). */
  walletConnectToQrMs: number
  /** The view shown when the visit ended (ConnectingWalletConnect is expected). */
  finalView: string | null
  /** Page errors, console errors and failed requests before the WalletConnect step: a sample with any is suspect. */
  errors: string[]
  /** The same, in the WalletConnect step (the SDK's calls to walletconnect.org fail offline). */
  walletConnectErrors: string[]
}

/** Options of {@link measureModalVisit}. */
export type ModalVisitOptions = {
  browser: Browser
  server: StaticServer
  outDir: string
  run: number
}

const loadQuietMs = 1000
const stepQuietMs = 300
// The WalletConnect SDK starts after its chunks have loaded and may fetch more a little later.
const walletConnectQuietMs = 1000
const walletConnectGiveUpMs = 10_000

/**
 * Loads the demo in a fresh context and walks every lazily loaded part of the modal: opens it,
 * opens AllWallets, types the {@link searchQueries} (timing each keystroke and the results), goes
 * back and opens WalletConnect. Records the JS each step loads.
 */
export async function measureModalVisit(options: ModalVisitOptions): Promise<ModalVisitSample> {
  const { browser, server, outDir } = options
  const context = await browser.newContext()
  const tracker = trackRequests(context, modalPhases)
  try {
    const page = await loadTrackedPage(context, tracker, `${server.origin}/`, loadQuietMs)

    tracker.phase = 'open'
    const dialog = page.getByRole('dialog')
    await page.getByRole('button', { name: connectButtonName }).click()
    await dialog.waitFor({ state: 'visible' })
    tracker.touch()
    await tracker.waitForQuiet(stepQuietMs)

    tracker.phase = 'allWallets'
    await dialog.getByRole('button', { name: 'All wallets', exact: true }).click()
    const view = page.locator('[data-foyer-view="AllWallets"]')
    await view.locator('li [id$="-name"]').first().waitFor({ state: 'visible' })
    tracker.touch()
    await tracker.waitForQuiet(stepQuietMs)

    tracker.phase = 'search'
    await installSearchProbe(page)
    const box = view.getByRole('searchbox')
    await box.focus()
    const keystrokes: KeystrokeTiming[] = []
    const searches: SearchTiming[] = []
    for (const [index, query] of searchQueries.entries()) {
      if (index > 0) {
        await view.getByRole('button', { name: 'Clear search' }).click()
        // The full list is cached: it is back at once. Let its icons and frames settle.
        await page.waitForFunction(() => document.querySelectorAll('[data-foyer-view="AllWallets"] li [id$="-name"]').length > 4)
        tracker.touch()
        await tracker.waitForQuiet(stepQuietMs)
      }
      const typed = await typeQuery(page, { box, query })
      keystrokes.push(...typed.keystrokes)
      searches.push(typed.search)
    }
    const slowEvents = await readSlowEvents(page)
    tracker.touch()
    await tracker.waitForQuiet(stepQuietMs)

    tracker.phase = 'walletConnect'
    await dialog.getByRole('button', { name: 'Back', exact: true }).click()
    await page.locator('[data-foyer-view="Connect"]').waitFor()
    const walletConnectButton = dialog.getByRole('button', { name: 'WalletConnect', exact: true })
    await walletConnectButton.waitFor()
    const choseWalletConnect = performance.now()
    await walletConnectButton.click()
    await page.locator('[data-foyer-view="ConnectingWalletConnect"]').waitFor()
    // Timed from this process: Playwright's round trips add a few ms, next to a 1 s target.
    const walletConnectToQrMs = await page
      .locator('[data-testid="foyer-wc-qr"][data-uri^="wc:"]')
      .waitFor({ timeout: walletConnectGiveUpMs })
      .then(
        () => performance.now() - choseWalletConnect,
        () => Number.NaN,
      )
    tracker.touch()
    await tracker.waitForQuiet(walletConnectQuietMs, { timeoutMs: walletConnectGiveUpMs, orGiveUp: true })
    const finalView = await page.locator('[data-foyer-view]').first().getAttribute('data-foyer-view')

    // A chunk counts for the step that first asked for it (the module map keeps it afterwards).
    const seen = new Set<string>()
    const jsFiles = {} as Record<ModalPhase, string[]>
    const jsGzip = {} as Record<ModalPhase, number>
    for (const phase of modalPhases) {
      const paths = tracker.requests[phase]
        .map((url) => server.fileFor(url))
        .filter((path): path is string => path !== undefined && isJs(path) && !seen.has(path))
      const unique = [...new Set(paths)]
      for (const path of unique) seen.add(path)
      jsFiles[phase] = unique.map((path) => relative(outDir, path))
      jsGzip[phase] = sumSizes(unique).gzip
    }
    const { walletConnect: walletConnectErrors, ...earlier } = tracker.errors
    return {
      run: options.run,
      jsFiles,
      jsGzip,
      externalRequests: modalPhases.flatMap((phase) => tracker.requests[phase].filter(isExternal).map((url) => `${phase}: ${url}`)),
      keystrokes: keystrokes.map(roundTimes),
      searches: searches.map(roundTimes),
      slowEvents,
      walletConnectToQrMs: Math.round(walletConnectToQrMs),
      finalView,
      errors: Object.values<string[]>(earlier).flat(),
      walletConnectErrors,
    }
  } finally {
    await context.close()
  }
}

// Two decimals keep results.json readable; the clocks are not finer than that anyway.
function roundTimes<T extends Record<string, unknown>>(sample: T): T {
  return Object.fromEntries(Object.entries(sample).map(([key, value]) => [key, typeof value === 'number' ? Math.round(value * 100) / 100 : value])) as T
}
