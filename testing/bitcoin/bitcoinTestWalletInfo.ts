import { testWalletIcon } from '../evm/testWalletInfo'
import type { BitcoinTestWalletInfo } from './bitcoinTestWalletTypes'

/**
 * Name, icon and chains of the Bitcoin test wallet, with defaults for every field: the test
 * wallet's icon and the Wallet Standard chain `bitcoin:regtest` (where Foyer's Esplora fixture's
 * `bcrt1` addresses live).
 *
 * @example
 * bitcoinTestWalletInfo({ name: 'Alice (Bitcoin test)', chains: ['bitcoin:testnet'] })
 */
export function bitcoinTestWalletInfo(info: Partial<BitcoinTestWalletInfo> = {}): BitcoinTestWalletInfo {
  return {
    name: info.name ?? 'Foyer Bitcoin Test Wallet',
    icon: info.icon ?? (testWalletIcon as `data:image/${string}`),
    chains: info.chains ?? ['bitcoin:regtest'],
  }
}
