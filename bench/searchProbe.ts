import type { Locator, Page } from '@playwright/test'

/** What one keystroke in the AllWallets search box cost, in ms from the keydown event's timeStamp. */
export type KeystrokeTiming = {
  query: string
  /** The box's value after the key (checks that the key landed). */
  value: string
  /** To the first animation frame after the input event: the brief's per-keystroke figure. */
  toFrameMs: number
  /** To the end of the input event's handlers and React's re-render (a microtask after them): no frame wait, no rendering. */
  workMs: number
  /** To a task posted from that frame's rAF callback, i.e. after its style, layout and paint. */
  toFrameRenderedMs: number
}

/** From the last keystroke of a query until its results are on screen, in ms. */
export type SearchTiming = {
  query: string
  /** Last keydown timeStamp to the first animation frame after the matching rows were committed. */
  resultsVisibleMs: number
  /** Last keydown to the start of the search request (the view's debounce, 300 ms). */
  lastKeyToFetchMs: number
  /** The search request, start to the end of its response body (Resource Timing). */
  fetchMs: number
  /** Response end to the DOM mutation that showed the rows: JSON, zod, React render and commit. */
  responseToCommitMs: number
  /** Response end to the next animation frame after that commit. */
  responseToVisibleMs: number
  /** Every `search` the page sent to `/getWallets` while this query was typed; one is expected. */
  searchRequests: string[]
  /** Wallet rows in the DOM when the results showed (the list is virtualized). */
  rows: number
}

/** An Event Timing entry (durationThreshold 16 ms) of a keyboard or input event. */
export type SlowEvent = { name: string; duration: number; processingMs: number }

type KeyRecord = { downAt: number; value: string | null; workEndAt: number | null; frameAt: number | null; frameEndAt: number | null }
type ResultsRecord = { committedAt: number; visibleAt: number; rows: number }

// Runs in the page (a string: tsx wraps named functions in a `__name` helper the page lacks).
// keydown in the capture phase takes the event's timeStamp before any handler; the input
// listener on document runs in the bubble phase, after React's listener, so a microtask queued
// from it runs once React has rendered the new text (a posted task would run after the next
// frame: Chromium renders before it). A task posted from the rAF callback runs after that
// frame's style, layout and paint.
const probeSource = `
(() => {
  const bench = { keys: [], events: [], waiters: new Map() }
  window.__benchSearch = bench
  const afterTask = (callback) => {
    const channel = new MessageChannel()
    channel.port1.onmessage = () => { channel.port1.close(); callback(performance.now()) }
    channel.port2.postMessage(null)
  }
  const settle = (index) => {
    const record = bench.keys[index]
    const waiter = bench.waiters.get(index)
    if (!record || !waiter || record.workEndAt === null || record.frameEndAt === null) return
    bench.waiters.delete(index)
    waiter(record)
  }
  document.addEventListener('keydown', (event) => {
    if (!(event.target instanceof HTMLInputElement)) return
    bench.keys.push({ downAt: event.timeStamp, value: null, workEndAt: null, frameAt: null, frameEndAt: null })
  }, true)
  document.addEventListener('input', (event) => {
    const index = bench.keys.length - 1
    const record = bench.keys[index]
    if (!record || record.value !== null) return
    record.value = event.target.value
    // React handled the event in its own listener (on the portal's container, below document) and,
    // for a controlled input, rendered synchronously; a microtask catches anything it queued.
    queueMicrotask(() => { record.workEndAt = performance.now(); settle(index) })
    requestAnimationFrame(() => {
      record.frameAt = performance.now()
      afterTask((at) => { record.frameEndAt = at; settle(index) })
    })
  })
  bench.key = (index) => new Promise((resolve) => { bench.waiters.set(index, resolve); settle(index) })
  if (PerformanceObserver.supportedEntryTypes.includes('event')) {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        if (/^(key|input|beforeinput)/.test(entry.name)) {
          bench.events.push({ name: entry.name, duration: entry.duration, processingMs: Math.round((entry.processingEnd - entry.processingStart) * 100) / 100 })
        }
      }
    }).observe({ type: 'event', durationThreshold: 16 })
  }
  // Resolves at the first DOM mutation after which the AllWallets box holds exactly the query and
  // every wallet row shown contains it, with the next animation frame's time.
  bench.results = (query) => new Promise((resolve, reject) => {
    const wanted = query.trim().toLowerCase()
    const shown = () => {
      const view = document.querySelector('[data-foyer-view="AllWallets"]')
      const input = view && view.querySelector('input[type="search"]')
      if (!input || input.value !== query) return 0
      const names = Array.from(view.querySelectorAll('li [id$="-name"]'), (node) => (node.textContent || '').toLowerCase())
      return names.length > 0 && names.every((name) => name.includes(wanted)) ? names.length : 0
    }
    const observer = new MutationObserver(() => { const rows = shown(); if (rows) finish(rows) })
    const timer = setTimeout(() => { observer.disconnect(); reject(new Error('no results for "' + query + '" after 15 s')) }, 15000)
    const finish = (rows) => {
      const committedAt = performance.now()
      observer.disconnect()
      clearTimeout(timer)
      requestAnimationFrame(() => resolve({ committedAt, visibleAt: performance.now(), rows }))
    }
    const rows = shown()
    if (rows) finish(rows)
    else observer.observe(document.body, { childList: true, subtree: true, characterData: true })
  })
})()
undefined
`

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

