import { createAnvil } from '@viem/anvil'
import { setTimeout as sleep } from 'node:timers/promises'
import { anvilBinaryPath } from './anvilBinaryPath'
import { readChainId } from '../../services/api/readChainId'

/** Options for {@link startAnvil}. */
export type StartAnvilOptions = {
  /**
   * TCP port for JSON-RPC (HTTP and WebSocket); 0 lets the OS pick a free one (tests), which the
   * returned `rpcUrl` then carries.
   * @default 0
   */
  port?: number
  /** Chain id the node reports. */
  chainId: number
  /**
   * Interface to bind.
   * @default '127.0.0.1'
   */
  host?: string
  /**
   * How long to wait for the process to print that it listens and then answer `eth_chainId`.
   * @default 10_000
   */
  startTimeoutMs?: number
  /**
   * Called if anvil exits while nobody asked it to stop (crash, killed from outside), with its last
   * output lines, so the caller can tear the rest down instead of serving a dead chain.
   */
  onUnexpectedExit?: (details: { code?: number; signal?: string; logs: string[] }) => void
  /** The EVM rules, e.g. `'Berlin'` for a chain without EIP-1559 fees (tests). @default anvil's latest */
  hardfork?: 'Berlin' | 'London' | 'Latest' | undefined
}

/** A started anvil process. */
export type RunningAnvil = {
  rpcUrl: string
  chainId: number
  /** Stops the process; resolves only once it has exited. Safe to call more than once. */
  stop(): Promise<void>
}

/**
 * Starts one anvil node through `@viem/anvil` and waits until it answers JSON-RPC with the expected
 * chain id.
 *
 * @throws when anvil cannot start (port taken, missing binary) or reports another chain id; the
 *   process is stopped before the error is thrown.
 */
export async function startAnvil(options: StartAnvilOptions): Promise<RunningAnvil> {
  const { port = 0, chainId, host = '127.0.0.1', startTimeoutMs = 10_000 } = options
  const anvil = createAnvil({
    anvilBinary: anvilBinaryPath(),
    port,
    host,
    chainId,
    ...(options.hardfork ? { hardfork: options.hardfork } : {}),
    startTimeout: startTimeoutMs,
    // @viem/anvil leaves a timer of this length running after each stop(); it only bounds a wait for
    // stdio 'close' that stop() below does not need, so keep it short.
    stopTimeout: 2_000,
  })
  let stopRequested = false
  // 'exit' is the proof that the OS process is gone, so stop() waits for it. Listen before start().
  const exit = new Promise<void>((resolve) => {
    anvil.on('exit', (code, signal) => {
      resolve()
      if (!stopRequested && anvil.status !== 'starting') {
        options.onUnexpectedExit?.({ code, signal, logs: anvil.logs })
      }
    })
  })

  let stopping: Promise<void> | undefined
  const stop = (): Promise<void> => {
    stopRequested = true
    if (!stopping) {
      // @viem/anvil aborts its execa child: SIGTERM, then SIGKILL 5 s later (execa's
      // forceKillAfterTimeout). Its promise is not awaited: after the exit it waits for a stdio 'close'
      // that never comes again when anvil had already exited (Ctrl-C in a terminal reaches it too).
      anvil.stop().catch(() => undefined)
      stopping = exit
    }
    return stopping
  }

  try {
    await anvil.start()
  } catch (cause) {
    stopRequested = true
    const reason = cause instanceof Error ? cause.message : String(cause)
    throw new Error(`anvil (chain ${chainId}) did not start on ${host}:${port}: ${reason}`, { cause })
  }

  // start() resolved on seeing this line, so it is in the recent logs; with port 0 it has the real port.
  const boundPort = /Listening on \S+:(\d+)/.exec(anvil.logs.join('\n'))?.[1] ?? String(port)
  const rpcUrl = `http://${host}:${boundPort}`
  try {
    await waitForChainId(rpcUrl, chainId, Date.now() + startTimeoutMs)
  } catch (error) {
    await stop()
    throw error
  }

  return { rpcUrl, chainId, stop }
}

/** "Listening on" is printed just before the RPC server answers, so poll briefly. */
async function waitForChainId(rpcUrl: string, chainId: number, deadline: number): Promise<void> {
  for (;;) {
    let reported: number
    try {
      reported = await readChainId(rpcUrl, { timeoutMs: 1_000 })
    } catch (error) {
      if (Date.now() > deadline) {
        throw new Error(`anvil on ${rpcUrl} never answered eth_chainId`, { cause: error })
      }
      await sleep(25)
      continue
    }
    if (reported !== chainId) {
      throw new Error(`anvil on ${rpcUrl} reports chain ${reported}, expected ${chainId}`)
    }
    return
  }
}
