import { getAddress } from 'viem'
import type { Hex, LocalAccount } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { FrameRequestError, frameErrorCodes } from '../../../src/protocol/frameErrors'
import { errorMessages } from '../../../src/errors/messages'
import type { AuthProvider } from './frameUser'
import { AuthApiError } from './authApi'
import type { AuthApi, AuthLogin, AuthSession } from './authApi'
import { withRebuiltKey } from './custody'
import { solanaAddressOf, withSolanaSigner } from './solanaKey'
import type { SolanaSigner } from './solanaKey'
import type { FrameStore } from './frameStore'
import { storeKeys } from './frameStore'
import { rememberIdentity, setUpWallet } from './setUpWallet'
import { waitForDeviceApproval } from './waitForDeviceApproval'
import type { WaitForDeviceApprovalOptions } from './waitForDeviceApproval'

/** The signed-in user as the frame keeps it in memory: no key, no share. */
export type SignedIn = {
  address: Hex
  /** The wallet's Solana address (base58), derived from the same secret as `address`. */
  solanaAddress: string
  authProvider: AuthProvider
  email?: string | undefined
  userName?: string | undefined
}

/** The frame's session and custody logic; see {@link createWalletSession}. */
export type WalletSession = ReturnType<typeof createWalletSession>

const notConnected = () => new FrameRequestError({ code: frameErrorCodes.notConnected })
const custodyFailed = (cause: unknown) => new FrameRequestError({ code: frameErrorCodes.internal, message: errorMessages.authInitFailed, cause })
const deviceUnverified = (error: unknown) => error instanceof AuthApiError && error.status === 403 && error.error === 'device_unverified'

/**
 * Session and custody inside the frame. The key is 2-of-3 Shamir-split: a device share in this
 * origin's IndexedDB, an auth share and a (sealed) recovery share at the auth service.
 * - New user: the key is generated here, split, the device share stored (marked pending), the other
 *   two uploaded; unless this device holds a share of the wallet recorded for the same identity, in
 *   which case the service lost it and sign-in stops without a new key (nothing stored is changed).
 *   An upload whose answer was lost is repeated (the API answers the same wallet again with 200), and
 *   the next sign-in finds the pending share and the service's auth share.
 * - Known device: device share + auth share.
 * - New device: auth share + recovery share, released once after a fresh sign-in on a new device; for
 *   a code sign-in only once the owner approved the device by the e-mailed link (4011 until then,
 *   see {@link WalletSession.awaitDeviceApproval}).
 * The key is rebuilt only for the duration of one signature ({@link WalletSession.withAccount}).
 */
