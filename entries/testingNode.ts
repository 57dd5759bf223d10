// The `foyer-kit/testing/node` entry: the Node sides of the test wallets. The wallets hold their keys
// and sign in the test process; the Playwright installers expose a binding to them and add the page
// side (from `foyer-kit/testing`) as an init script, so no key reaches the page. Also the local
// WalletConnect relay and the wallet-side driver. package.json exports it under the `node` condition
// only: a browser build that imports it fails to resolve instead of loading Node code into a page.
// The types the two sides share (requests, responses, chains, info) come from `foyer-kit/testing`.
export { createTestWallet, type CreateTestWalletOptions, type TestWallet, type TestWalletListener } from '../testing/evm/createTestWallet'
export { installTestWallet, type InstallTestWalletOptions, type TestWalletController } from '../testing/evm/installTestWallet'
// Solana: signs in Node (web3.js loads only when it signs a transaction).
export {
  createSolanaTestWallet,
  type CreateSolanaTestWalletOptions,
  type SolanaTestWallet,
  type SolanaTestWalletKey,
  type SolanaTestWalletListener,
} from '../testing/solana/createSolanaTestWallet'
export { installSolanaTestWallet, type InstallSolanaTestWalletOptions, type SolanaTestWalletController } from '../testing/solana/installSolanaTestWallet'
// WalletConnect without internet: a local relay and a wallet-side client (they load `ws` and
// `@walletconnect/sign-client` when called, not when imported).
export { startLocalRelay, type LocalRelay, type StartLocalRelayOptions } from '../testing/walletconnect/localRelay'
export {
  createWalletDriver,
  type CreateWalletDriverOptions,
  type WalletDriver,
  type WalletDriverRequest,
  type WalletDriverSession,
} from '../testing/walletconnect/walletDriver'
export { createMemoryKeyValueStorage, type KeyValueStorage } from '../testing/walletconnect/memoryKeyValueStorage'
// Polkadot: an sr25519 key (loads @polkadot/util-crypto).
export { createPolkadotTestWallet, type CreatePolkadotTestWalletOptions, type PolkadotTestWallet } from '../testing/polkadot/createPolkadotTestWallet'
export { installPolkadotTestWallet, type InstallPolkadotTestWalletOptions } from '../testing/polkadot/installPolkadotTestWallet'
// Cosmos: a secp256k1 key that signs ADR-036 messages.
export { adr36SignDoc, createCosmosTestWallet, type CosmosTestWallet, type CreateCosmosTestWalletOptions } from '../testing/cosmos/createCosmosTestWallet'
export { installCosmosTestWallet, type CosmosTestWalletController, type InstallCosmosTestWalletOptions } from '../testing/cosmos/installCosmosTestWallet'
// Sui: an Ed25519 key that signs personal messages.
export {
  createSuiTestWallet,
  signSuiPersonalMessage,
  suiAddressOf,
  type CreateSuiTestWalletOptions,
  type SuiTestWallet,
} from '../testing/sui/createSuiTestWallet'
export { installSuiTestWallet, type InstallSuiTestWalletOptions } from '../testing/sui/installSuiTestWallet'
// Stacks: a secp256k1 key that signs messages.
export {
  createStacksTestWallet,
  signStacksMessage,
  stacksAddressOf,
  type CreateStacksTestWalletOptions,
  type StacksTestWallet,
} from '../testing/stacks/createStacksTestWallet'
export { installStacksTestWallet, type InstallStacksTestWalletOptions } from '../testing/stacks/installStacksTestWallet'
// Bitcoin: payment P2WPKH and ordinals P2TR accounts, PSBT and BIP-322 signing; the app's tests
// install `@scure/bip32`, which it derives keys with.
export { createBitcoinTestWallet, type BitcoinTestWallet, type CreateBitcoinTestWalletOptions } from '../testing/bitcoin/createBitcoinTestWallet'
export { installBitcoinTestWallet, type InstallBitcoinTestWalletOptions } from '../testing/bitcoin/installBitcoinTestWallet'
export { bitcoinTestWalletSeed, setupBitcoinTestWallet } from '../testing/bitcoin/setupBitcoinTestWallet'
export { installBitcoinRequestTestWallet, type InstallBitcoinRequestTestWalletOptions } from '../testing/bitcoin/installBitcoinRequestTestWallet'
export { answerBitcoinRequest, type AnswerBitcoinRequestOptions } from '../testing/bitcoin/bitcoinRequestTestWallet'
