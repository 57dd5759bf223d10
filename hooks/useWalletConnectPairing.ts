import { useCallback, useEffect, useMemo, useReducer, useRef } from 'react'
import { useConfig, useConnectors, type Connector } from 'wagmi'
import { connect } from 'wagmi/actions'
import { z } from 'zod'
import { isUserRejection } from '../src/errors/connectErrors'
import { initialPairingState, pairingReducer, type PairingState } from '../src/walletconnect/pairingReducer'
import { msUntilPairingExpires, resolvePairingTimings, type PairingTimings } from '../src/walletconnect/pairingTimings'

/** Parameters of {@link useWalletConnectPairing}. */
export type UseWalletConnectPairingParameters = {
  /**
   * Lifetime, expiry margin and URI timeout; missing values take the spec's defaults.
   * @default { lifetime: 240_000, expiryMargin: 10_000, uriTimeout: 15_000 }
   */
  timings?: Partial<PairingTimings> | undefined
}

/** Return type of {@link useWalletConnectPairing}. */
export type UseWalletConnectPairingReturnType = {
  /** Where the pairing stands; `ready` carries the `wc:` URI to show. */
  state: PairingState
  /** Starts a new pairing (after a rejection or a failure). */
  retry: () => void
  /** The wagmi WalletConnect connector in use, if the config has one. */
  connector: Connector | undefined
}

const displayUriSchema = z.object({ type: z.literal('display_uri'), data: z.string().startsWith('wc:') })

/**
 * Pairs through wagmi's WalletConnect connector as soon as it mounts, so the URI is ready
 * before the user taps a deep link (iOS only follows links opened within the tap's gesture).
 * Shows a fresh URI when the current one counts as expired, and fails with `timeout` when no URI
 * arrives in time: with no answer from the relay the provider would wait forever.
 *
 * @example
 * const { state, retry } = useWalletConnectPairing()
 * if (state.status === 'ready') return <QrCode value={state.uri} />
 */
export function useWalletConnectPairing(parameters: UseWalletConnectPairingParameters = {}): UseWalletConnectPairingReturnType {
  const config = useConfig()
  const connector = useConnectors().find((candidate) => candidate.type === 'walletConnect')
  const { lifetime, expiryMargin, uriTimeout } = parameters.timings ?? {}
  const timings = useMemo(() => resolvePairingTimings({ lifetime, expiryMargin, uriTimeout }), [lifetime, expiryMargin, uriTimeout])
  const [state, dispatch] = useReducer(pairingReducer, initialPairingState)
  const attemptRef = useRef(0)

  const start = useCallback(() => {
    const attempt = ++attemptRef.current
    dispatch({ type: 'start', attempt })
    if (!connector) {
      dispatch({ type: 'failed', attempt, reason: 'noConnector' })
      return
    }
    // An earlier attempt may still be pending inside the SDK; the reducer ignores its outcome.
    connect(config, { connector }).then(
      () => dispatch({ type: 'connected', attempt }),
      (error: unknown) => dispatch(isUserRejection(error) ? { type: 'rejected', attempt } : { type: 'failed', attempt, reason: 'error' }),
    )
  }, [config, connector])

  // The connector announces each new pairing URI as a `display_uri` message.
  useEffect(() => {
    if (!connector) return
    const onMessage = (message: unknown) => {
      const parsed = displayUriSchema.safeParse(message)
      if (parsed.success) dispatch({ type: 'uri', attempt: attemptRef.current, uri: parsed.data.data, now: Date.now() })
    }
    connector.emitter.on('message', onMessage)
    return () => connector.emitter.off('message', onMessage)
  }, [connector])

  // Start once mounted. Deferred a tick so React's development double mount starts one pairing.
  useEffect(() => {
    const timer = setTimeout(start, 0)
    return () => clearTimeout(timer)
  }, [start])

  // Foyer's own timeout: no URI in time means the relay did not answer.
  useEffect(() => {
    if (state.status !== 'starting' || state.attempt === 0) return
    const attempt = state.attempt
    const timer = setTimeout(() => dispatch({ type: 'failed', attempt, reason: 'timeout' }), timings.uriTimeout)
    return () => clearTimeout(timer)
  }, [state, timings.uriTimeout])

  // An expired pairing (10 s or less left) is replaced by a fresh one.
  useEffect(() => {
    if (state.status !== 'ready') return
    let timer: ReturnType<typeof setTimeout> | undefined
    const refresh = () => {
      clearTimeout(timer)
      const left = msUntilPairingExpires(state.createdAt, Date.now(), timings)
      if (left === 0) start()
      // Timers run on a monotonic clock and may fire a little before Date.now() says the time
      // is up: wait out the rest instead of never refreshing.
      else timer = setTimeout(refresh, left)
    }
    timer = setTimeout(refresh, msUntilPairingExpires(state.createdAt, Date.now(), timings))
    // Background tabs throttle timers; check again when the page comes back.
    document.addEventListener('visibilitychange', refresh)
    return () => {
      clearTimeout(timer)
      document.removeEventListener('visibilitychange', refresh)
    }
  }, [state, timings, start])

  return { state, retry: start, connector }
}
