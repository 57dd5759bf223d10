import { getAddress, numberToHex, type Address } from 'viem'
import { createConnector, type CreateConnectorFn } from 'wagmi'
import { foyerSdkType, foyerSdkVersion } from '../src/api/sdkInfo'
import { notConnectedError } from '../src/errors/authErrors'
import { createFoyerConfig, requireFoyerOption } from '../src/config/createFoyerConfig'
import type { LoginCache } from '../src/auth/loginCache'
import { loginCacheKey } from '../src/auth/loginCacheKey'
import { withLoginCache } from '../src/auth/withLoginCache'
import { browserStorage } from '../src/storage/browserStorage'
import { hasKitStorageHint, setKitStorageHint } from '../src/storage/kitStorageHints'
import { createEventStream } from '../src/events/createEventStream'
import { FrameRequestError, frameErrorCodes } from '../src/protocol/frameErrors'
import type { FrameUser } from '../src/protocol/payloads'
import { createAuthFrameSession, type AuthFrameSession } from './authFrameSession'
import { createAuthProvider, type AuthEip1193Provider } from './authProvider'
import type { AuthConnectorEvent, AuthConnectorParameters, AuthConnectorProperties } from './authConnectorTypes'

export type { AuthConnectorEvent, AuthConnectorParameters, AuthConnectorProperties } from './authConnectorTypes'
export type { AuthEip1193Provider } from './authProvider'

/** wagmi connector id and type of the embedded wallet. */
export const authConnectorId = 'foyerAuth'

const defaultDisconnectTimeoutMs = 3000
// A device-approval link lives 15 minutes: the wait for it outlasts the usual connect timeout.
const DEVICE_APPROVAL_WAIT_MS = 16 * 60_000

/**
 * The embedded wallet (e-mail, social and Farcaster sign-in) as a wagmi connector. Its key lives only
 * in the login frame's origin; the host talks to the frame through `foyer-kit/protocol`'s host transport.
 * The hidden frame is created on first use, or at page load only when this browser logged in before
 * (the `foyer.auth` login cache). Namespace: eip155 (a Solana provider would sit beside
 * `createAuthProvider`, keyed by namespace, over the same frame session).
 *
 * @example
 * import { createFoyerConfig } from 'foyer-kit'
 * import { authConnector } from 'foyer-kit/connectors'
 * const foyerConfig = createFoyerConfig({ projectId: 'my-app', apiUrl: 'https://foyer-api.example.com', frameUrl: 'https://login.example.com' })
 * createConfig({ connectors: [authConnector({ config: foyerConfig })], ... })
 */
