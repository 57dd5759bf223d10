import { stacksMainnet } from '../../../src/chains/stacksChains'
import { checkNamespaceOptions } from '../../../src/config/checkNamespaceOptions'
import type { FoyerNamespacePlugin } from '../../../src/config/foyerNamespacePlugin'
import type { CreateStacksAdapterOptions } from './stacksAdapter'

/** Options of `stacks()` (from `foyer-kit/stacks`). */
export type FoyerStacksOptions = Omit<CreateStacksAdapterOptions, 'fetch'>

/** The Stacks namespace as `stacks()` returns it, for `createFoyerConfig({ stacks })`. */
export type FoyerStacks = FoyerNamespacePlugin<'stacks', FoyerStacksOptions>

/**
 * Turns on the Stacks namespace: pass the result to `createFoyerConfig({ stacks })`. The Stacks
 * wallets injected in the page (Leather, Xverse, wallets registered in `wbip_providers`) are then
 * listed in Connect. The family's code is a chunk of its own that loads when the modal first
 * needs it; it does not use `@stacks/connect`.
 *
 * @throws {FoyerConfigError} `invalid` for an empty network list or a network of another namespace.
 * @example
 * import { stacks, stacksMainnet } from 'foyer-kit/stacks'
 * const foyerConfig = createFoyerConfig({ projectId: 'my-app', stacks: stacks({ networks: [stacksMainnet] }) })
 */
export function stacks(options: FoyerStacksOptions = {}): FoyerStacks {
  return Object.freeze({
    namespace: 'stacks',
    options: checkNamespaceOptions('stacks', 'stacks', { ...options, networks: options.networks ?? [stacksMainnet] }),
    loadAdapter: () => import('./stacksAdapter'),
  })
}
