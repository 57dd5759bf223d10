/*
 * The network switching rules as tables: one block per rule, one row per case.
 */
import { describe, expect, it } from 'vitest'
import { activeNetworkChange, afterSwitch, resolveSwitchRequest, type SwitchRequest } from './networkRules'
import { resolveActiveNetwork, type ActiveNetworkContext } from './resolveActiveNetwork'

const mainnet = 'eip155:1'
const base = 'eip155:8453'
const solana = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
const unlisted = 'eip155:31339'

const request = (overrides: Partial<SwitchRequest>): SwitchRequest => ({
  target: base,
  active: mainnet,
  isConnected: true,
  connectedNamespaces: ['eip155'],
  ...overrides,
})

describe('resolveSwitchRequest', () => {
  // Bullets 1-4: which view performs the switch, and nothing for the active network.
  it.each([
    ['confirmed -> SwitchNetwork', { confirmed: true, target: solana }, 'SwitchNetwork'],
    ['auth connector supports the target -> SwitchNetwork', { authConnectorSupportsTarget: true, target: solana }, 'SwitchNetwork'],
    ['connected, target in another namespace -> SwitchActiveChain', { target: solana }, 'SwitchActiveChain'],
    ['connected, target namespace also connected -> SwitchNetwork', { target: solana, connectedNamespaces: ['eip155', 'solana'] }, 'SwitchNetwork'],
    ['connected, same namespace -> SwitchNetwork', { target: base }, 'SwitchNetwork'],
    ['not connected, other namespace -> SwitchNetwork', { target: solana, isConnected: false, connectedNamespaces: [] }, 'SwitchNetwork'],
    ['malformed target while connected -> SwitchActiveChain', { target: 'nonsense' }, 'SwitchActiveChain'],
  ] as const)('%s', (_name, overrides, view) => {
    const decision = resolveSwitchRequest(request(overrides))
    expect(decision.type === 'show' && decision.route.view).toBe(view)
    expect(decision.type === 'show' && decision.route.data).toMatchObject({ caipNetworkId: overrides.target })
  })

  it.each([
    ['active network, connected', { target: mainnet }],
    ['active network, even when confirmed', { target: mainnet, confirmed: true }],
    ['active network, disconnected', { target: mainnet, isConnected: false }],
  ] as const)('switching to the %s does nothing', (_name, overrides) => {
    expect(resolveSwitchRequest(request(overrides))).toEqual({ type: 'none' })
  })

  it('SwitchActiveChain carries only what was asked for: no redirect or replace keys unless given', () => {
    expect(resolveSwitchRequest(request({ target: solana }))).toStrictEqual({
      type: 'show',
      route: { view: 'SwitchActiveChain', data: { caipNetworkId: solana } },
    })
    expect(resolveSwitchRequest(request({ target: solana, replace: false }))).toStrictEqual({
      type: 'show',
      route: { view: 'SwitchActiveChain', data: { caipNetworkId: solana, replace: false } },
    })
  })

  it('SwitchActiveChain carries the target, the redirect view and whether to replace', () => {
    expect(resolveSwitchRequest(request({ target: solana, redirectView: 'Account', replace: true }))).toEqual({
      type: 'show',
      route: { view: 'SwitchActiveChain', data: { caipNetworkId: solana, redirectView: 'Account', replace: true } },
    })
  })
})

