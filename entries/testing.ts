// The `foyer-kit/testing` entry: the page sides of the test wallets (the injected EIP-1193 provider,
// the Wallet Standard and extension-style providers), their name-and-icon helpers and the types.
// A page or an app's dev build may import it: nothing here, nor anything it imports, loads a Node
// built-in. The wallets that hold keys and sign, and the Playwright installers, run in Node and come
// from `foyer-kit/testing/node` (entries/testingNode.ts).
export { createTestWalletProvider, type CreateTestWalletProviderOptions } from '../testing/evm/createTestWalletProvider'
export {
  installTestWalletProvider,
  type InstallTestWalletProviderOptions,
  type TestWalletBridge,
  type TestWalletProvider,
} from '../testing/evm/testWalletProvider'
export { createTestWalletInfo, testWalletIcon } from '../testing/evm/testWalletInfo'
export type { TestWalletAsset, TestWalletAssetToken } from '../testing/evm/walletGetAssets'
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
} from '../testing/evm/testWalletTypes'
// Solana: a Wallet Standard wallet whose calls cross a bridge to the Node side.
export {
  installSolanaTestWalletProvider,
  type InstallSolanaTestWalletProviderOptions,
  type SolanaTestWalletBridge,
} from '../testing/solana/solanaTestWalletProvider'
export { createSolanaTestWalletInfo } from '../testing/solana/solanaTestWalletInfo'
export type {
  SolanaTestWalletAccount,
  SolanaTestWalletErrorObject,
  SolanaTestWalletEvent,
  SolanaTestWalletInfo,
  SolanaTestWalletMethod,
  SolanaTestWalletRejectRequests,
  SolanaTestWalletRequest,
  SolanaTestWalletResponse,
} from '../testing/solana/solanaTestWalletTypes'
// Polkadot: an extension in `window.injectedWeb3`.
export {
  installPolkadotTestWalletProvider,
  type InstallPolkadotTestWalletProviderOptions,
  type PolkadotTestWalletBridge,
} from '../testing/polkadot/polkadotTestWalletProvider'
export type {
  PolkadotTestWalletAccount,
  PolkadotTestWalletErrorObject,
  PolkadotTestWalletMethod,
  PolkadotTestWalletRejectRequests,
  PolkadotTestWalletRequest,
  PolkadotTestWalletResponse,
} from '../testing/polkadot/polkadotTestWalletTypes'
// Cosmos: a Keplr-like `window.keplr`.
export {
  installCosmosTestWalletProvider,
  type CosmosTestWalletBridge,
  type InstallCosmosTestWalletProviderOptions,
} from '../testing/cosmos/cosmosTestWalletProvider'
export type {
  CosmosTestWalletChain,
  CosmosTestWalletErrorObject,
  CosmosTestWalletKey,
  CosmosTestWalletMethod,
  CosmosTestWalletRejectRequests,
  CosmosTestWalletRequest,
  CosmosTestWalletResponse,
} from '../testing/cosmos/cosmosTestWalletTypes'
// Sui: a Wallet Standard wallet.
export { createSuiTestWalletStandard, type CreateSuiTestWalletStandardOptions, type SuiTestWalletBridge } from '../testing/sui/suiTestWalletProvider'
export { createSuiTestWalletInfo } from '../testing/sui/suiTestWalletInfo'
export type {
  SuiTestWalletAccount,
  SuiTestWalletErrorObject,
  SuiTestWalletInfo,
  SuiTestWalletMethod,
  SuiTestWalletRejectRequests,
  SuiTestWalletRequest,
  SuiTestWalletResponse,
} from '../testing/sui/suiTestWalletTypes'
// Stacks: a SIP-030 provider registered in `wbip_providers`.
export {
  installStacksTestWalletProvider,
  type InstallStacksTestWalletProviderOptions,
  type StacksTestWalletBridge,
  type StacksTestWalletProvider,
} from '../testing/stacks/stacksTestWalletProvider'
export { createStacksTestWalletInfo } from '../testing/stacks/stacksTestWalletInfo'
export type {
  StacksTestWalletAccount,
  StacksTestWalletErrorObject,
  StacksTestWalletInfo,
  StacksTestWalletMethod,
  StacksTestWalletRejectRequests,
  StacksTestWalletRequest,
  StacksTestWalletResponse,
} from '../testing/stacks/stacksTestWalletTypes'
// Bitcoin: a Wallet Standard wallet (payment and ordinals accounts), and the same wallet as a
// request provider (WBIP-004 `wbip_providers`, as Xverse and Leather expose it).
export {
  installBitcoinTestWalletProvider,
  type BitcoinTestWalletBridge,
  type InstallBitcoinTestWalletProviderOptions,
} from '../testing/bitcoin/bitcoinTestWalletProvider'
export { bitcoinTestWalletInfo } from '../testing/bitcoin/bitcoinTestWalletInfo'
export {
  bitcoinRequestTestWalletInfo,
  installBitcoinRequestTestWalletProvider,
  type BitcoinRequestTestWalletBridge,
  type BitcoinRequestTestWalletInfo,
  type InstallBitcoinRequestTestWalletProviderOptions,
} from '../testing/bitcoin/bitcoinRequestProvider'
export type {
  BitcoinRequestTestWalletRequest,
  BitcoinTestWalletAccount,
  BitcoinTestWalletErrorObject,
  BitcoinTestWalletInfo,
  BitcoinTestWalletMethod,
  BitcoinTestWalletPurpose,
  BitcoinTestWalletRejectRequests,
  BitcoinTestWalletRequest,
  BitcoinTestWalletResponse,
} from '../testing/bitcoin/bitcoinTestWalletTypes'
