/**
 * React's `flushSync`, handed over by code that the page already loads (the dialog shell), so the
 * modal's lazily loaded views can render synchronously without importing `react-dom` themselves.
 * A lazily loaded chunk that imports `react-dom` makes an app's Rolldown build (Vite 8) split React
 * and the modules it shares with the page into extra chunks the page requests at load; reading
 * `flushSync` from here keeps those edges out of the lazy views. Until it is registered (a view
 * rendered without the shell, as in unit tests) the work just runs.
 */
let flush: <R>(work: () => R) => R = (work) => work()

/**
 * Runs `work` and, once the page has registered React's `flushSync`, commits the updates it makes
 * before returning.
 *
 * @example
 * onChange: (sync) => (sync ? flushRender(rerender) : rerender())
 */
export function flushRender<R>(work: () => R): R {
  return flush(work)
}

/**
 * Registers React's `flushSync` for {@link flushRender}. Called once by the page-load code that
 * imports `react-dom` anyway.
 *
 * @example
 * registerFlushSync(flushSync)
 */
export function registerFlushSync(flushSync: <R>(work: () => R) => R): void {
  flush = flushSync
}
