import { describe, expect, it } from 'vitest'
import { currentRoute, initialModalState, modalReducer, type ModalAction, type ModalState } from './modalReducer'
import type { View } from './views'

function run(actions: ModalAction[], from: ModalState = initialModalState): ModalState {
  return actions.reduce(modalReducer, from)
}

const openCtx = (isConnected: boolean) => ({ isConnected, hasAdapters: true, isMobile: false })
const views = (state: ModalState): View[] => state.history.map((route) => route.view)

// The modal's back and close rules, one row each.
const table: [rule: string, actions: ModalAction[], expected: { open: boolean; history: View[] }][] = [
  ['opening while disconnected shows Connect', [{ type: 'open', context: openCtx(false) }], { open: true, history: ['Connect'] }],
  ['opening while connected shows Account', [{ type: 'open', context: openCtx(true) }], { open: true, history: ['Account'] }],
  [
    'going back with one history entry closes the modal',
    [
      { type: 'open', context: openCtx(false) },
      { type: 'back', isConnected: false },
    ],
    { open: false, history: ['Connect'] },
  ],
  [
    'going back pops one entry',
    [
      { type: 'open', context: openCtx(false) },
      { type: 'push', route: { view: 'AllWallets' } },
      { type: 'back', isConnected: false },
    ],
    { open: true, history: ['Connect'] },
  ],
  [
    'going back to Connect while connected shows Account',
    [
      { type: 'open', context: openCtx(false) },
      { type: 'push', route: { view: 'AllWallets' } },
      { type: 'back', isConnected: true },
    ],
    { open: true, history: ['Account'] },
  ],
  [
    'closing resets the view to Connect',
    [{ type: 'open', context: openCtx(true) }, { type: 'push', route: { view: 'SwitchNetwork' } }, { type: 'close' }],
    { open: false, history: ['Connect'] },
  ],
  [
    'pushing the current view again is a no-op',
    [
      { type: 'open', context: openCtx(false) },
      { type: 'push', route: { view: 'AllWallets' } },
      { type: 'push', route: { view: 'AllWallets' } },
    ],
    { open: true, history: ['Connect', 'AllWallets'] },
  ],
  [
    'replace swaps the top entry',
    [
      { type: 'open', context: openCtx(false) },
      { type: 'push', route: { view: 'AllWallets' } },
      { type: 'replace', route: { view: 'Account' } },
    ],
    { open: true, history: ['Connect', 'Account'] },
  ],
  [
    'reset (disconnect) leaves only the given route',
    [
      { type: 'open', context: openCtx(true) },
      { type: 'push', route: { view: 'SwitchNetwork' } },
      { type: 'reset', route: { view: 'Connect' } },
    ],
    { open: true, history: ['Connect'] },
  ],
]

describe('modalReducer', () => {
  it.each(table)('%s', (_rule, actions, expected) => {
    const state = run(actions)
    expect({ open: state.open, history: views(state) }).toEqual(expected)
  })

  it('reopening after close starts from the opening rules, not the old history', () => {
    const state = run([
      { type: 'open', context: openCtx(true) },
      { type: 'push', route: { view: 'SwitchNetwork' } },
      { type: 'close' },
      { type: 'open', context: openCtx(false) },
    ])
    expect(currentRoute(state)).toEqual({ view: 'Connect' })
  })

  it('keeps view data on the history entry', () => {
    const data = { caipNetworkId: 'eip155:31338', redirectView: 'Account' as const }
    const state = run([
      { type: 'open', context: openCtx(true) },
      { type: 'push', route: { view: 'SwitchActiveChain', data } },
    ])
    expect(currentRoute(state)).toEqual({ view: 'SwitchActiveChain', data })
  })
})

describe('opening for another namespace', () => {
  it('keeps the namespace to switch to, without a confirmation step in the history', () => {
    const state = run([{ type: 'open', context: { ...openCtx(true), requestedNamespace: 'solana', activeNamespace: 'eip155' } }])
    expect(state).toEqual({ open: true, history: [{ view: 'Account' }], switchNamespace: 'solana' })
    // Pushing keeps it; closing forgets it; opening without a namespace has none.
    expect(modalReducer(state, { type: 'push', route: { view: 'AllWallets' } }).switchNamespace).toBe('solana')
    expect(modalReducer(state, { type: 'close' }).switchNamespace).toBeUndefined()
    expect(run([{ type: 'open', context: openCtx(false) }]).switchNamespace).toBeUndefined()
  })

  it('the same namespace as the active one is no switch', () => {
    expect(run([{ type: 'open', context: { ...openCtx(false), requestedNamespace: 'eip155', activeNamespace: 'eip155' } }])).toEqual({
      open: true,
      history: [{ view: 'Connect' }],
    })
  })
})
