import { BaseError } from '../../src/errors/BaseError'

/** Type of {@link FrameBuildError}. */
export type FrameBuildErrorType = FrameBuildError & { name: 'FrameBuildError' }

/**
 * The login frame's app could not be built at start-up (no compiled `frame-assets.json` beside the
 * server, and the build in a child process failed): the services do not start without the frame
 * they serve. The message carries the build's own error output.
 *
 * @example
 * await loadFrameAssets() // rejects with FrameBuildError when the build fails
 */
export class FrameBuildError extends BaseError {
  override name = 'FrameBuildError'
  constructor(message: string, { cause }: { cause?: unknown } = {}) {
    // The message already quotes the build's output: the child process error is not repeated as details.
    super(message, { cause, details: message })
  }
}

/** Type of {@link ListenError}. */
export type ListenErrorType = ListenError & { name: 'ListenError' }

// Why a listen fails, as an operator can act on it: the setting to change is named with its variable.
const LISTEN_PROBLEMS: Readonly<Record<string, (where: { port: number; host: string; key: string }) => string>> = {
  EADDRINUSE: ({ port, host, key }) => `port ${port} on ${host} is already in use: stop what listens there, or set ${key} to a free port`,
  EACCES: ({ port, key }) => `port ${port} needs privileges this process does not have: set ${key} to a port above 1023 (and let a reverse proxy serve 443)`,
  EADDRNOTAVAIL: ({ host }) => `${host} is not an address of this machine: set FOYER_HOST to one of its addresses (0.0.0.0 for all)`,
}

/**
 * A server could not listen (the port is taken, privileged, or the host is not this machine's): one
 * line naming the port and the setting to change (`FOYER_API_PORT`, `FOYER_FRAME_PORT`, `FOYER_HOST`),
 * printed by `npm run serve` instead of a stack trace.
 *
 * @example
 * await server.listen(8787).catch((error) => { throw ListenError.from(error, { server: 'API', port: 8787, host: '127.0.0.1', key: 'FOYER_API_PORT' }) })
 */
export class ListenError extends BaseError {
  override name = 'ListenError'
  constructor(
    message: string,
    /** The system error's code, e.g. `EADDRINUSE`. */
    readonly code: string,
    { cause }: { cause?: unknown } = {},
  ) {
    // The system error's own text repeats the address: it stays the cause, not a second line.
    super(message, { cause, details: message })
  }

  /** The error to throw for a failed listen: a {@link ListenError} for the codes above, else `error` itself. */
  static from(error: unknown, where: { server: string; port: number; host: string; key: string }): unknown {
    const code = (error as NodeJS.ErrnoException | undefined)?.code
    const problem = code === undefined ? undefined : LISTEN_PROBLEMS[code]
    return problem ? new ListenError(`The ${where.server} cannot listen: ${problem(where)}`, code ?? '', { cause: error }) : error
  }
}

/**
 * Thrown when the configuration may not run (see `startupProblems`), by `startServices` and, before
 * the server's code loads, by `npm run serve`. The message lists every problem, one per line.
 *
 * @example
 * const problems = startupProblems(config)
 * if (problems.length > 0) throw new StartupRefusedError(problems)
 */
export class StartupRefusedError extends BaseError {
  override name = 'StartupRefusedError'
  constructor(readonly problems: readonly string[]) {
    super(`Foyer refuses to start:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`)
  }
}
