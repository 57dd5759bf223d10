import { afterEach } from 'vitest'

/**
 * A list of teardowns (an adapter's `destroy`, a wallet's uninstall) run and emptied after each
 * test, so no adapter of one test keeps listening into the next.
 *
 * @example
 * const destroy = destroyAfterEach()
 * destroy.push(() => adapter.destroy())
 */
export function destroyAfterEach(): Array<() => void> {
  const runs: Array<() => void> = []
  afterEach(() => {
    for (const run of runs.splice(0)) run()
  })
  return runs
}
