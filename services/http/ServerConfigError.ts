import { BaseError } from '../../src/errors/BaseError'

/**
 * Thrown when a service is built with options it cannot run with (an invalid host pattern or limit,
 * a route registered twice, a development default asked for in production, a configuration file or
 * environment that does not parse): the process stops before it listens, with a message naming the
 * option. `problems` lists each problem found, one when a single option is at fault.
 *
 * @example
 * throw new ServerConfigError('Invalid maxConnections: expected a positive integer, got 0')
 */
export class ServerConfigError extends BaseError {
  override name = 'ServerConfigError'
  /** Each problem, as `key: message` when the configuration was read from a file or the environment. */
  readonly problems: readonly string[]
  constructor(message: string, { problems, cause }: { problems?: readonly string[]; cause?: unknown } = {}) {
    super(message, { cause })
    this.problems = problems ?? [message]
  }
}
