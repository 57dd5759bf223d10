// @vitest-environment node
/*
 * The `foyer-kit` entry's public surface: the names it exports (a snapshot: adding or removing one is a
 * deliberate change), and the types of the main ones.
 */
import { describe, expect, expectTypeOf, it } from 'vitest'
import * as exports from './index'
import type { CreateFoyerConfigParameters, FoyerConfig, FoyerProviderProps, HttpFailureReason, OpenableView, UseConnectModalReturnType, View } from './index'

describe('foyer', () => {
  it('exports', () => {
    expect(Object.keys(exports).sort()).toMatchInlineSnapshot(`
      [
        "BaseError",
        "ChainAdapterNotFoundError",
        "ConnectButton",
        "ConnectFailedError",
        "ConnectModal",
        "ConnectionRejectedError",
        "ConnectorChainsUnsupportedError",
        "FoyerConfigError",
        "FoyerProvider",
        "FoyerProviderNotFoundError",
        "FoyerTransportError",
        "HttpRequestError",
        "KitStorageWriteError",
        "NamespaceNotConnectedError",
        "NetworkButton",
        "OnrampAmountOutOfLimitsError",
        "OnrampUnavailableError",
        "ResolveNameError",
        "SendAmountAndReceiverRequiredError",
        "SendAmountExceedsBalanceError",
        "SendTokenRequiredError",
        "SendTransactionError",
        "SignMessageError",
        "SiwxConfigConflictError",
        "SiwxNotEnabledError",
        "SiwxSignMessageError",
        "StoredValueDroppedError",
        "SwapNotReadyError",
        "SwapTransactionError",
        "UnsupportedChainNamespaceError",
        "alertForError",
        "createFoyerConfig",
        "formatBalance",
        "foyerSiwx",
        "foyerTransport",
        "getAssetImage",
        "getCurrencyImage",
        "getTokenImage",
        "groupTransactions",
        "isUserRejection",
        "locales",
        "onKitStorageError",
        "shortenAddress",
        "solanaDevnet",
        "solanaLocalnet",
        "solanaMainnet",
        "solanaTestnet",
        "useAccountIdentity",
        "useAccountNfts",
        "useConnectModal",
        "useIdentity",
        "useNamespaceAccount",
        "useOnramp",
        "useSendToken",
        "useSiwxSession",
        "useSiwxSignOutEverywhere",
        "useSwap",
        "useTokenBalances",
        "useTokenPrice",
        "useTransactionHistory",
        "views",
      ]
    `)
  })

  it('types', () => {
    expectTypeOf(exports.createFoyerConfig).parameter(0).toEqualTypeOf<CreateFoyerConfigParameters | undefined>()
    expectTypeOf(exports.createFoyerConfig).returns.toEqualTypeOf<FoyerConfig>()
    expectTypeOf<FoyerConfig['apiUrl']>().toEqualTypeOf<string | undefined>()
    expectTypeOf<FoyerProviderProps['config']>().toEqualTypeOf<FoyerConfig>()
    expectTypeOf<FoyerProviderProps>().not.toHaveProperty('apiUrl')
    expectTypeOf<FoyerProviderProps>().not.toHaveProperty('projectId')
    expectTypeOf(exports.useConnectModal).returns.toEqualTypeOf<UseConnectModalReturnType>()
    expectTypeOf<UseConnectModalReturnType['open']>().parameter(0).toEqualTypeOf<
      | {
          view?: OpenableView
          namespace?: 'eip155' | 'solana' | 'bip122' | 'polkadot' | 'cosmos' | 'sui' | 'stacks' | undefined
          network?: `${string}:${string}` | undefined
        }
      | undefined
    >()
    expectTypeOf(exports.views).items.toEqualTypeOf<exports.BuiltView>()
    expectTypeOf<exports.BuiltView>().toExtend<View>()
    expectTypeOf<exports.HttpRequestError['reason']>().toEqualTypeOf<HttpFailureReason>()
    expectTypeOf<exports.HttpRequestError['status']>().toEqualTypeOf<number | undefined>()
    expectTypeOf<exports.FoyerConfigError['option']>().toEqualTypeOf<exports.FoyerConfigOption>()
    expectTypeOf(new exports.HttpRequestError('x', { reason: 'status', url: 'https://x' })).toExtend<exports.BaseError>()
    expectTypeOf<exports.ConnectionRejectedError['code']>().toEqualTypeOf<number>()
  })
})
