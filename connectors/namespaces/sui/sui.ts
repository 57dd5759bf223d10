import { suiMainnet } from '../../../src/chains/suiChains'
import { checkNamespaceOptions } from '../../../src/config/checkNamespaceOptions'
import type { FoyerNamespacePlugin } from '../../../src/config/foyerNamespacePlugin'
import type { CreateSuiAdapterOptions } from './suiAdapter'

/** Options of `sui()` (from `foyer-kit/sui`). */
export type FoyerSuiOptions = Omit<CreateSuiAdapterOptions, 'fetch'>

/** The Sui namespace as `sui()` returns it, for `createFoyerConfig({ sui })`. */
export type FoyerSui = FoyerNamespacePlugin<'sui', FoyerSuiOptions>

/**
 * Turns on the Sui namespace: pass the result to `createFoyerConfig({ sui })`. Wallet Standard Sui
 * wallets (Sui Wallet, Suiet, Phantom, ...) are then listed in Connect. The family's code is a
 * chunk of its own that loads when the modal first needs it.
 *
 * @throws {FoyerConfigError} `invalid` for an empty network list or a network of another namespace.
 * @example
 * import { sui, suiMainnet } from 'foyer-kit/sui'
 * const foyerConfig = createFoyerConfig({ projectId: 'my-app', sui: sui({ networks: [suiMainnet] }) })
 */
export function sui(options: FoyerSuiOptions = {}): FoyerSui {
  return Object.freeze({
    namespace: 'sui',
    options: checkNamespaceOptions('sui', 'sui', { ...options, networks: options.networks ?? [suiMainnet] }),
    loadAdapter: () => import('./suiAdapter'),
  })
}
