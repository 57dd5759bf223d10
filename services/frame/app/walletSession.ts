import { getAddress } from 'viem'
import type { Hex, LocalAccount } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { FrameRequestError, frameErrorCodes } from '../../../src/protocol/frameErrors'
import { errorMessages } from '../../../src/errors/messages'
import type { AuthProvider } from './frameUser'
import { AuthApiError } from './authApi'
import type { AuthApi, AuthLogin, AuthSession } from './authApi'
import { createWalletShares, withRebuiltKey } from './custody'
import { solanaAddressOf, withSolanaSigner } from './solanaKey'
import type { SolanaSigner } from './solanaKey'
import type { FrameStore } from './frameStore'
import { storeKeys } from './frameStore'
import { frameTexts } from './frameTexts'

/** The signed-in user as the frame keeps it in memory: no key, no share. */
export type SignedIn = {
  address: Hex
  /** The wallet's Solana address (base58), derived from the same secret as `address`. */
  solanaAddress: string
  authProvider: AuthProvider
  email?: string | undefined
  userName?: string | undefined
}

/** A wallet this device can rebuild: its EVM address and the Solana address derived from the same secret. */
type Wallet = { address: Hex; solanaAddress: string }

/** The frame's session and custody logic; see {@link createWalletSession}. */
export type WalletSession = ReturnType<typeof createWalletSession>

const notConnected = () => new FrameRequestError({ code: frameErrorCodes.notConnected })
const custodyFailed = (cause: unknown) => new FrameRequestError({ code: frameErrorCodes.internal, message: errorMessages.authInitFailed, cause })

/**
 * Session and custody inside the frame. The key is 2-of-3 Shamir-split: a device share in this
 * origin's IndexedDB, an auth share and a (sealed) recovery share at the auth service.
 * - New user: the key is generated here, split, the device share stored, the other two uploaded;
 *   unless this device holds a share of the wallet recorded for the same identity, in which case the
 *   service lost it and sign-in stops without a new key (nothing stored is changed).
 * - Known device: device share + auth share.
 * - New device: auth share + recovery share (released once, after a fresh code on a new device).
 * The key is rebuilt only for the duration of one signature ({@link WalletSession.withAccount}).
 */
export function createWalletSession({ api, store }: { api: AuthApi; store: FrameStore }) {
  let current: SignedIn | undefined

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

  async function authShareOrNone(sessionToken: string) {
    try {
      return await api.authShare(sessionToken)
    } catch (error) {
      if (error instanceof AuthApiError && error.status === 404) return undefined
      throw error
    }
  }

  /** First sign-in of this user anywhere: make the key here. */
  async function createWallet(sessionToken: string): Promise<Wallet | undefined> {
    const { address, shares } = await createWalletShares()
    try {
      await api.putWallet(sessionToken, { address, authShare: shares.authShare, recoveryShare: shares.recoveryShare })
    } catch (error) {
      // Another device of the same user won the race: use its wallet instead.
      if (error instanceof AuthApiError && error.status === 409) return undefined
      throw error
    }
    await store.set(storeKeys.deviceShare(address), shares.deviceShare)
    return { address, solanaAddress: await withRebuiltKey([shares.deviceShare, shares.authShare], address, solanaAddressOf) }
  }

  /** A wallet exists: check this device can rebuild it, fetching the recovery share on a new device. */
  async function adoptWallet(sessionToken: string, wallet: { address: string; authShare: string }, newDevice: boolean): Promise<Wallet> {
    const address = getAddress(wallet.address)
    const key = storeKeys.deviceShare(address)
    const deviceShare = await store.get(key)
    if (deviceShare && !newDevice) {
      return { address, solanaAddress: await withRebuiltKey([deviceShare, wallet.authShare], address, solanaAddressOf) }
    }
    const { recoveryShare } = await api.recoveryShare(sessionToken)
    const solanaAddress = await withRebuiltKey([wallet.authShare, recoveryShare], address, solanaAddressOf)
    // This device keeps the recovery share as its device share. A 2-of-3 split has exactly three
    // shares; a fresh share for this device would need a new split, which would replace the auth
    // share at the service and break every other device's share. With the recovery share here,
    // device + auth still rebuilds the key and no party gains a share it did not already hold.
    await store.set(key, recoveryShare)
    return { address, solanaAddress }
  }

  /**
   * The server knows no wallet for this identity but this device holds a share of one: the server
   * lost it (or is another server). A new key would orphan the funds of the old one, so sign-in
   * stops here and nothing stored is touched.
   */
  async function refuseOrphanedDeviceShare(identity: string | undefined): Promise<void> {
    const known = identity === undefined ? undefined : await store.get(storeKeys.identityWallet(identity))
    if (known && (await store.get(storeKeys.deviceShare(known)))) {
      throw new FrameRequestError({ code: frameErrorCodes.walletNotOnServer, message: frameTexts.walletNotOnServer(getAddress(known)) })
    }
  }

  async function rememberIdentity(identity: string | undefined, address: Hex): Promise<void> {
    if (identity === undefined) return
    const key = storeKeys.identityWallet(identity)
    if ((await store.get(key)) !== address) await store.set(key, address)
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

  return {
    deviceId,
    /** The signed-in user, if any. */
    current: (): SignedIn | undefined => current,
    /** The session token. @throws 4100 when signed out. */
    token,

    /** Finishes any sign-in: stores the session and sets up or adopts the wallet. */
    async completeLogin(login: AuthLogin): Promise<SignedIn> {
      await store.set(storeKeys.sessionToken, login.sessionToken)
      try {
        const session = await api.session(login.sessionToken)
        const identity = identityOf(session)
        let wallet = login.isNewUser ? undefined : await authShareOrNone(login.sessionToken)
        if (!wallet) await refuseOrphanedDeviceShare(identity)
        let created = wallet ? undefined : await createWallet(login.sessionToken)
        if (!created) {
          wallet ??= await api.authShare(login.sessionToken)
          created = await adoptWallet(login.sessionToken, wallet, login.newDevice)
        }
        const { address, solanaAddress } = created
        await rememberIdentity(identity, address)
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
        throw error instanceof FrameRequestError ? error : custodyFailed(error)
      }
    },

    /** Restores the session after a reload: the stored token, the API's session, this device's share and the auth share rebuild the wallet. */
    async restore(): Promise<SignedIn | undefined> {
      if (current) return current
      const sessionToken = await store.get(storeKeys.sessionToken)
      if (!sessionToken) return undefined
      let session
      try {
        session = await api.session(sessionToken)
      } catch (error) {
        if (error instanceof FrameRequestError && error.code === frameErrorCodes.notConnected) {
          await store.delete(storeKeys.sessionToken)
          return undefined
        }
        throw error
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
      await rememberIdentity(identityOf(session), address)
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
      await store.delete(storeKeys.sessionToken)
      if (sessionToken) await api.revoke(sessionToken).catch(() => undefined)
    },
  }
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
