import { startAnvil } from '../../devstack/chain/startAnvil'

/** Options of {@link spawnAnvil}. */
export type SpawnAnvilOptions = {
  /**
   * Chain id anvil reports.
   * @default 31337
   */
  chainId?: number
  /**
   * Port on 127.0.0.1.
   * @default a free port picked by anvil itself (no race between parallel test files)
   */
  port?: number
  /**
   * Milliseconds to wait for the first answer.
   * @default 15_000
   */
  timeout?: number
}

/** A running anvil and the way to stop it. */
export type SpawnedAnvil = {
  /** `http://127.0.0.1:<port>`. */
  rpcUrl: string
  /** Stops this anvil and waits for it to exit. */
  stop(): Promise<void>
}

/**
 * Starts an anvil for a test file. Port 0 lets anvil bind a free port itself: picking one first and
 * handing it over let two parallel test files land on the same node.
 * @example
 * const anvil = await spawnAnvil({ chainId: 31338 })
 * afterAll(() => anvil.stop())
 */
export async function spawnAnvil(options: SpawnAnvilOptions = {}): Promise<SpawnedAnvil> {
  const { chainId = 31337, timeout = 15_000, port = 0 } = options
  const anvil = await startAnvil({ chainId, port, startTimeoutMs: timeout })
  return { rpcUrl: anvil.rpcUrl, stop: () => anvil.stop() }
}
