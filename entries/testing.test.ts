// @vitest-environment node
/* The `foyer-kit/testing` entry's public surface: its names (snapshot) and main types. */
import { describe, expect, expectTypeOf, it } from 'vitest'
import * as exports from './testing'
import type { CreateTestWalletOptions, LocalRelay, TestWallet } from './testing'

describe('foyer-kit/testing', () => {
  it('exports', () => {
    expect(Object.keys(exports).sort()).toMatchInlineSnapshot(`
      [
        "adr36SignDoc",
        "answerBitcoinRequest",
        "bitcoinRequestTestWalletInfo",
        "bitcoinTestWalletInfo",
        "bitcoinTestWalletSeed",
        "createBitcoinTestWallet",
        "createCosmosTestWallet",
        "createMemoryKeyValueStorage",
        "createPolkadotTestWallet",
        "createSolanaTestWallet",
        "createSolanaTestWalletInfo",
        "createStacksTestWallet",
        "createStacksTestWalletInfo",
        "createSuiTestWallet",
        "createSuiTestWalletInfo",
        "createSuiTestWalletStandard",
        "createTestWallet",
        "createTestWalletInfo",
        "createTestWalletProvider",
        "createWalletDriver",
        "installBitcoinRequestTestWallet",
        "installBitcoinRequestTestWalletProvider",
        "installBitcoinTestWallet",
        "installBitcoinTestWalletProvider",
        "installCosmosTestWallet",
        "installCosmosTestWalletProvider",
        "installPolkadotTestWallet",
        "installPolkadotTestWalletProvider",
        "installSolanaTestWallet",
        "installSolanaTestWalletProvider",
        "installStacksTestWallet",
        "installStacksTestWalletProvider",
        "installSuiTestWallet",
        "installTestWallet",
        "installTestWalletProvider",
        "setupBitcoinTestWallet",
        "signStacksMessage",
        "signSuiPersonalMessage",
        "stacksAddressOf",
        "startLocalRelay",
        "suiAddressOf",
        "testWalletIcon",
      ]
    `)
  })

  it('types', () => {
    expectTypeOf(exports.createTestWallet).parameter(0).toEqualTypeOf<CreateTestWalletOptions>()
    expectTypeOf(exports.createTestWallet).returns.toEqualTypeOf<TestWallet>()
    expectTypeOf(exports.startLocalRelay).returns.resolves.toEqualTypeOf<LocalRelay>()
  })
})
