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
