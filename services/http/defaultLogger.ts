import { pino } from 'pino'
import type { Logger } from 'pino'

/**
 * The log a service writes when given none: JSON lines at level `info` to stdout, named after the
 * service so the API's and the frame's lines can be told apart in one stream.
 *
 * @example
 * const logger = options.logger ?? defaultLogger('foyer-api')
 */
export function defaultLogger(name: string): Logger {
  return pino({ name, level: 'info' })
}
