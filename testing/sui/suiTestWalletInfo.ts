import { testWalletIcon } from '../evm/testWalletInfo'
import type { SuiTestWalletInfo } from './suiTestWalletTypes'

/**
 * Name, icon and chains of the Sui test wallet, with defaults for every field: the test wallet's
 * icon and every Sui chain (`sui:localnet`, `sui:devnet`, `sui:testnet`, `sui:mainnet`), since a
 * Sui address is the same on all of them.
 *
 * @example
 * createSuiTestWalletInfo({ name: 'Alice (Sui test)' })
 */
export function createSuiTestWalletInfo(info: Partial<SuiTestWalletInfo> = {}): SuiTestWalletInfo {
  return {
    name: info.name ?? 'Foyer Sui Test Wallet',
    icon: info.icon ?? (testWalletIcon as `data:image/${string}`),
    chains: info.chains ?? ['sui:localnet', 'sui:devnet', 'sui:testnet', 'sui:mainnet'],
  }
}