export function createWalletSession({ api, store }: { api: AuthApi; store: FrameStore }) {
  let current: SignedIn | undefined
  /** A code sign-in whose new device waits for the owner's approval; `stop` ends its wait. */
  let awaiting: { login: AuthLogin; stop: AbortController; result?: Promise<SignedIn> | undefined } | undefined

  /** Gives up the sign-in waiting for approval (a new sign-in began, or sign-out): its session is revoked. */
  function dropAwaiting(): void {
    if (!awaiting) return
    awaiting.stop.abort()
    void api.revoke(awaiting.login.sessionToken).catch(() => undefined)
    awaiting = undefined
  }

  async function deviceId(): Promise<string> {
    const stored = await store.get(storeKeys.deviceId)
    if (stored) return stored
    const created = crypto.randomUUID()
    await store.set(storeKeys.deviceId, created)
    return created
  }

  async function token(): Promise<string> {
    const stored = await store.get(storeKeys.sessionToken)
    if (!stored) throw notConnected()
    return stored
  }

  /**
   * Rebuilds the signed-in wallet's key from this device's share and the auth share fetched now,
   * hands it to `use` and drops it when `use` settles. @throws 4100 when signed out.
   */
  async function withPrivateKey<T>(use: (privateKey: Hex) => Promise<T>): Promise<T> {
    if (!current) throw notConnected()
    const { address } = current
    const sessionToken = await token()
    const deviceShare = await store.get(storeKeys.deviceShare(address))
    if (!deviceShare) throw notConnected()
    const wallet = await api.authShare(sessionToken)
    return withRebuiltKey([deviceShare, wallet.authShare], address, use)
  }

  const walletSession = {
    deviceId,
    /** The signed-in user, if any. */
    current: (): SignedIn | undefined => current,
    /** The session token. @throws 4100 when signed out. */
    token,

    /**
     * Finishes any sign-in: stores the session and sets up or adopts the wallet.
     * @throws {FrameRequestError} 4011 when a code sign-in's new device must first be approved (the
     *   login is kept for {@link WalletSession.awaitDeviceApproval}).
     */
    async completeLogin(login: AuthLogin): Promise<SignedIn> {
      if (awaiting?.login !== login) dropAwaiting()
      awaiting = undefined
      await store.set(storeKeys.sessionToken, login.sessionToken)
      try {
        const session = await api.session(login.sessionToken)
        const identity = identityOf(session)
        const created = await setUpWallet({ api, store }, login, identity)
        const { address, solanaAddress } = created
        current = {
          address,
          solanaAddress,
          authProvider: session.authProvider,
          email: session.email,
          userName: login.userName ?? session.userName,
        }
        return current
      } catch (error) {
        await store.delete(storeKeys.sessionToken)
        current = undefined
        if (deviceUnverified(error)) {
          awaiting = { login, stop: new AbortController() }
          throw new FrameRequestError({ code: frameErrorCodes.deviceUnverified, cause: error })
        }
        throw error instanceof FrameRequestError ? error : custodyFailed(error)
      }
    },

    /**
     * Mails the owner the link that approves the device of the sign-in waiting for it.
     * @throws 4100 when no sign-in waits; the API's throttle as 429.
     */
    async sendDeviceLink(details: { projectId: string; appName?: string | undefined; site?: string | undefined }): Promise<void> {
      if (!awaiting) throw notConnected()
      await api.deviceLink(awaiting.login.sessionToken, details)
    },

    /**
     * Waits until the owner approved this device by the e-mailed link, then finishes the sign-in that
     * answered 4011 (the recovery share is released now).
     * @throws {FrameRequestError} 4100 when no sign-in waits, 4012 denied, 4013 expired, 5001 aborted.
     */
    async awaitDeviceApproval(options: WaitForDeviceApprovalOptions = {}): Promise<SignedIn> {
      const waiting = awaiting
      if (!waiting) throw notConnected()
      // One wait per sign-in: a host that asks again (a remounted view) joins it, so the recovery share
      // is fetched once.
      waiting.result ??= (async () => {
        const signal = options.signal ? AbortSignal.any([options.signal, waiting.stop.signal]) : waiting.stop.signal
        try {
          await waitForDeviceApproval(api, waiting.login.sessionToken, { ...options, signal })
        } catch (error) {
          waiting.result = undefined
          if (error instanceof FrameRequestError && error.code === frameErrorCodes.deviceDenied && awaiting === waiting) awaiting = undefined
          throw error
        }
        return walletSession.completeLogin(waiting.login)
      })()
      return waiting.result
    },

    /** Ends the wait for a device approval, if any (the user went back): that session is revoked. */
    cancelDeviceApproval(): void {
      dropAwaiting()
    },

    /**
     * Restores the session after a reload: the stored token, the API's session, this device's share
     * and the auth share rebuild the wallet. A revoked or unknown session is forgotten (`undefined`);
     * an expired one too, but once with 4101 'Session expired', so the host tells the user.
     */
    async restore(): Promise<SignedIn | undefined> {
      if (current) return current
      const sessionToken = await store.get(storeKeys.sessionToken)
      if (!sessionToken) return undefined
      let session
      try {
        session = await api.session(sessionToken)
      } catch (error) {
        const ended = error instanceof FrameRequestError && (error.code === frameErrorCodes.notConnected || error.code === frameErrorCodes.sessionExpired)
        if (!ended) throw error
        await store.delete(storeKeys.sessionToken)
        if (error.code === frameErrorCodes.sessionExpired) throw error
        return undefined
      }
      if (!session.address) return undefined
      const deviceShare = await store.get(storeKeys.deviceShare(session.address))
      if (!deviceShare) return undefined
      // This device must still be able to rebuild the wallet (the auth share may have changed elsewhere).
      const wallet = await api.authShare(sessionToken)
      const address = getAddress(wallet.address)
      let solanaAddress: string
      try {
        solanaAddress = await withRebuiltKey([deviceShare, wallet.authShare], address, solanaAddressOf)
      } catch {
        return undefined
      }
      // Devices set up before identities were remembered learn theirs here.
      await rememberIdentity(store, identityOf(session), address)
      current = { address, solanaAddress, authProvider: session.authProvider, email: session.email, userName: session.userName }
      return current
    },

    /** Records a changed e-mail address. */
    setEmail(email: string): void {
      if (current) current = { ...current, email }
    },

    /**
     * Rebuilds the key (device share + the auth share fetched now), hands `use` a viem local account
     * and drops it. @throws 4100 when signed out.
     */
    async withAccount<T>(use: (account: LocalAccount) => Promise<T>): Promise<T> {
      return withPrivateKey((privateKey) => use(privateKeyToAccount(privateKey)))
    },

    /**
     * Like {@link withAccount} for the wallet's Solana key: rebuilds the secret, derives the ed25519
     * key and hands `use` a signer; the key is dropped when `use` settles. @throws 4100 when signed out.
     */
    async withSolanaSigner<T>(use: (signer: SolanaSigner) => Promise<T>): Promise<T> {
      return withPrivateKey((privateKey) => withSolanaSigner(privateKey, use))
    },

    /** Revokes the session at the API (best effort) and forgets it; the device share stays for the next sign-in. */
    async signOut(): Promise<void> {
      const sessionToken = await store.get(storeKeys.sessionToken)
      current = undefined
      dropAwaiting()
      await store.delete(storeKeys.sessionToken)
      if (sessionToken) await api.revoke(sessionToken).catch(() => undefined)
    },
  }
  return walletSession
}

/**
 * The identity a session proves, as this device records which wallet it holds a share of: the
 * e-mail for e-mail sign-in, else the provider's user name (or e-mail) as the service reports it.
 * The service's user id is not used: a service that lost its data hands out new ones.
 */
export function identityOf(session: Pick<AuthSession, 'authProvider' | 'email' | 'userName'>): string | undefined {
  const name = session.authProvider === 'email' ? session.email : (session.userName ?? session.email)
  return name ? `${session.authProvider}:${name.toLowerCase()}` : undefined
}
