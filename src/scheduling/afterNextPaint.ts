/**
 * Resolves once the browser has had the chance to paint the current frame: after the next
 * animation frame and the task that follows it. Requests that a view starts while it first
 * renders wait for this, so the view is on screen before the network work begins. Resolves after
 * at most `maxWaitMs` anyway (frames do not run in a background tab), and at once where there are
 * no frames (server, tests without a DOM).
 *
 * @example
 * queryFn: async () => {
 *   await afterNextPaint()
 *   return fetchRemoteFeatures(parameters)
 * }
 */
export function afterNextPaint(maxWaitMs = 50): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestAnimationFrame !== 'function') return resolve()
    const fallback = setTimeout(resolve, maxWaitMs)
    requestAnimationFrame(() =>
      setTimeout(() => {
        clearTimeout(fallback)
        resolve()
      }, 0),
    )
  })
}
