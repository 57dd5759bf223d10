import { relative } from 'node:path'
import type { Browser, Page } from '@playwright/test'
import { isExternal, loadTrackedPage, trackRequests } from './requestTracker'
import { isJs, sumSizes } from './sizes'
import type { StaticServer } from './staticServer'

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
  /** From the click to the first frame showing the dialog's wallet list with at least one wallet, no longer busy. */
  clickToWalletListMs: number
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

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

type ClickProbe = { clickAt: number; visibleAt: number; listAt: number }
type BenchWindow = Window & { __benchClick?: Promise<ClickProbe> }

// Runs in the page. The capture-phase listener on document sees the click before
// React's root listener does, so the observer is in place before any render. A
// string, not a function: tsx wraps named functions in a `__name` helper the page lacks.
const clickProbe = `
window.__benchClick = new Promise((resolve) => {
  document.addEventListener('click', (event) => {
    const clickAt = event.timeStamp
    const found = {}
    const listSelector = '[role="dialog"] ul:not([aria-busy="true"]) > li > button'
    const settle = (key) => {
      if (found[key] !== undefined) return
      found[key] = null
      requestAnimationFrame(() => {
        found[key] = performance.now()
        if (found.visibleAt && found.listAt) resolve({ clickAt, visibleAt: found.visibleAt, listAt: found.listAt })
      })
    }
    const check = () => {
      if (document.querySelector('[role="dialog"]')) settle('visibleAt')
      if (document.querySelector(listSelector)) settle('listAt')
      return found.visibleAt !== undefined && found.listAt !== undefined
    }
    if (check()) return
    const observer = new MutationObserver(() => {
      if (check()) observer.disconnect()
    })
    observer.observe(document.documentElement, { childList: true, subtree: true, attributes: true, attributeFilter: ['aria-busy'] })
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

/**
 * Loads one page in a fresh context, measures the load phase, the heap after GC
 * and the click on "Connect Wallet" until the dialog is on screen.
 */
export async function measureVisit(options: VisitOptions): Promise<VisitSample> {
  const { browser, server, outDir } = options
  const context = await browser.newContext()
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

    const button = page.getByRole('button', { name: 'Connect Wallet' })
    await button.waitFor({ state: 'visible' })
    await page.evaluate(clickProbe)
    if (options.kind === 'hovered') {
      await button.hover()
      await sleep(hoverDwellMs)
    }
    await button.click()
    const probe = await readClickProbe(page)
    tracker.touch()
    await tracker.waitForQuiet(openQuietMs)

    const toFiles = (urls: string[]) => [...new Set(urls)].map((url) => server.fileFor(url)).filter((path): path is string => path !== undefined && isJs(path))
    const initialJs = toFiles(tracker.requests.load)
    const openJs = toFiles(tracker.requests.open)
    const initialSize = sumSizes(initialJs)
    // Our own origin's port changes every run; dropping it keeps results.json diffable.
    const display = (url: string) => (url.startsWith(server.origin) ? url.slice(server.origin.length) : url)
    return {
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
      clickToVisibleMs: Math.round((probe.visibleAt - probe.clickAt) * 100) / 100,
      clickToWalletListMs: Math.round((probe.listAt - probe.clickAt) * 100) / 100,
      heapUsedBytes: heap.usedSize,
      loadEventMs,
      errors: [...tracker.errors.load, ...tracker.errors.open],
    }
  } finally {
    await context.close()
  }
}
