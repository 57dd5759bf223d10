// @vitest-environment node
/*
 * The `foyer-kit/testing` and `foyer-kit/testing/node` entries' public surfaces: their names
 * (snapshots) and main types. Each name lives in one of the two: the page sides in the first, the
 * wallets that sign in Node and the Playwright installers in the second.
 */
import { describe, expect, expectTypeOf, it } from 'vitest'
import * as page from './testing'
import type { TestWalletProvider } from './testing'
import * as node from './testingNode'
import type { CreateTestWalletOptions, LocalRelay, TestWallet } from './testingNode'

describe('foyer-kit/testing', () => {
  it('exports', () => {
    expect(Object.keys(page).sort()).toMatchInlineSnapshot(`
      [
        "bitcoinRequestTestWalletInfo",
        "bitcoinTestWalletInfo",
        "createSolanaTestWalletInfo",
        "createStacksTestWalletInfo",
        "createSuiTestWalletInfo",
        "createSuiTestWalletStandard",
        "createTestWalletInfo",
        "createTestWalletProvider",
        "installBitcoinRequestTestWalletProvider",
        "installBitcoinTestWalletProvider",
        "installCosmosTestWalletProvider",
        "installPolkadotTestWalletProvider",
        "installSolanaTestWalletProvider",
        "installStacksTestWalletProvider",
        "installTestWalletProvider",
        "testWalletIcon",
      ]
    `)
  })

  it('types', () => {
    expectTypeOf(page.createTestWalletProvider).returns.toEqualTypeOf<TestWalletProvider>()
  })
})

describe('foyer-kit/testing/node', () => {
  it('exports', () => {
    expect(Object.keys(node).sort()).toMatchInlineSnapshot(`
      [
        "adr36SignDoc",
        "answerBitcoinRequest",
        "bitcoinTestWalletSeed",
        "createBitcoinTestWallet",
        "createCosmosTestWallet",
        "createMemoryKeyValueStorage",
        "createPolkadotTestWallet",
        "createSolanaTestWallet",
        "createStacksTestWallet",
        "createSuiTestWallet",
        "createTestWallet",
        "createWalletDriver",
        "installBitcoinRequestTestWallet",
        "installBitcoinTestWallet",
        "installCosmosTestWallet",
        "installPolkadotTestWallet",
        "installSolanaTestWallet",
        "installStacksTestWallet",
        "installSuiTestWallet",
        "installTestWallet",
        "setupBitcoinTestWallet",
        "signStacksMessage",
        "signSuiPersonalMessage",
        "stacksAddressOf",
        "startLocalRelay",
        "suiAddressOf",
      ]
    `)
  })

  it('shares no name with foyer-kit/testing', () => {
    expect(Object.keys(node).filter((name) => name in page)).toEqual([])
  })

  it('types', () => {
    expectTypeOf(node.createTestWallet).parameter(0).toEqualTypeOf<CreateTestWalletOptions>()
    expectTypeOf(node.createTestWallet).returns.toEqualTypeOf<TestWallet>()
    expectTypeOf(node.startLocalRelay).returns.resolves.toEqualTypeOf<LocalRelay>()
  })
})
