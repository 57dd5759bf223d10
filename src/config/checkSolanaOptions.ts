import { FoyerConfigError } from '../errors/configErrors'
import type { FoyerSolanaOptions } from './createFoyerConfig'

// A module of its own: only the lazily loaded Solana code imports it, so it stays out of the
// first chunk that every app (Solana or not) loads with createFoyerConfig.
/**
 * The Solana options with defaults filled in, checked: networks, when given, must be Solana networks.
 * Called where Solana's code loads, so apps without Solana never carry it.
 *
 * @throws {FoyerConfigError} `invalid` for an empty list or a network of another namespace.
 * @example
 * checkSolanaOptions(config.solana) // { networks: undefined } for `solana: true`
 */
export function checkSolanaOptions(value: true | FoyerSolanaOptions): FoyerSolanaOptions {
  const options = value === true ? {} : value
  const other = options.networks?.find((network) => network.chainNamespace !== 'solana')
  if (other || options.networks?.length === 0) {
    throw new FoyerConfigError({ option: 'solana', reason: 'invalid', details: other ? `${other.caipNetworkId} is not a Solana network.` : 'No networks given.' })
  }
  return options
}

