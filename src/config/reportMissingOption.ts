import { FoyerConfigError } from '../errors/configErrors'
import type { FoyerLogger } from '../logger/createLogger'

// Per configuration object, the options already reported: a page whose hooks and views ask for the
// same missing option on every render or query logs it once, and two configurations each log theirs.
const reported = new WeakMap<object, Set<string>>()

/**
 * Logs a missing-option {@link FoyerConfigError} with the configuration's logger (an error, so it
 * prints at every level but `'silent'`), once per option and configuration; any other error, and
 * an option already reported for `config`, is left alone. Returns whether it logged.
 *
 * @example
 * if (error instanceof FoyerConfigError) reportMissingOption(config, error)
 */
export function reportMissingOption(config: { readonly logger: FoyerLogger }, error: unknown): boolean {
  if (!(error instanceof FoyerConfigError) || error.reason !== 'missing') return false
  let options = reported.get(config)
  if (!options) reported.set(config, (options = new Set()))
  if (options.has(error.option)) return false
  options.add(error.option)
  config.logger.error(error)
  return true
}
