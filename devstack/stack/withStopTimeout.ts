/** How long one part of the stack may take to stop before the next is stopped anyway. */
export const partStopTimeoutMs = 5_000

/**
 * `stopping`, or a rejection naming `name` once `timeoutMs` have passed. A part that never
 * finishes stopping (a server waiting on a connection whose peer vanished) must not keep the parts
 * after it, the anvil processes included, running.
 *
 * @example
 * await withStopTimeout(server.close(), 'API') // rejects with 'API did not stop within 5 s'
 */
export function withStopTimeout(stopping: Promise<void>, name: string, timeoutMs = partStopTimeoutMs): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${name} did not stop within ${timeoutMs / 1000} s`)), timeoutMs)
  })
  return Promise.race([stopping, timeout]).finally(() => clearTimeout(timer))
}
