// @vitest-environment node
/* The `foyer-kit/connectors` entry's public surface: its names (snapshot) and main types. */
import type { CreateConnectorFn } from 'wagmi'
import { describe, expect, expectTypeOf, it } from 'vitest'
import * as exports from './connectors'
import type { AuthConnectorParameters, AuthConnectorProperties, AuthEip1193Provider, FoyerConfig } from './connectors'

describe('foyer-kit/connectors', () => {
  it('exports', () => {
    expect(Object.keys(exports).sort()).toMatchInlineSnapshot(`
      [
        "AuthRpcError",
        "FoyerConfigError",
        "SmartSessionsDisabledError",
        "authConnector",
        "authConnectorId",
        "connectorTypes",
        "deferConnector",
        "getConnectorType",
        "isAuthConnector",
        "lazyWalletConnect",
        "walletConnectSessionKey",
      ]
    `)
  })

  it('types', () => {
    expectTypeOf(exports.authConnector).parameter(0).toEqualTypeOf<AuthConnectorParameters | undefined>()
    expectTypeOf(exports.authConnector).returns.toEqualTypeOf<CreateConnectorFn<AuthEip1193Provider, AuthConnectorProperties>>()
    expectTypeOf<AuthConnectorParameters['config']>().toEqualTypeOf<FoyerConfig | undefined>()
    expectTypeOf<AuthConnectorParameters>().not.toHaveProperty('apiUrl')
    expectTypeOf<AuthConnectorParameters>().not.toHaveProperty('frameUrl')
    expectTypeOf<AuthConnectorProperties['frameOrigin']>().toEqualTypeOf<() => string>()
    expectTypeOf<exports.AuthRpcError['code']>().toEqualTypeOf<number>()
    expectTypeOf(exports.isAuthConnector<{ type: string }>).returns.toEqualTypeOf<boolean>()
  })
})
