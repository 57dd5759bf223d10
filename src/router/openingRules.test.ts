import { describe, expect, it } from 'vitest'
import { canClose, resolveOpenRoute, type OpenContext, type OpenDecision } from './openingRules'

const base: OpenContext = { isConnected: false, hasAdapters: true, isMobile: false, activeNamespace: 'eip155' }

// One row per opening rule.
const openingTable: [rule: string, context: Partial<OpenContext>, expected: OpenDecision][] = [
  [
    'another namespace requested: switch without confirmation',
    { requestedNamespace: 'solana', isConnected: true },
    { route: { view: 'Account' }, switchNamespace: 'solana' },
  ],
  [
    'another namespace requested with a view: switch, then that view',
    { requestedNamespace: 'solana', requested: { view: 'SwitchNetwork' } },
    { route: { view: 'SwitchNetwork' }, switchNamespace: 'solana' },
  ],
  ['same namespace requested: no switch', { requestedNamespace: 'eip155' }, { route: { view: 'Connect' } }],
  ['requested view is shown', { requested: { view: 'AllWallets' }, isConnected: true }, { route: { view: 'AllWallets' } }],
  ['connected: Account', { isConnected: true }, { route: { view: 'Account' } }],
  ['not connected: Connect', {}, { route: { view: 'Connect' } }],
  ['no adapters, no address, mobile: AllWallets', { hasAdapters: false, isMobile: true }, { route: { view: 'AllWallets' } }],
  ['no adapters, no address, desktop: ConnectingWalletConnectBasic', { hasAdapters: false }, { route: { view: 'ConnectingWalletConnectBasic' } }],
  ['no adapters but connected: Account', { hasAdapters: false, isConnected: true }, { route: { view: 'Account' } }],
]

describe('resolveOpenRoute', () => {
  it.each(openingTable)('%s', (_rule, context, expected) => {
    expect(resolveOpenRoute({ ...base, ...context })).toEqual(expected)
  })
})

const closeTable: [view: Parameters<typeof canClose>[0]['view'], signInRequired: boolean, hasSession: boolean, expected: boolean][] = [
  ['SIWXSignMessage', true, false, false],
  ['SIWXSignMessage', true, true, true],
  ['SIWXSignMessage', false, false, true],
  ['ApproveTransaction', true, false, false],
  ['ApproveTransaction', false, false, true],
  ['Connect', true, false, true],
  ['Account', true, false, true],
]

describe('canClose: sign and approve views', () => {
  it.each(closeTable)('%s, required=%s, session=%s -> %s', (view, signInRequired, hasSession, expected) => {
    expect(canClose({ view, signInRequired, hasSession })).toBe(expected)
  })
})
