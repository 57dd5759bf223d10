import type { BrowserContext, Page } from '@playwright/test'

/**
 * The requests, WebSockets and errors of one visit, filed under the phase that was current when
 * they happened (load, open, ...), and what "the network is quiet" needs.
 */
export type RequestTracker<Phase extends string> = {
  /** The phase new requests and errors are filed under; set it as the visit moves on. */
  phase: Phase
  /** URLs requested per phase (context-level request events and the pages' WebSockets). */
  requests: Record<Phase, string[]>
  /** Failed requests, page errors and console errors per phase. */
  errors: Record<Phase, string[]>
  /** Marks activity now, e.g. after a navigation or a click, so quiet is counted from here. */
  touch(): void
  /**
   * Resolves once no request is in flight and none started or finished for `quietMs`. After
   * `timeoutMs` it throws, or with `orGiveUp` resolves `false` (e.g. an SDK that keeps polling).
   */
  waitForQuiet(quietMs: number, options?: { timeoutMs?: number; orGiveUp?: boolean }): Promise<boolean>
  /** Files the page's WebSockets, page errors and console errors too. */
  watchPage(page: Page): void
}

const defaultTimeoutMs = 15_000

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Starts recording a context's traffic, filed under `phases`, beginning with the first. */
export function trackRequests<Phase extends string>(context: BrowserContext, phases: readonly [Phase, ...Phase[]]): RequestTracker<Phase> {
  const requests = Object.fromEntries(phases.map((phase) => [phase, [] as string[]])) as Record<Phase, string[]>
  const errors = Object.fromEntries(phases.map((phase) => [phase, [] as string[]])) as Record<Phase, string[]>
  let inflight = 0
  let lastActivity = performance.now()
  const tracker: RequestTracker<Phase> = {
    phase: phases[0],
    requests,
    errors,
    touch() {
      lastActivity = performance.now()
    },
    async waitForQuiet(quietMs, options = {}) {
      const deadline = performance.now() + (options.timeoutMs ?? defaultTimeoutMs)
      while (performance.now() < deadline) {
        if (inflight <= 0 && performance.now() - lastActivity >= quietMs) return true
        await sleep(20)
      }
      if (options.orGiveUp) return false
      throw new Error(`network never went quiet for ${quietMs} ms (${inflight} in flight)`)
    },
    watchPage(page) {
      // WebSockets do not go through the request events but are traffic all the same.
      page.on('websocket', (socket) => requests[tracker.phase].push(socket.url()))
      page.on('pageerror', (error) => errors[tracker.phase].push(`page error: ${error.message}`))
      page.on('console', (message) => {
        if (message.type() === 'error') errors[tracker.phase].push(`console: ${message.text()}`)
      })
    },
  }
  context.on('request', (request) => {
    inflight += 1
    tracker.touch()
    requests[tracker.phase].push(request.url())
  })
  context.on('requestfinished', () => {
    inflight -= 1
    tracker.touch()
  })
  context.on('requestfailed', (request) => {
    inflight -= 1
    tracker.touch()
    errors[tracker.phase].push(`request failed: ${request.url()} (${request.failure()?.errorText ?? 'unknown'})`)
  })
  return tracker
}

/** Whether a URL leaves this machine (anything but 127.0.0.1; data: and blob: URLs stay). */
export function isExternal(url: string): boolean {
  return /^(https?|wss?):/.test(url) && new URL(url).hostname !== '127.0.0.1'
}

/**
 * Opens a page in `context` with `tracker` watching it, loads `url` and waits until its traffic has
 * been quiet for `quietMs`: the start of every measured visit.
 */
export async function loadTrackedPage<Phase extends string>(
  context: BrowserContext,
  tracker: RequestTracker<Phase>,
  url: string,
  quietMs: number,
): Promise<Page> {
  const page = await context.newPage()
  tracker.watchPage(page)
  await page.goto(url, { waitUntil: 'load' })
  tracker.touch()
  await tracker.waitForQuiet(quietMs)
  return page
}
