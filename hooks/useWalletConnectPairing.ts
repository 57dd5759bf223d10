import { useCallback, useContext, useEffect, useMemo, useReducer, useRef } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { useChains, useConfig, useConnectors, type Config, type Connector } from 'wagmi'
import { connect } from 'wagmi/actions'
import { z } from 'zod'
import { isUserRejection } from '../src/errors/connectErrors'
import { initialPairingState, pairingReducer, type PairingState } from '../src/walletconnect/pairingReducer'
import { msUntilPairingExpires, resolvePairingTimings, type PairingTimings } from '../src/walletconnect/pairingTimings'
import type { SiwxConfig } from '../src/siwx/siwxTypes'
import { walletConnectSessionKey } from '../connectors/walletConnectSessionKey'
import type { ChainNamespace } from '../src/chains/caip'
import type { FoyerConfig } from '../src/config/createFoyerConfig'
import type { NamespaceWalletConnectModule } from '../src/config/namespaceWalletConnect'
import { FoyerActionsContext, FoyerOptionsContext } from './foyerContext'
import { namespaceRuntime } from './namespaces/namespaceRuntime'
import { allSiwxSessionsQueryKey } from './siwx/siwxSessionQueryOptions'

/** Parameters of {@link useWalletConnectPairing}. */
export type UseWalletConnectPairingParameters = {
  /**
   * Lifetime, expiry margin and URI timeout; missing values take the defaults.
   * @default { lifetime: 240_000, expiryMargin: 10_000, uriTimeout: 15_000 }
   */
  timings?: Partial<PairingTimings> | undefined
  /**
   * Sign in with the wallet: given, the pairing uses WalletConnect's one-step sign-in (connect and
   * sign in at once, 'Authenticating...'); a wallet without it connects and signs afterwards.
   * @default undefined (a plain pairing)
   */
  siwx?: SiwxConfig | undefined
}

/** Return type of {@link useWalletConnectPairing}. */
export type UseWalletConnectPairingReturnType = {
  /** Where the pairing stands; `ready` carries the `wc:` URI to show. */
  state: PairingState
  /** Starts a new pairing (after a rejection or a failure). */
  retry: () => void
  /** The wagmi WalletConnect connector in use, if the config has one. */
  connector: Connector | undefined
  /** WalletConnect's one-step sign-in is used ('Authenticating...'): `siwx` is set and every network is eip155 (no Solana, no Bitcoin). */
  authenticating: boolean
}

const displayUriSchema = z.object({ type: z.literal('display_uri'), data: z.string().startsWith('wc:') })

/**
 * Pairs through wagmi's WalletConnect connector as soon as it mounts, so the URI is ready
 * before the user taps a deep link (iOS only follows links opened within the tap's gesture).
 * Shows a fresh URI when the current one counts as expired, and fails with `timeout` when no URI
 * arrives in time: with no answer from the relay the provider would wait forever. Inside
 * `<FoyerProvider>`, an approved pairing tracks CONNECT_SUCCESS (method `qrcode`).
 *
 * @example
 * const { state, retry } = useWalletConnectPairing()
 * if (state.status === 'ready') return <QrCode value={state.uri} />
 */
export function useWalletConnectPairing(parameters: UseWalletConnectPairingParameters = {}): UseWalletConnectPairingReturnType {
  const config = useConfig()
  // Outside <FoyerProvider> (a bare pairing) there is no other family to ask for.
  const foyerConfig = useContext(FoyerOptionsContext)?.config
  const families = useMemo(() => walletConnectFamilies(foyerConfig), [foyerConfig])
  const connector = useConnectors().find((candidate) => candidate.type === 'walletConnect')
  const { siwx } = parameters
  const chains = useChains()
  const queryClient = useQueryClient()
  // Sign-in with the wallet and every network eip155: connect and sign in in one step.
  const chainIds = useMemo(() => chains.map((chain) => `eip155:${chain.id}`), [chains])
  const authenticating = siwx !== undefined && chainIds.length > 0 && families.length === 0
  const { lifetime, expiryMargin, uriTimeout } = parameters.timings ?? {}
  const timings = useMemo(() => resolvePairingTimings({ lifetime, expiryMargin, uriTimeout }), [lifetime, expiryMargin, uriTimeout])
  const [state, dispatch] = useReducer(pairingReducer, initialPairingState)
  const attemptRef = useRef(0)
  // Inside <FoyerProvider>, an approved pairing is tracked; read through a ref so that a new
  // provider value does not start another pairing.
  const actions = useContext(FoyerActionsContext)
  const track = useRef(actions?.track)
  track.current = actions?.track

  const start = useCallback(() => {
    const attempt = ++attemptRef.current
    dispatch({ type: 'start', attempt })
    if (!connector) {
      dispatch({ type: 'failed', attempt, reason: 'noConnector' })
      return
    }
    // An earlier attempt may still be pending inside the SDK; the reducer ignores its outcome.
    const connecting = authenticating
      ? connectWithSignIn(config, connector, siwx as SiwxConfig, chainIds, (uri) => dispatch({ type: 'uri', attempt, uri, now: Date.now() })).then(() =>
          queryClient.invalidateQueries({ queryKey: allSiwxSessionsQueryKey() }),
        )
      : foyerConfig && families.length > 0
        ? connectWithFamilies(config, connector, foyerConfig, families)
        : connect(config, { connector })
    connecting.then(
      () => {
        if (attempt === attemptRef.current) track.current?.({ event: 'CONNECT_SUCCESS', properties: { method: 'qrcode', name: connector.name } })
        dispatch({ type: 'connected', attempt })
      },
      (error: unknown) => dispatch(isUserRejection(error) ? { type: 'rejected', attempt } : { type: 'failed', attempt, reason: 'error' }),
    )
  }, [config, connector, authenticating, siwx, chainIds, queryClient, foyerConfig, families])

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

  return { state, retry: start, connector, authenticating }
}

