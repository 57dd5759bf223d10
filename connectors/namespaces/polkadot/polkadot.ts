import { polkadotMainnet } from '../../../src/chains/polkadotChains'
import { checkNamespaceOptions } from '../../../src/config/checkNamespaceOptions'
import type { FoyerNamespacePlugin } from '../../../src/config/foyerNamespacePlugin'
import type { CreatePolkadotAdapterOptions } from './polkadotAdapter'

/** Options of `polkadot()` (from `foyer-kit/polkadot`). */
export type FoyerPolkadotOptions = Omit<CreatePolkadotAdapterOptions, 'fetch'>

/** The Polkadot namespace as `polkadot()` returns it, for `createFoyerConfig({ polkadot })`. */
export type FoyerPolkadot = FoyerNamespacePlugin<'polkadot', FoyerPolkadotOptions>

/**
 * Turns on the Polkadot namespace: pass the result to `createFoyerConfig({ polkadot })`. Injected
 * extensions (`window.injectedWeb3`: polkadot{.js}, Talisman, SubWallet, ...) are then listed in
 * Connect; addresses are shown in the active network's SS58 format. The family's code is a chunk
 * of its own that loads when the modal first needs it.
 *
 * @throws {FoyerConfigError} `invalid` for an empty network list or a network of another namespace.
 * @example
 * import { polkadot, polkadotMainnet, kusama } from 'foyer-kit/polkadot'
 * const foyerConfig = createFoyerConfig({ projectId: 'my-app', polkadot: polkadot({ networks: [polkadotMainnet, kusama] }) })
 */
export function polkadot(options: FoyerPolkadotOptions = {}): FoyerPolkadot {
  return Object.freeze({
    namespace: 'polkadot',
    options: checkNamespaceOptions('polkadot', 'polkadot', { ...options, networks: options.networks ?? [polkadotMainnet] }),
    loadAdapter: () => import('./polkadotAdapter'),
  })
}