async function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: no answer after ${ms} ms`)), ms)
  })
  try {
    return await Promise.race([promise, timeout])
  } finally {
    clearTimeout(timer)
  }
}

/** Installs the keystroke and results probe in the page (once per page). */
export async function installSearchProbe(page: Page): Promise<void> {
  await page.evaluate(probeSource)
}

/** Options of {@link typeQuery}. */
export type TypeQueryOptions = {
  /** The focused search box. */
  box: Locator
  query: string
  /** Time from one key to the next: a fast typist, well under the 300 ms debounce. @default 120 */
  keyIntervalMs?: number
}

/**
 * Types `query` into the (empty, focused) search box one key at a time, timing each keystroke,
 * then waits for the query's results and times those.
 */
export async function typeQuery(page: Page, options: TypeQueryOptions): Promise<{ keystrokes: KeystrokeTiming[]; search: SearchTiming }> {
  const { query, keyIntervalMs = 120 } = options
  const first = await page.evaluate<number>('window.__benchSearch.keys.length')
  const keystrokes: KeystrokeTiming[] = []
  let firstDownAt = Number.NaN
  let lastDownAt = 0
  for (const [offset, char] of [...query].entries()) {
    const started = performance.now()
    await page.keyboard.type(char)
    const record = await withTimeout(page.evaluate<KeyRecord>(`window.__benchSearch.key(${first + offset})`), 10_000, `keystroke "${char}"`)
    const { downAt, value, workEndAt, frameAt, frameEndAt } = record
    if (value === null || workEndAt === null || frameAt === null || frameEndAt === null) throw new Error('keystroke probe incomplete')
    if (value !== query.slice(0, offset + 1)) throw new Error(`the search box holds "${value}" after typing "${query.slice(0, offset + 1)}"`)
    keystrokes.push({ query, value, toFrameMs: frameAt - downAt, workMs: workEndAt - downAt, toFrameRenderedMs: frameEndAt - downAt })
    if (offset === 0) firstDownAt = downAt
    lastDownAt = downAt
    const left = keyIntervalMs - (performance.now() - started)
    if (left > 0 && offset < query.length - 1) await sleep(left)
  }
  const results = await withTimeout(page.evaluate<ResultsRecord>(`window.__benchSearch.results(${JSON.stringify(query)})`), 20_000, `results of "${query}"`)
  // Read after the rows showed: the entry is complete by the time the response was parsed.
  const entries = await page.evaluate<Array<{ search: string; startTime: number; responseEnd: number }>>(`
    performance.getEntriesByType('resource')
      .filter((entry) => entry.name.includes('/getWallets?') && new URL(entry.name).searchParams.has('search'))
      .map((entry) => ({ search: new URL(entry.name).searchParams.get('search'), startTime: entry.startTime, responseEnd: entry.responseEnd }))
  `)
  const typed = entries.filter((entry) => entry.startTime >= firstDownAt)
  const final = [...entries].reverse().find((entry) => entry.search === query.trim())
  if (!final) throw new Error(`no search request for "${query}"`)
  return {
    keystrokes,
    search: {
      query,
      resultsVisibleMs: results.visibleAt - lastDownAt,
      lastKeyToFetchMs: final.startTime - lastDownAt,
      fetchMs: final.responseEnd - final.startTime,
      responseToCommitMs: results.committedAt - final.responseEnd,
      responseToVisibleMs: results.visibleAt - final.responseEnd,
      searchRequests: typed.map((entry) => entry.search),
      rows: results.rows,
    },
  }
}

/** The keyboard and input events Event Timing reported at 16 ms or more so far. */
export async function readSlowEvents(page: Page): Promise<SlowEvent[]> {
  // Event Timing entries are delivered after the frame: give the last ones a moment.
  await sleep(100)
  return page.evaluate<SlowEvent[]>('window.__benchSearch.events.slice()')
}
