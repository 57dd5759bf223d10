// The `foyer/testing` entry: an injected EIP-1193 test wallet for Playwright tests and demos.
export { createTestWallet, type CreateTestWalletOptions, type TestWallet, type TestWalletListener } from '../test/wallet/createTestWallet'
export { installTestWallet, type InstallTestWalletOptions, type TestWalletController } from '../test/wallet/installTestWallet'
export { createTestWalletProvider, type CreateTestWalletProviderOptions } from '../test/wallet/createTestWalletProvider'
export {
  installTestWalletProvider,
  type InstallTestWalletProviderOptions,
  type TestWalletBridge,
  type TestWalletProvider,
} from '../test/wallet/testWalletProvider'
export { createTestWalletInfo, testWalletIcon } from '../test/wallet/testWalletInfo'
export type { TestWalletAsset, TestWalletAssetToken } from '../test/wallet/walletGetAssets'
export type {
  TestWalletChain,
  TestWalletErrorObject,
  TestWalletEvent,
  TestWalletProviderInfo,
  TestWalletRejectRequests,
  TestWalletRequest,
  TestWalletRequestContext,
  TestWalletResponse,
  TestWalletUserMethod,
} from '../test/wallet/testWalletTypes'
// A Wallet Standard Solana wallet that signs in Node (web3.js loads only when it signs a transaction).
export {
  createSolanaTestWallet,
  type CreateSolanaTestWalletOptions,
  type SolanaTestWallet,
  type SolanaTestWalletKey,
  type SolanaTestWalletListener,
} from '../test/solanaWallet/createSolanaTestWallet'
export { installSolanaTestWallet, type InstallSolanaTestWalletOptions, type SolanaTestWalletController } from '../test/solanaWallet/installSolanaTestWallet'
export {
  installSolanaTestWalletProvider,
  type InstallSolanaTestWalletProviderOptions,
  type SolanaTestWalletBridge,
} from '../test/solanaWallet/solanaTestWalletProvider'
export { createSolanaTestWalletInfo } from '../test/solanaWallet/solanaTestWalletInfo'
export type {
  SolanaTestWalletAccount,
  SolanaTestWalletErrorObject,
  SolanaTestWalletEvent,
  SolanaTestWalletInfo,
  SolanaTestWalletMethod,
  SolanaTestWalletRejectRequests,
  SolanaTestWalletRequest,
  SolanaTestWalletResponse,
} from '../test/solanaWallet/solanaTestWalletTypes'
// WalletConnect without internet: a local relay and a wallet-side client (Node only; they load
// `ws` and `@walletconnect/sign-client` when called, not when imported).
export { startLocalRelay, type LocalRelay, type StartLocalRelayOptions } from '../test/walletconnect/localRelay'
export {
  createWalletDriver,
  type CreateWalletDriverOptions,
  type WalletDriver,
  type WalletDriverRequest,
  type WalletDriverSession,
} from '../test/walletconnect/walletDriver'
export { createMemoryKeyValueStorage, type KeyValueStorage } from '../test/walletconnect/memoryKeyValueStorage'
