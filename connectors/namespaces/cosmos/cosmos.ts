import { cosmosHub } from '../../../src/chains/cosmosChains'
import { checkNamespaceOptions } from '../../../src/config/checkNamespaceOptions'
import type { FoyerNamespacePlugin } from '../../../src/config/foyerNamespacePlugin'
import type { CreateCosmosAdapterOptions } from './cosmosAdapter'

/** Options of `cosmos()` (from `foyer-kit/cosmos`). */
export type FoyerCosmosOptions = Omit<CreateCosmosAdapterOptions, 'fetch'>

/** The Cosmos namespace as `cosmos()` returns it, for `createFoyerConfig({ cosmos })`. */
export type FoyerCosmos = FoyerNamespacePlugin<'cosmos', FoyerCosmosOptions>

/**
 * Turns on the Cosmos namespace: pass the result to `createFoyerConfig({ cosmos })`. Keplr (and
 * wallets that inject its API as `window.keplr`) is then listed in Connect; addresses are shown in
 * the active network's bech32 format. The family's code is a chunk of its own that loads when the
 * modal first needs it.
 *
 * @throws {FoyerConfigError} `invalid` for an empty network list or a network of another namespace.
 * @example
 * import { cosmos, cosmosHub, osmosis } from 'foyer-kit/cosmos'
 * const foyerConfig = createFoyerConfig({ projectId: 'my-app', cosmos: cosmos({ networks: [cosmosHub, osmosis] }) })
 */
export function cosmos(options: FoyerCosmosOptions = {}): FoyerCosmos {
  return Object.freeze({
    namespace: 'cosmos',
    options: checkNamespaceOptions('cosmos', 'cosmos', { ...options, networks: options.networks ?? [cosmosHub] }),
    loadAdapter: () => import('./cosmosAdapter'),
  })
}
