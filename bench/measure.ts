import { relative } from 'node:path'
import type { Browser, Page } from '@playwright/test'
import { ANVIL_ACCOUNTS } from '../devstack/chain/addresses'
import { createTestWallet } from '../testing/evm/createTestWallet'
import { installTestWallet } from '../testing/evm/installTestWallet'
import { isExternal, loadTrackedPage, trackRequests } from './requestTracker'
import { isJs, sumSizes } from './sizes'
import type { StaticServer } from './staticServer'
import { connectButtonName } from './connectButtonName'

/** Which page a visit loads: the source-built demo and reference, or a consumer app. */
export type PageName = string

/** `hovered`: hover, wait, click (the kit prefetches on hover). `cold`: click straight away. */
export type VisitKind = 'hovered' | 'cold'

/** Everything measured in one visit (one fresh browser context). */
export type VisitSample = {
  page: PageName
  kind: VisitKind
  run: number
  /** Requests from navigation until the load event plus 1 s of network quiet. */
  loadRequests: string[]
  /** Of those, requests to a host other than 127.0.0.1. */
  externalRequests: string[]
  /** JS files (relative to the build output) requested during the load phase. */
  initialJsFiles: string[]
  initialJsGzip: number
  initialJsRaw: number
  /** JS files requested after the load phase: on hover, click and until the modal settles. */
  openJsFiles: string[]
  openJsGzip: number
  /** From the click event's timeStamp to the first frame with `[role="dialog"]` in the DOM. */
  clickToVisibleMs: number
  /**
   * From the click to the first frame showing the dialog's full wallet list: at least one wallet,
   * no longer busy (the registry's recommended wallets are in).
   */
  clickToWalletListMs: number
  /** From the click to the first frame with an actionable wallet row (see {@link actionableRowCheck}). */
  clickToFirstRowMs: number
  /**
   * Cold visits only: the same page loaded again in the same browser context (its storage, the
   * persisted registry answer and the HTTP cache kept), clicked at once: click to the full list.
   * NaN for hovered visits.
   */
  returningClickToWalletListMs: number
  /** Cold visits only: click to the first actionable row on that returning visit. */
  returningClickToFirstRowMs: number
  /** Cold visits only: the registry's answer was persisted before the page came back (never without Foyer). */
  returningPersisted?: boolean
  /** V8 heap in use after load and a forced GC (CDP Runtime.getHeapUsage). */
  heapUsedBytes: number
  /** Navigation start to the load event (Navigation Timing). */
  loadEventMs: number
  /** Page errors, console errors and failed requests: a sample with any is suspect. */
  errors: string[]
}

/** Options of {@link measureVisit}. */
export type VisitOptions = {
  browser: Browser
  server: StaticServer
  outDir: string
  page: PageName
  kind: VisitKind
  run: number
}

const loadQuietMs = 1000
const openQuietMs = 300
const hoverDwellMs = 300
const phaseTimeoutMs = 15_000
// How long a cold visit waits for the registry's answer to be persisted before it comes back.
const returningWaitMs = 3000

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

type ClickProbe = { clickAt: number; visibleAt: number; listAt: number; rowAt: number }
type BenchWindow = Window & { __benchClick?: Promise<ClickProbe> }

/**
 * What makes a wallet row actionable, in the page: a wallet's button in the dialog's wallet list
 * (`ul > li > button`; "All wallets" is not a wallet) that is enabled, not busy, laid out with a
 * size, inside the viewport, and hit-testable (the topmost element at its centre is the button or
 * inside it: no overlay, placeholder or animation covers it). A click on it then connects the
 * wallet: at once in the full dialog, or handed over from the page's dialog shell to the Connect
 * view, which connects it as soon as it takes over. Checked in an animation frame (it reads layout).
 */
