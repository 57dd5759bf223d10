import { describe, expect, it } from 'vitest'
import { initialPairingState, pairingReducer, type PairingAction, type PairingState } from './pairingReducer'

const uri = 'wc:abc@2?relay-protocol=irn&symKey=def'
const run = (state: PairingState, ...actions: PairingAction[]) => actions.reduce(pairingReducer, state)

describe('pairingReducer', () => {
  it('goes starting -> ready -> connected', () => {
    const state = run(initialPairingState, { type: 'start', attempt: 1 }, { type: 'uri', attempt: 1, uri, now: 5 })
    expect(state).toEqual({ status: 'ready', attempt: 1, uri, createdAt: 5 })
    expect(pairingReducer(state, { type: 'connected', attempt: 1 })).toEqual({ status: 'connected', attempt: 1 })
  })

  it.each<[string, PairingAction[], PairingState]>([
    [
      'a rejection while the QR shows',
      [
        { type: 'uri', attempt: 1, uri, now: 0 },
        { type: 'rejected', attempt: 1 },
      ],
      { status: 'rejected', attempt: 1 },
    ],
    ['a timeout before the URI', [{ type: 'failed', attempt: 1, reason: 'timeout' }], { status: 'failed', attempt: 1, reason: 'timeout' }],
    [
      'a URI after the timeout',
      [
        { type: 'failed', attempt: 1, reason: 'timeout' },
        { type: 'uri', attempt: 1, uri, now: 0 },
      ],
      { status: 'failed', attempt: 1, reason: 'timeout' },
    ],
    [
      'a second URI of the same attempt',
      [
        { type: 'uri', attempt: 1, uri, now: 0 },
        { type: 'uri', attempt: 1, uri: 'wc:other', now: 9 },
      ],
      { status: 'ready', attempt: 1, uri, createdAt: 0 },
    ],
    [
      'a rejection after a timeout',
      [
        { type: 'failed', attempt: 1, reason: 'timeout' },
        { type: 'rejected', attempt: 1 },
      ],
      { status: 'failed', attempt: 1, reason: 'timeout' },
    ],
  ])('handles %s', (_name, actions, expected) => {
    expect(run({ status: 'starting', attempt: 1 }, ...actions)).toEqual(expected)
  })

  it('ignores everything from an older attempt (a replaced QR, a retried timeout)', () => {
    const state = run(initialPairingState, { type: 'start', attempt: 1 }, { type: 'uri', attempt: 1, uri, now: 0 }, { type: 'start', attempt: 2 })
    expect(state).toEqual({ status: 'starting', attempt: 2 })
    for (const action of [
      { type: 'uri', attempt: 1, uri: 'wc:old', now: 1 },
      { type: 'rejected', attempt: 1 },
      { type: 'failed', attempt: 1, reason: 'error' },
      { type: 'connected', attempt: 1 },
      { type: 'start', attempt: 2 },
    ] satisfies PairingAction[]) {
      expect(pairingReducer(state, action)).toBe(state)
    }
  })

  it('stays connected', () => {
    const connected: PairingState = { status: 'connected', attempt: 1 }
    expect(pairingReducer(connected, { type: 'start', attempt: 2 })).toBe(connected)
    expect(pairingReducer(connected, { type: 'failed', attempt: 1, reason: 'error' })).toBe(connected)
  })
})
