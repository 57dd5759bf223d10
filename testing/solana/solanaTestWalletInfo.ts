import { testWalletIcon } from '../evm/testWalletInfo'
import type { SolanaTestWalletInfo } from './solanaTestWalletTypes'

/**
 * Name, icon and chains of the Solana test wallet, with defaults for every field: the test
 * wallet's icon and the Wallet Standard chains `solana:localnet`, `solana:devnet`, `solana:testnet`
 * and `solana:mainnet`.
 *
 * @example
 * createSolanaTestWalletInfo({ name: 'Alice (Solana test)' })
 */
export function createSolanaTestWalletInfo(info: Partial<SolanaTestWalletInfo> = {}): SolanaTestWalletInfo {
  return {
    name: info.name ?? 'Foyer Solana Test Wallet',
    icon: info.icon ?? (testWalletIcon as `data:image/${string}`),
    chains: info.chains ?? ['solana:localnet', 'solana:devnet', 'solana:testnet', 'solana:mainnet'],
  }
}