export const actionableRowCheck = `
  (() => {
    for (const button of document.querySelectorAll('[role="dialog"] ul > li > button')) {
      if (button.disabled || button.getAttribute('aria-busy') === 'true' || button.textContent.trim() === 'All wallets') continue
      const box = button.getBoundingClientRect()
      if (box.width < 1 || box.height < 1 || box.bottom < 0 || box.right < 0 || box.top > innerHeight || box.left > innerWidth) continue
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)
      if (hit && button.contains(hit)) return true
    }
    return false
  })()
`

// Runs in the page. The capture-phase listener on document sees the click before
// React's root listener does, so the observer is in place before any render. A
// string, not a function: tsx wraps named functions in a \`__name\` helper the page lacks.
const clickProbe = `
window.__benchClick = new Promise((resolve) => {
  document.addEventListener('click', (event) => {
    const clickAt = event.timeStamp
    const found = {}
    const listSelector = '[role="dialog"] ul:not([aria-busy="true"]) > li > button'
    const done = () => found.visibleAt && found.listAt && found.rowAt
    const settle = (key) => {
      if (found[key] !== undefined) return
      found[key] = null
      requestAnimationFrame(() => {
        found[key] = performance.now()
        if (done()) resolve({ clickAt, visibleAt: found.visibleAt, listAt: found.listAt, rowAt: found.rowAt })
      })
    }
    // The row check reads layout: once per frame, in the frame, never in the mutation callback.
    let rowFrame = false
    const checkRow = () => {
      if (found.rowAt !== undefined || rowFrame) return
      rowFrame = true
      requestAnimationFrame(() => {
        rowFrame = false
        if (found.rowAt !== undefined) return
        if (${actionableRowCheck.trim()}) {
          // This frame paints the row: its time, as the others take the frame after their change.
          found.rowAt = performance.now()
          if (done()) resolve({ clickAt, visibleAt: found.visibleAt, listAt: found.listAt, rowAt: found.rowAt })
        } else if (document.querySelector('[role="dialog"] ul > li > button')) checkRow()
      })
    }
    const check = () => {
      if (document.querySelector('[role="dialog"]')) settle('visibleAt')
      if (document.querySelector(listSelector)) settle('listAt')
      if (document.querySelector('[role="dialog"] ul > li > button')) checkRow()
      return found.visibleAt !== undefined && found.listAt !== undefined && found.rowAt !== undefined
    }
    if (check()) return
    const observer = new MutationObserver(() => {
      if (check()) observer.disconnect()
    })
    observer.observe(document.documentElement, { childList: true, subtree: true, attributes: true, attributeFilter: ['aria-busy', 'disabled'] })
  }, { capture: true, once: true })
})
// The completion value: page.evaluate would otherwise wait for the probe itself.
undefined
`

async function readClickProbe(page: Page): Promise<ClickProbe> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('the dialog or its wallet list never appeared after the click')), phaseTimeoutMs)
  })
  try {
    const probe = await Promise.race([page.evaluate(() => (window as BenchWindow).__benchClick), timeout])
    if (!probe) throw new Error('click probe missing')
    return probe
  } finally {
    clearTimeout(timer)
  }
}

// The browser wallet the bench's pages find announced through EIP-6963 (a Foyer app lists it in its
// first frame; nothing connects it): the test kit's wallet on a closed port.
const benchWallet = createTestWallet({ privateKey: ANVIL_ACCOUNTS[1]!.privateKey, chains: [{ id: 1, name: 'Ethereum', rpcUrl: 'http://127.0.0.1:9' }] })

// Whether the page's localStorage holds a stored registry answer (`foyer.wallets-…`). A string for
// the same reason as the probe.
/** Runs in the page: `true` once localStorage holds a registry answer. */
export const persistedRegistryAnswer = `Object.keys(localStorage).some((key) => key.startsWith('foyer.wallets-'))`

