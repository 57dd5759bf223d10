import type { MessageKey } from '../../../../src/i18n/en'
import { ChainNotSupportedError, NetworkNotFoundError, SwitchNetworkRejectedError, type SwitchNetworkError } from '../../../../src/errors/networkErrors'

/**
 * The text a failed switch shows: the catalogue's 'Chain is not supported' when adding the chain
 * failed, 'Network not found' for an unknown network, 'Switch declined' when the user said no,
 * and the catalogue's default otherwise.
 *
 * @example
 * t(switchErrorKey(error))
 */
export function switchErrorKey(error: SwitchNetworkError): MessageKey {
  if (error instanceof ChainNotSupportedError) return 'error.Chain is not supported'
  if (error instanceof NetworkNotFoundError) return 'error.Network not found'
  if (error instanceof SwitchNetworkRejectedError) return 'network.switchDeclined'
  return 'error.An error occurred'
}