describe('resolveActiveNetwork', () => {
  const context = (overrides: Partial<ActiveNetworkContext>): ActiveNetworkContext => ({
    previous: mainnet,
    active: unlisted,
    isConnected: true,
    requested: [mainnet, base],
    enableNetworkSwitch: true,
    allowUnsupportedChain: false,
    basicMode: false,
    openView: undefined,
    ...overrides,
  })

  // Bullet 5: an unlisted network activated opens UnsupportedChain only when every condition holds.
  it.each([
    ['unlisted network activated, all conditions hold', {}, 'openUnsupportedChain'],
    ['unlisted network on first sight (page load, reconnect)', { previous: undefined }, 'openUnsupportedChain'],
    ['unlisted network while the modal shows Account', { openView: 'Account' }, 'openUnsupportedChain'],
    ['network switching disabled', { enableNetworkSwitch: false }, 'none'],
    ['unsupported chains allowed', { allowUnsupportedChain: true }, 'none'],
    ['basic wallet-connect mode on', { basicMode: true }, 'none'],
    ['listed network activated', { active: base }, 'none'],
    ['no wallet connected', { isConnected: false }, 'none'],
    ['same unlisted network as before (user closed the view)', { previous: unlisted }, 'none'],
    ['unlisted network, UnsupportedChain already open', { openView: 'UnsupportedChain', previous: base }, 'none'],
    // A connected wallet that reports no network (between chains) is not on an unlisted one.
    ['connected wallet reports no network', { active: undefined }, 'none'],
  ] as const)('%s -> %s', (_name, overrides, expected) => {
    expect(resolveActiveNetwork(context(overrides)).type).toBe(expected)
  })

  // Bullet 6 (second half), seen from the wallet: a listed network again closes UnsupportedChain.
  it.each([
    ['listed network activated while UnsupportedChain is open', { previous: unlisted, active: base, openView: 'UnsupportedChain' }, 'close'],
    ['wallet disconnected while UnsupportedChain is open', { previous: unlisted, isConnected: false, openView: 'UnsupportedChain' }, 'close'],
    ['still unlisted while UnsupportedChain is open', { previous: unlisted, openView: 'UnsupportedChain' }, 'none'],
    ['listed network while another view is open', { previous: unlisted, active: base, openView: 'Account' }, 'none'],
  ] as const)('%s -> %s', (_name, overrides, expected) => {
    expect(resolveActiveNetwork(context(overrides)).type).toBe(expected)
  })
})

describe('afterSwitch', () => {
  // Bullet 6: back on failure, close after leaving an unlisted network.
  it.each([
    ['a failed switch goes back', { ok: false }, { type: 'back' }],
    ['a successful switch out of an unlisted network closes', { ok: true, fromUnlistedNetwork: true }, { type: 'close' }],
    ['... even with a redirect asked for', { ok: true, fromUnlistedNetwork: true, redirectView: 'Account' }, { type: 'close' }],
    [
      'a successful switch with a redirect goes there (push)',
      { ok: true, fromUnlistedNetwork: false, redirectView: 'Account' },
      { type: 'redirect', route: { view: 'Account' }, replace: false },
    ],
    [
      '... or replaces the view',
      { ok: true, fromUnlistedNetwork: false, redirectView: 'Account', replace: true },
      { type: 'redirect', route: { view: 'Account' }, replace: true },
    ],
    ['a successful switch otherwise leaves the switch view', { ok: true, fromUnlistedNetwork: false }, { type: 'leave' }],
  ] as const)('%s', (_name, outcome, expected) => {
    expect(afterSwitch(outcome)).toEqual(expected)
  })
})

describe('activeNetworkChange', () => {
  // Bullet 7: the send form resets on any change; the namespace flag only across namespaces.
  it.each([
    ['same network', mainnet, mainnet, { changed: false, resetSendForm: false, namespaceSwitching: false }],
    ['another EVM network', mainnet, base, { changed: true, resetSendForm: true, namespaceSwitching: false }],
    ['EVM to Solana', mainnet, solana, { changed: true, resetSendForm: true, namespaceSwitching: true }],
    ['Solana to EVM', solana, base, { changed: true, resetSendForm: true, namespaceSwitching: true }],
    ['first activation', undefined, mainnet, { changed: true, resetSendForm: true, namespaceSwitching: false }],
    ['network gone (disconnect)', mainnet, undefined, { changed: true, resetSendForm: true, namespaceSwitching: false }],
  ] as const)('%s', (_name, previous, next, expected) => {
    expect(activeNetworkChange(previous, next)).toEqual(expected)
  })
})