type SessionStorage = { setItem(key: string, value: boolean): unknown; removeItem(key: string): unknown } | null

/** A configured family that pairs over WalletConnect (Solana, Bitcoin), with the loader of that code. */
type WalletConnectPlugin = { namespace: ChainNamespace; loadWalletConnect: () => Promise<NamespaceWalletConnectModule> }

/** The app's families whose plugins can pair over WalletConnect, in the configuration's order. */
function walletConnectFamilies(foyerConfig: FoyerConfig | undefined): WalletConnectPlugin[] {
  return (foyerConfig?.namespaces ?? []).flatMap((plugin) => {
    const load = (plugin as { loadWalletConnect?: WalletConnectPlugin['loadWalletConnect'] }).loadWalletConnect
    return load ? [{ namespace: plugin.namespace, loadWalletConnect: load }] : []
  })
}

/**
 * The pairing of an app with other families (each one's code loads here, while the pairing starts):
 * the proposal asks for each family's namespace as well, and a session with a family's accounts
 * connects its adapter. A wallet that approved non-EVM families alone pairs too, with the first of
 * them (in the configuration's order) the modal's namespace.
 */
async function connectWithFamilies(config: Config, connector: Connector, foyerConfig: FoyerConfig, families: readonly WalletConnectPlugin[]): Promise<void> {
  const runtime = namespaceRuntime(foyerConfig)
  const loading = Promise.all(families.map((family) => Promise.all([family.loadWalletConnect(), runtime.load(family.namespace)] as const)))
  loading.catch(() => undefined)
  const storage = config.storage as SessionStorage
  // A lazily loaded connector (lazyWalletConnect) has no provider until it is chosen: choose it.
  await storage?.setItem(walletConnectSessionKey, true)
  const provider = await connector.getProvider()
  const loaded = await loading
  const [first] = loaded
  if (!first) return
  const evmUsesSession = () => config.state.status === 'connected' && config.state.current === connector.uid
  const { evm, connected } = await first[0].pairNamespacesOverWalletConnect({
    provider,
    families: loaded.map(([module, adapter]) => ({ family: module.walletConnectFamily, adapter })),
    connectEvm: () => connect(config, { connector }),
    evmUsesSession,
  })
  if (evm) return
  // Non-EVM families alone: the modal shows the first; the next page load has no EVM session to restore.
  runtime.setActiveChain(connected[0])
  await storage?.removeItem(walletConnectSessionKey)
}

/** The parts of WalletConnect's EthereumProvider one-step sign-in uses. */
type AuthenticatingProvider = {
  authenticate(
    params: Omit<Parameters<import('../src/siwx/walletConnectSignIn').WalletConnectAuthenticator['authenticate']>[0], 'chains'> & { chains: number[] },
  ): Promise<unknown>
  signer: { client: { formatAuthMessage(params: { request: unknown; iss: string }): string } }
  on(event: 'display_uri', listener: (uri: string) => void): void
  removeListener(event: 'display_uri', listener: (uri: string) => void): void
  disconnect(): Promise<void>
}

/**
 * WalletConnect's one-step sign-in (the universal provider's `authenticate`): the wallet connects and
 * signs the sign-in message in one step, the session is stored, then wagmi takes the connection. A
 * wallet without one-step sign-in answers the proposal alone: it is connected and SIWXSignMessage
 * follows. On failure the session is dropped and the error passed on.
 */
async function connectWithSignIn(config: Config, connector: Connector, siwx: SiwxConfig, chains: string[], onUri: (uri: string) => void): Promise<void> {
  const { signInWithWalletConnect } = await import('../src/siwx/walletConnectSignIn')
  // A lazily loaded connector (lazyWalletConnect) has no provider until it is chosen: choose it.
  const storage = config.storage as { setItem(key: string, value: boolean): unknown; removeItem(key: string): unknown } | null
  await storage?.setItem(walletConnectSessionKey, true)
  const provider = (await connector.getProvider()) as AuthenticatingProvider
  provider.on('display_uri', onUri)
  try {
    await signInWithWalletConnect({
      authenticator: {
        // EthereumProvider takes chain ids as numbers and prefixes them itself.
        authenticate: (params) =>
          provider.authenticate({ ...params, chains: params.chains.map((chain) => Number(chain.split(':')[1])) }) as ReturnType<
            import('../src/siwx/walletConnectSignIn').WalletConnectAuthenticator['authenticate']
          >,
        formatMessage: (payload, iss) => provider.signer.client.formatAuthMessage({ request: payload, iss }),
      },
      siwx,
      chains,
      allowNoSignature: true,
    })
    // The session covers these networks: wagmi must not take it as stale and pair again.
    await (connector as Connector & { setRequestedChainsIds?: (ids: number[]) => Promise<void> }).setRequestedChainsIds?.(
      config.chains.map((chain) => chain.id),
    )
    await connect(config, { connector })
  } catch (error) {
    await provider.disconnect().catch(() => undefined)
    await storage?.removeItem(walletConnectSessionKey)
    throw error
  } finally {
    provider.removeListener('display_uri', onUri)
  }
}
