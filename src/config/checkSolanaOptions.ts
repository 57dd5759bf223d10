import { FoyerConfigError } from '../errors/configErrors'
import type { FoyerSolanaOptions } from './foyerSolana'

/**
 * The Solana options, checked: networks, when given, must be Solana networks, and at least one.
 *
 * @throws {FoyerConfigError} `invalid` for an empty list or a network of another namespace.
 * @example
 * checkSolanaOptions({ networks: [solanaMainnet] })
 */
export function checkSolanaOptions(options: FoyerSolanaOptions): FoyerSolanaOptions {
  const other = options.networks?.find((network) => network.chainNamespace !== 'solana')
  if (other || options.networks?.length === 0) {
    throw new FoyerConfigError({
      option: 'solana',
      reason: 'invalid',
      details: other ? `${other.caipNetworkId} is not a Solana network.` : 'No networks given.',
    })
  }
  return options
}