/** Clicks "Connect" (after a hover dwell for `hovered`) and reads the click probe. */
async function clickConnect(page: Page, kind: VisitKind): Promise<ClickProbe> {
  const button = page.getByRole('button', { name: connectButtonName })
  await button.waitFor({ state: 'visible' })
  await page.evaluate(clickProbe)
  if (kind === 'hovered') {
    await button.hover()
    await sleep(hoverDwellMs)
  }
  await button.click()
  return readClickProbe(page)
}

const elapsed = (probe: ClickProbe, at: number) => Math.round((at - probe.clickAt) * 100) / 100

/**
 * Loads one page in a fresh context (an EIP-6963 wallet announced), measures the load phase, the
 * heap after GC and the click on "Connect Wallet" until the dialog, its first actionable wallet row
 * and its full wallet list are on screen. A cold visit then comes back: the page loaded again in
 * the same context once the registry's answer is persisted, and clicked at once.
 */
export async function measureVisit(options: VisitOptions): Promise<VisitSample> {
  const { browser, server, outDir } = options
  const context = await browser.newContext()
  await installTestWallet(context, benchWallet, { info: { name: 'Bench Wallet' } })
  const tracker = trackRequests(context, ['load', 'open'])
  try {
    const page = await loadTrackedPage(context, tracker, `${server.origin}/`, loadQuietMs)
    tracker.phase = 'open'

    const loadEventMs = await page.evaluate(() => {
      const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[]
      return navigation ? navigation.loadEventStart : Number.NaN
    })
    const cdp = await context.newCDPSession(page)
    await cdp.send('HeapProfiler.collectGarbage')
    const heap = await cdp.send('Runtime.getHeapUsage')
    await cdp.detach()

    const probe = await clickConnect(page, options.kind)
    tracker.touch()
    await tracker.waitForQuiet(openQuietMs)

    const toFiles = (urls: string[]) => [...new Set(urls)].map((url) => server.fileFor(url)).filter((path): path is string => path !== undefined && isJs(path))
    const initialJs = toFiles(tracker.requests.load)
    const openJs = toFiles(tracker.requests.open)
    const initialSize = sumSizes(initialJs)
    // Our own origin's port changes every run; dropping it keeps results.json diffable.
    const display = (url: string) => (url.startsWith(server.origin) ? url.slice(server.origin.length) : url)
    const sample: VisitSample = {
      page: options.page,
      kind: options.kind,
      run: options.run,
      loadRequests: tracker.requests.load.map(display),
      externalRequests: [...tracker.requests.load, ...tracker.requests.open].filter(isExternal),
      initialJsFiles: initialJs.map((path) => relative(outDir, path)),
      initialJsGzip: initialSize.gzip,
      initialJsRaw: initialSize.raw,
      openJsFiles: openJs.map((path) => relative(outDir, path)),
      openJsGzip: sumSizes(openJs).gzip,
      clickToVisibleMs: elapsed(probe, probe.visibleAt),
      clickToWalletListMs: elapsed(probe, probe.listAt),
      clickToFirstRowMs: elapsed(probe, probe.rowAt),
      returningClickToWalletListMs: Number.NaN,
      returningClickToFirstRowMs: Number.NaN,
      heapUsedBytes: heap.usedSize,
      loadEventMs,
      errors: [...tracker.errors.load, ...tracker.errors.open],
    }
    if (options.kind === 'cold') {
      // The returning visit: once the answer is persisted (a page without Foyer persists nothing).
      const persisted = await page.waitForFunction(persistedRegistryAnswer, undefined, { timeout: returningWaitMs, polling: 100 }).then(
        () => true,
        () => false,
      )
      await page.reload({ waitUntil: 'load' })
      await sleep(loadQuietMs)
      const returning = await clickConnect(page, 'cold')
      sample.returningClickToWalletListMs = elapsed(returning, returning.listAt)
      sample.returningClickToFirstRowMs = elapsed(returning, returning.rowAt)
      sample.returningPersisted = persisted
      sample.errors.push(...tracker.errors.open.filter((error) => !sample.errors.includes(error)))
    }
    return sample
  } finally {
    await context.close()
  }
}
