// @vitest-environment jsdom
/*
 * Finding request providers through the WBIP-004 registry: a registration that lists its methods
 * is offered only to the family it serves (a Stacks-only wallet is no Bitcoin wallet), one without
 * methods to every family; a provider injected under several names is listed once; registrations
 * without a provider at their path, or malformed, are skipped.
 */
import { afterEach, describe, expect, it } from 'vitest'
import { findRequestProviders } from './wbipProviders'

const scope = window as unknown as Record<string, unknown>
const provider = () => ({ request: async () => ({}) })

afterEach(() => {
  for (const key of ['wbip_providers', 'webbtc_stx_providers', 'BtcOnly', 'StxOnly', 'Both', 'LeatherProvider', 'Nested']) delete scope[key]
})

describe('findRequestProviders', () => {
  it('offers a registration to the families its methods serve, and one without methods to all', () => {
    scope.BtcOnly = provider()
    scope.StxOnly = provider()
    scope.Both = provider()
    scope.wbip_providers = [
      { id: 'BtcOnly', name: 'Btc Only', methods: ['getAddresses', 'signPsbt'] },
      { id: 'StxOnly', name: 'Stx Only', methods: ['stx_getAddresses', 'getAddresses'] },
      { id: 'Both', name: 'Both' },
    ]
    expect(findRequestProviders('bitcoin', []).map((found) => found.name)).toEqual(['Btc Only', 'Both'])
    expect(findRequestProviders('stacks', []).map((found) => found.name)).toEqual(['Stx Only', 'Both'])
  })

  it('lists a provider once, follows dotted paths, reads the older list, and skips what does not fit', () => {
    const leather = provider()
    scope.LeatherProvider = leather
    scope.Nested = { Inner: provider() }
    scope.wbip_providers = [
      { id: 'LeatherProvider', name: 'Leather', icon: 'data:image/svg+xml;base64,' },
      { id: 'Missing', name: 'Not injected' },
      { id: '', name: 'Blank id' },
      'not an object',
    ]
    scope.webbtc_stx_providers = [{ id: 'Nested.Inner', name: 'Nested wallet' }]
    const found = findRequestProviders('stacks', [{ path: 'LeatherProvider', name: 'Leather (known)' }], ['wbip_providers', 'webbtc_stx_providers'])
    expect(found.map(({ path, name, icon }) => ({ path, name, icon }))).toEqual([
      { path: 'LeatherProvider', name: 'Leather', icon: 'data:image/svg+xml;base64,' },
      { path: 'Nested.Inner', name: 'Nested wallet', icon: undefined },
    ])
    expect(found[0]?.provider).toBe(leather)
    // The older list is read only when asked for.
    expect(findRequestProviders('stacks', []).map((entry) => entry.name)).toEqual(['Leather'])
  })
})
