import type { ChainNamespace } from '../chains/caip'
import { FoyerConfigError } from '../errors/configErrors'
import type { FoyerNamespaceOptions, NamespacePluginOption } from './foyerNamespacePlugin'

/**
 * A namespace plugin's options, checked: its networks, when given, must be of `namespace`, and at
 * least one. Families call it in their factory (`bitcoin()`, `polkadot()`, ...).
 *
 * @throws {FoyerConfigError} `invalid`, naming `option`, for an empty list or a network of another namespace.
 * @example
 * checkNamespaceOptions('bitcoin', 'bip122', { networks: [bitcoinMainnet] })
 */
export function checkNamespaceOptions<Options extends FoyerNamespaceOptions>(
  option: NamespacePluginOption,
  namespace: ChainNamespace,
  options: Options,
): Options {
  const other = options.networks?.find((network) => network.chainNamespace !== namespace)
  if (other || options.networks?.length === 0) {
    throw new FoyerConfigError({ option, reason: 'invalid', details: other ? `${other.caipNetworkId} is not a ${namespace} network.` : 'No networks given.' })
  }
  return options
}
