import { testWalletIcon } from '../evm/testWalletInfo'
import type { StacksTestWalletInfo } from './stacksTestWalletTypes'

/**
 * Path, name and icon of the Stacks test wallet, with defaults for every field: the provider at
 * `window.FoyerStacksTestWallet`, registered in `window.wbip_providers` as 'Foyer Stacks Test
 * Wallet' with the test wallet's icon.
 *
 * @example
 * createStacksTestWalletInfo({ name: 'Alice (Stacks test)' })
 */
export function createStacksTestWalletInfo(info: Partial<StacksTestWalletInfo> = {}): StacksTestWalletInfo {
  return {
    id: info.id ?? 'FoyerStacksTestWallet',
    name: info.name ?? 'Foyer Stacks Test Wallet',
    icon: info.icon ?? (testWalletIcon as `data:image/${string}`),
  }
}