export function authConnector(parameters: AuthConnectorParameters = {}): CreateConnectorFn<AuthEip1193Provider, AuthConnectorProperties> {
  const foyerConfig = parameters.config ?? createFoyerConfig()
  const disconnectTimeoutMs = parameters.disconnectTimeoutMs ?? defaultDisconnectTimeoutMs

  return createConnector<AuthEip1193Provider, AuthConnectorProperties>((config) => {
    let user: FrameUser | undefined
    let approvalVisible = false
    let theme: Parameters<AuthConnectorProperties['syncTheme']>[0] | undefined
    // The last chain comes from the login cache, read when the kit's store opens (not at page load).
    let chainId: number = config.chains[0].id
    let lastChainRead = false
    const readLastChain = async () => {
      if (lastChainRead) return
      lastChainRead = true
      const last = await withLoginCache((cache, storage) => cache.readLoginCache(storage)?.lastChainId)
      if (last !== undefined && config.chains.some((chain) => chain.id === last)) chainId = last
    }
    const rememberLogin = (update: Partial<LoginCache>) => void withLoginCache((cache, storage) => cache.writeLoginCache(update, storage))
    // A listener's failure must not break the wallet.
    const events = createEventStream<AuthConnectorEvent>({ isolateErrors: true })
    const emit = events.emit
    const rpcUrlFor = (id: number): string => {
      const chain = config.chains.find((candidate) => candidate.id === id)
      const url = chain?.rpcUrls.default.http[0]
      if (!url) throw new FrameRequestError({ code: 4902, message: 'Chain is not supported' })
      return url
    }
    // The frame session is made at first use, so a missing frameUrl or projectId is reported there
    // (as a FoyerConfigError) and not when the app builds its wagmi config.
    let created: AuthFrameSession | undefined
    const openSession = (): AuthFrameSession =>
      (created ??= createAuthFrameSession({
        frameUrl: requireFoyerOption(foyerConfig, 'frameUrl'),
        projectId: requireFoyerOption(foyerConfig, 'projectId'),
        timeouts: parameters.timeouts,
        initialChain: () => ({ chainId, rpcUrl: rpcUrlFor(chainId) }),
        onReady: (transport) => {
          // Fire and forget: the frame works without them (default theme, "This app").
          const metadata = foyerConfig.metadata ?? { name: document.title || location.host, url: location.origin }
          transport
            .request('syncDappData', {
              metadata: {
                name: metadata.name,
                description: metadata.description ?? '',
                url: metadata.url ?? location.origin,
                icons: [...(metadata.icons ?? [])],
              },
              sdkVersion: foyerSdkVersion,
              sdkType: foyerSdkType,
              projectId: requireFoyerOption(foyerConfig, 'projectId'),
            })
            .catch(() => undefined)
          if (theme) transport.request('syncTheme', theme).catch(() => undefined)
        },
        onEvent: (event) => {
          if (event.type !== 'approval') return
          approvalVisible = event.payload.visible
          emit({ type: 'frameApproval', visible: event.payload.visible })
        },
      }))
    const session: AuthFrameSession = {
      get: () => openSession().get(),
      current: () => created?.current(),
      request: (type, payload, options) => {
        try {
          return openSession().request(type, payload, options)
        } catch (error) {
          return Promise.reject(error)
        }
      },
      abortAll: (reason) => created?.abortAll(reason),
    }
    const accounts = (): readonly Address[] => (user ? [getAddress(user.address)] : [])
    const setUser = (next: FrameUser | undefined) => {
      user = next
      if (next) {
        chainId = config.chains.some((chain) => chain.id === next.chainId) ? next.chainId : chainId
        // A hint in localStorage says a login may be restored: a visitor who never logged in opens
        // nothing of the kit's store when wagmi reconnects.
        setKitStorageHint(loginCacheKey, true, browserStorage())
        rememberLogin({
          loginUsed: true,
          email: next.email,
          lastChainId: chainId,
          socialUsername: next.authProvider !== 'email' ? next.userName : undefined,
        })
      }
      emit({ type: 'userChanged', user: next })
      provider.emit('accountsChanged', next ? [next.address] : [])
      return next
    }
    const fetchUser = async (): Promise<FrameUser | undefined> => {
      try {
        if (!user) await readLastChain()
        return setUser(await session.request('getUser', { chainId }))
      } catch (error) {
        if (error instanceof FrameRequestError && (error.code === frameErrorCodes.notConnected || error.code === frameErrorCodes.sessionExpired)) {
          setUser(undefined)
          // Signed out either way; an expired session is also told to the modal (Session Expired).
          if (error.code === frameErrorCodes.sessionExpired) emit({ type: 'sessionExpired', error })
          return undefined
        }
        throw error
      }
    }
    const switchFrameChain = async (target: number) => {
      const rpcUrl = rpcUrlFor(target)
      if (user) await session.request('switchNetwork', { chainId: target, rpcUrl })
      chainId = target
      lastChainRead = true
      rememberLogin({ lastChainId: target })
      config.emitter.emit('change', { chainId: target })
      provider.emit('chainChanged', numberToHex(target))
    }
    const baseProvider = createAuthProvider({
      accounts,
      chainId: () => chainId,
      rpcUrlFor,
      session,
      emit,
      switchChain: switchFrameChain,
      smartSessions: foyerConfig.smartSessions,
    })
    const provider: AuthEip1193Provider = {
      ...baseProvider,
      async request(args) {
        const result = await baseProvider.request(args)
        // A smart account's first batch also upgraded it (EIP-7702): once one succeeds, the user is
        // read again so `smartAccountDeployed` (shown on Account) follows.
        if (args.method === 'wallet_getCallsStatus' && user?.smartAccountDeployed === false && (result as { status?: unknown } | null)?.status === 200) {
          void fetchUser().catch(() => undefined)
        }
        return result
      },
    }

    return {
      id: authConnectorId,
      name: 'E-mail & social',
      type: authConnectorId,
      frameOrigin: () => new URL(requireFoyerOption(foyerConfig, 'frameUrl')).origin,

      async connect(connectParameters) {
        const requested = connectParameters?.chainId
        const current = user ?? (await fetchUser())
        if (!current) throw notConnectedError()
        if (requested !== undefined && requested !== chainId) await switchFrameChain(requested)
        const addresses = accounts()
        const result = connectParameters?.withCapabilities ? addresses.map((address) => ({ address, capabilities: {} })) : addresses
        return { accounts: result as never, chainId }
      },
      async disconnect() {
        const signOut = session.current() ? session.request('signOut', {}).catch(() => undefined) : Promise.resolve()
        // Disconnect waits at most 3 s: a frame that hangs must not keep the user connected.
        await Promise.race([signOut, new Promise((resolve) => setTimeout(resolve, disconnectTimeoutMs))])
        await withLoginCache((cache, storage) => cache.clearLoginCache(storage))
        setKitStorageHint(loginCacheKey, false, browserStorage())
        setUser(undefined)
      },
      async getAccounts() {
        return accounts()
      },
      async getChainId() {
        return chainId
      },
      async getProvider() {
        return provider
      },
      async isAuthorized() {
        if (user) return true
        // Only a browser that logged in before pays for the frame at page load. The hint is written
        // at once with the login; the cache reaches IndexedDB later, so a reload right after a login
        // finds the hint without the cache, and only a cache that says "no login" stops the restore.
        if (!hasKitStorageHint(loginCacheKey, browserStorage())) return false
        if ((await withLoginCache((cache, storage) => cache.readLoginCache(storage)?.loginUsed)) === false) return false
        try {
          return (await fetchUser()) !== undefined
        } catch {
          return false
        }
      },
      async switchChain({ chainId: target }) {
        await switchFrameChain(target)
        const chain = config.chains.find((candidate) => candidate.id === target)
        if (!chain) throw new FrameRequestError({ code: 4902, message: 'Chain is not supported' })
        return chain
      },
      onAccountsChanged(changed) {
        if (changed.length === 0) this.onDisconnect()
        else config.emitter.emit('change', { accounts: changed.map((address) => getAddress(address)) })
      },
      onChainChanged(changed) {
        config.emitter.emit('change', { chainId: Number(changed) })
      },
      onDisconnect() {
        config.emitter.emit('disconnect')
      },

      connectEmail: ({ email }) => session.request('connectEmail', { email }),
      connectOtp: async ({ otp }) => setUser(await session.request('connectOtp', { otp })) as FrameUser,
      connectDevice: async ({ otp }) => setUser(await session.request('connectDevice', { otp })) as FrameUser,
      awaitDeviceApproval: async (options) =>
        setUser(
          await session.request('awaitDeviceApproval', {}, { timeoutMs: DEVICE_APPROVAL_WAIT_MS, ...(options?.signal ? { signal: options.signal } : {}) }),
        ) as FrameUser,
      resendDeviceLink: async () => void (await session.request('resendDeviceLink', {})),
      getSocialRedirectUri: async ({ provider: social }) => (await session.request('getSocialRedirectUri', { provider: social })).uri,
      connectSocial: async ({ uri }) => setUser(await session.request('connectSocial', { uri, chainId, rpcUrl: rpcUrlFor(chainId) })) as FrameUser,
      getFarcasterUri: async () => (await session.request('getFarcasterUri', {})).url,
      connectFarcaster: async (options) =>
        setUser(await session.request('connectFarcaster', {}, options?.signal ? { signal: options.signal } : {})) as FrameUser,
      updateEmail: ({ email }) => session.request('updateEmail', { email }),
      updateEmailPrimaryOtp: ({ otp }) => session.request('updateEmailPrimaryOtp', { otp }),
      updateEmailSecondaryOtp: ({ otp }) => session.request('updateEmailSecondaryOtp', { otp }),
      refreshUser: fetchUser,
      smartAccountEnabledNetworks: async () => (await session.request('getSmartAccountEnabledNetworks', {})).smartAccountEnabledNetworks,
      async setPreferredAccountType(type) {
        await session.request('setPreferredAccount', { type })
        return fetchUser()
      },
      currentUser: () => user,
      onAuthEvent: events.subscribe,
      abortAll: (reason) => session.abortAll(reason),
      syncTheme(next) {
        theme = next
        session
          .current()
          ?.ready.then(() => session.current()?.request('syncTheme', next))
          .catch(() => undefined)
      },
      isApprovalVisible: () => approvalVisible,
      frameElement: () => session.current()?.iframe,
    }
  })
}

authConnector.type = authConnectorId
