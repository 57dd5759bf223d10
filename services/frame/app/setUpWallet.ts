import { getAddress } from 'viem'
import type { Hex } from 'viem'
import { FrameRequestError, frameErrorCodes } from '../../../src/protocol/frameErrors'
import { AuthApiError } from './authApi'
import type { AuthApi, AuthLogin } from './authApi'
import { createWalletShares, withRebuiltKey } from './custody'
import type { FrameStore } from './frameStore'
import { storeKeys } from './frameStore'
import { frameTexts } from './frameTexts'
import { solanaAddressOf } from './solanaKey'

/** A wallet this device can rebuild: its EVM address and the Solana address derived from the same secret. */
export type Wallet = { address: Hex; solanaAddress: string }

// A lost answer: the request may or may not have reached the API (no answer, or a gateway's 5xx).
const answerLost = (error: unknown) => !(error instanceof AuthApiError && error.status < 500) && !(error instanceof FrameRequestError)

/**
 * The address of a wallet whose shares this device made and is uploading, until the API confirmed it:
 * kept with the device share before the upload, so a lost answer never strands the share.
 */
export const pendingWalletKey = (identity: string) => `pendingWallet:${identity}`

/**
 * The custody step of a sign-in: finds, creates or adopts the wallet of the signed-in identity.
 * - No wallet at the service: a new key is made here, its device share stored (marked pending) before
 *   the upload, the other two shares uploaded, once more if the answer was lost (the API answers the
 *   same wallet again with 200). A pending share whose upload never landed is forgotten. Unless this
 *   device holds a share of the wallet recorded for the same identity: then the service lost it and
 *   sign-in stops without a new key (nothing stored is changed).
 * - A wallet at the service: this device's share (also one whose upload answer was lost) + the auth
 *   share, else the auth share + the recovery share, which the API releases to a new device only.
 *
 * @example
 * const wallet = await setUpWallet({ api, store }, login, 'email:ada@example.com')
 */
export async function setUpWallet(deps: { api: AuthApi; store: FrameStore }, login: AuthLogin, identity: string | undefined): Promise<Wallet> {
  const { api, store } = deps

  async function authShareOrNone(sessionToken: string) {
    try {
      return await api.authShare(sessionToken)
    } catch (error) {
      if (error instanceof AuthApiError && error.status === 404) return undefined
      throw error
    }
  }

  /** First sign-in of this user anywhere: make the key here. */
  async function createWallet(sessionToken: string, identity: string | undefined): Promise<Wallet | undefined> {
    const { address, shares } = await createWalletShares()
    const body = { address, authShare: shares.authShare, recoveryShare: shares.recoveryShare }
    await store.set(storeKeys.deviceShare(address), shares.deviceShare)
    if (identity !== undefined) await store.set(pendingWalletKey(identity), address)
    try {
      // Once more if the answer was lost: the API answers the same wallet again with 200.
      await api.putWallet(sessionToken, body).catch((error: unknown) => {
        if (answerLost(error)) return api.putWallet(sessionToken, body)
        throw error
      })
    } catch (error) {
      // Another device of the same user won the race: use its wallet instead.
      if (error instanceof AuthApiError && error.status === 409) {
        await dropPendingWallet(identity)
        return undefined
      }
      throw error
    }
    return { address, solanaAddress: await withRebuiltKey([shares.deviceShare, shares.authShare], address, solanaAddressOf) }
  }

  /**
   * The service has no wallet for this identity, so a pending upload never landed: its share is of a
   * key nobody else holds a share of, never shown to anyone; forget it.
   */
  async function dropPendingWallet(identity: string | undefined): Promise<void> {
    if (identity === undefined) return
    const pending = await store.get(pendingWalletKey(identity))
    if (!pending) return
    await store.delete(storeKeys.deviceShare(pending))
    await store.delete(pendingWalletKey(identity))
  }

  /** The wallet is confirmed at the service: a pending mark for it (or a share of a wallet that lost the race) goes. */
  async function settlePendingWallet(identity: string | undefined, address: Hex): Promise<void> {
    if (identity === undefined) return
    const pending = await store.get(pendingWalletKey(identity))
    if (!pending) return
    if (getAddress(pending) !== address) await store.delete(storeKeys.deviceShare(pending))
    await store.delete(pendingWalletKey(identity))
  }

  /**
   * A wallet exists: rebuild it with this device's share when it has one (including one whose upload
   * answer was lost), else with the recovery share, released to a new device only.
   */
  async function adoptWallet(sessionToken: string, wallet: { address: string; authShare: string }): Promise<Wallet> {
    const address = getAddress(wallet.address)
    const key = storeKeys.deviceShare(address)
    const deviceShare = await store.get(key)
    if (deviceShare) {
      const rebuilt = await withRebuiltKey([deviceShare, wallet.authShare], address, solanaAddressOf).catch(() => undefined)
      if (rebuilt !== undefined) return { address, solanaAddress: rebuilt }
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

  let wallet = login.isNewUser ? undefined : await authShareOrNone(login.sessionToken)
  if (!wallet) {
    await dropPendingWallet(identity)
    await refuseOrphanedDeviceShare(identity)
  }
  let created = wallet ? undefined : await createWallet(login.sessionToken, identity)
  if (!created) {
    wallet ??= await api.authShare(login.sessionToken)
    created = await adoptWallet(login.sessionToken, wallet)
  }
  await settlePendingWallet(identity, created.address)
  await rememberIdentity(store, identity, created.address)
  return created
}

/** Records which wallet this device holds a share of for an identity (see `refuseOrphanedDeviceShare`). */
export async function rememberIdentity(store: FrameStore, identity: string | undefined, address: Hex): Promise<void> {
  if (identity === undefined) return
  const key = storeKeys.identityWallet(identity)
  if ((await store.get(key)) !== address) await store.set(key, address)
}
