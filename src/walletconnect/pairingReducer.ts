/** Why a pairing attempt failed. */
export type PairingFailure =
  /** No pairing URI within the timeout: the relay did not answer. */
  | 'timeout'
  /** The provider failed for another reason. */
  | 'error'
  /** The wagmi config has no WalletConnect connector. */
  | 'noConnector'

/**
 * Where one pairing stands. Every state carries the attempt it belongs to: answers from an
 * older attempt (a replaced QR, a retried timeout) are ignored.
 */
export type PairingState =
  | { status: 'starting'; attempt: number }
  | { status: 'ready'; attempt: number; uri: string; createdAt: number }
  | { status: 'rejected'; attempt: number }
  | { status: 'failed'; attempt: number; reason: PairingFailure }
  | { status: 'connected'; attempt: number }

/** What can happen to a pairing. */
export type PairingAction =
  /** A new attempt begins (first open, retry, or a fresh QR after expiry). */
  | { type: 'start'; attempt: number }
  /** The provider published the pairing URI. */
  | { type: 'uri'; attempt: number; uri: string; now: number }
  /** The wallet approved and wagmi connected. */
  | { type: 'connected'; attempt: number }
  /** The wallet turned the proposal down. */
  | { type: 'rejected'; attempt: number }
  /** The attempt failed. */
  | { type: 'failed'; attempt: number; reason: PairingFailure }

/** Before the first attempt. */
export const initialPairingState: PairingState = { status: 'starting', attempt: 0 }

/**
 * The pairing's states as a pure reducer. Only the current attempt moves the state; a URI is
 * taken only while waiting for one; an outcome after the user has already connected, or a
 * late URI after a failure, changes nothing.
 *
 * @example
 * pairingReducer({ status: 'starting', attempt: 1 }, { type: 'uri', attempt: 1, uri, now: 0 })
 * // { status: 'ready', attempt: 1, uri, createdAt: 0 }
 */
export function pairingReducer(state: PairingState, action: PairingAction): PairingState {
  if (action.type === 'start') {
    if (state.status === 'connected' || action.attempt <= state.attempt) return state
    return { status: 'starting', attempt: action.attempt }
  }
  if (action.attempt !== state.attempt || state.status === 'connected') return state
  switch (action.type) {
    case 'uri':
      return state.status === 'starting' ? { status: 'ready', attempt: state.attempt, uri: action.uri, createdAt: action.now } : state
    case 'connected':
      return { status: 'connected', attempt: state.attempt }
    case 'rejected':
      return state.status === 'starting' || state.status === 'ready' ? { status: 'rejected', attempt: state.attempt } : state
    case 'failed':
      return state.status === 'starting' || state.status === 'ready' ? { status: 'failed', attempt: state.attempt, reason: action.reason } : state
  }
}
