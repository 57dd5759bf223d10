// The `foyer-kit/testing` entry: an injected EIP-1193 test wallet for Playwright tests and demos.
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
// A Polkadot extension (`window.injectedWeb3`) whose sr25519 key signs in Node (loads @polkadot/util-crypto).
export { createPolkadotTestWallet, type CreatePolkadotTestWalletOptions, type PolkadotTestWallet } from '../test/polkadot/createPolkadotTestWallet'
export { installPolkadotTestWallet, type InstallPolkadotTestWalletOptions } from '../test/polkadot/installPolkadotTestWallet'
export { installPolkadotTestWalletProvider, type InstallPolkadotTestWalletProviderOptions, type PolkadotTestWalletBridge } from '../test/polkadot/polkadotTestWalletProvider'
export type {
  PolkadotTestWalletAccount,
  PolkadotTestWalletErrorObject,
  PolkadotTestWalletMethod,
  PolkadotTestWalletRejectRequests,
  PolkadotTestWalletRequest,
  PolkadotTestWalletResponse,
} from '../test/polkadot/polkadotTestWalletTypes'
// A Keplr-like Cosmos wallet (`window.keplr`) whose secp256k1 key signs ADR-036 messages in Node.
export { adr36SignDoc, createCosmosTestWallet, type CosmosTestWallet, type CreateCosmosTestWalletOptions } from '../test/cosmos/createCosmosTestWallet'
export { installCosmosTestWallet, type CosmosTestWalletController, type InstallCosmosTestWalletOptions } from '../test/cosmos/installCosmosTestWallet'
export { installCosmosTestWalletProvider, type CosmosTestWalletBridge, type InstallCosmosTestWalletProviderOptions } from '../test/cosmos/cosmosTestWalletProvider'
export type {
  CosmosTestWalletChain,
  CosmosTestWalletErrorObject,
  CosmosTestWalletKey,
  CosmosTestWalletMethod,
  CosmosTestWalletRejectRequests,
  CosmosTestWalletRequest,
  CosmosTestWalletResponse,
} from '../test/cosmos/cosmosTestWalletTypes'
// A Wallet Standard Sui wallet whose Ed25519 key signs personal messages in Node.
export { createSuiTestWallet, signSuiPersonalMessage, suiAddressOf, type CreateSuiTestWalletOptions, type SuiTestWallet } from '../test/sui/createSuiTestWallet'
export { installSuiTestWallet, type InstallSuiTestWalletOptions } from '../test/sui/installSuiTestWallet'
export { createSuiTestWalletStandard, type CreateSuiTestWalletStandardOptions, type SuiTestWalletBridge } from '../test/sui/suiTestWalletProvider'
export { createSuiTestWalletInfo } from '../test/sui/suiTestWalletInfo'
export type {
  SuiTestWalletAccount,
  SuiTestWalletErrorObject,
  SuiTestWalletInfo,
  SuiTestWalletMethod,
  SuiTestWalletRejectRequests,
  SuiTestWalletRequest,
  SuiTestWalletResponse,
} from '../test/sui/suiTestWalletTypes'
// An injected Stacks wallet (SIP-030 provider, registered in `wbip_providers`) whose secp256k1 key signs messages in Node.
export { createStacksTestWallet, signStacksMessage, stacksAddressOf, type CreateStacksTestWalletOptions, type StacksTestWallet } from '../test/stacks/createStacksTestWallet'
export { installStacksTestWallet, type InstallStacksTestWalletOptions } from '../test/stacks/installStacksTestWallet'
export {
  installStacksTestWalletProvider,
  type InstallStacksTestWalletProviderOptions,
  type StacksTestWalletBridge,
  type StacksTestWalletProvider,
} from '../test/stacks/stacksTestWalletProvider'
export { createStacksTestWalletInfo } from '../test/stacks/stacksTestWalletInfo'
export type {
  StacksTestWalletAccount,
  StacksTestWalletErrorObject,
  StacksTestWalletInfo,
  StacksTestWalletMethod,
  StacksTestWalletRejectRequests,
  StacksTestWalletRequest,
  StacksTestWalletResponse,
} from '../test/stacks/stacksTestWalletTypes'
// A Wallet Standard Bitcoin wallet (payment P2WPKH and ordinals P2TR accounts, PSBT and BIP-322
// signing) that signs in Node; the app's tests install `@scure/bip32`, which it derives keys with.
export {
  createBitcoinTestWallet,
  type BitcoinTestWallet,
  type CreateBitcoinTestWalletOptions,
} from '../test/bitcoin/createBitcoinTestWallet'
export { installBitcoinTestWallet, type InstallBitcoinTestWalletOptions } from '../test/bitcoin/installBitcoinTestWallet'
export {
  installBitcoinTestWalletProvider,
  type BitcoinTestWalletBridge,
  type InstallBitcoinTestWalletProviderOptions,
} from '../test/bitcoin/bitcoinTestWalletProvider'
export { bitcoinTestWalletInfo } from '../test/bitcoin/bitcoinTestWalletInfo'
export { bitcoinTestWalletSeed, setupBitcoinTestWallet } from '../test/bitcoin/setupBitcoinTestWallet'
export type {
  BitcoinTestWalletAccount,
  BitcoinTestWalletErrorObject,
  BitcoinTestWalletInfo,
  BitcoinTestWalletMethod,
  BitcoinTestWalletPurpose,
  BitcoinTestWalletRejectRequests,
  BitcoinTestWalletRequest,
  BitcoinTestWalletResponse,
} from '../test/bitcoin/bitcoinTestWalletTypes'
// The same Node-side Bitcoin wallet as a request provider (WBIP-004 `wbip_providers`, getAddresses,
// signMessage, signPsbt), as Xverse and Leather expose it.
export {
  bitcoinRequestTestWalletInfo,
  installBitcoinRequestTestWallet,
  installBitcoinRequestTestWalletProvider,
  type BitcoinRequestTestWalletBridge,
  type BitcoinRequestTestWalletInfo,
  type InstallBitcoinRequestTestWalletOptions,
  type InstallBitcoinRequestTestWalletProviderOptions,
} from '../test/bitcoin/bitcoinRequestProvider'
export { answerBitcoinRequest, type AnswerBitcoinRequestOptions, type BitcoinRequestTestWalletRequest } from '../test/bitcoin/bitcoinRequestTestWallet'
