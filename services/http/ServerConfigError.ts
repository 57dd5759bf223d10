import { BaseError } from '../../src/errors/BaseError'

/**
 * Thrown when a service is built with options it cannot run with (an invalid host pattern or limit,
 * a route registered twice, a development default asked for in production): the process stops before
 * it listens, with a message naming the option.
 *
 * @example
 * throw new ServerConfigError('Invalid maxConnections: expected a positive integer, got 0')
 */
export class ServerConfigError extends BaseError {
  override name = 'ServerConfigError'
}
