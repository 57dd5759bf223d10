import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createTestAuthStore, startAuthTestServer } from '../../../test/services/authTestServer'
import type { AuthTestServer } from '../../../test/services/authTestServer'
import type { AuthStore } from './authStore'

const DEVICE_A = 'device-aaaa-0001'
const DEVICE_B = 'device-bbbb-0002'
const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const WALLET = { address: ADDRESS, authShare: 'YXV0aC1zaGFyZQ==', recoveryShare: 'cmVjb3Zlcnktc2hhcmU=' }

let server: AuthTestServer
let store: AuthStore
/** Users the store pretends are gone (a session that outlived its user). */
const goneUsers = new Set<string>()
beforeEach(async () => {
  goneUsers.clear()
  const real = await createTestAuthStore()
  store = { ...real, userById: async (id) => (goneUsers.has(id) ? undefined : real.userById(id)) }
  server = await startAuthTestServer({ store: async () => store, env: { FOYER_RECOVERY_KEY: '11'.repeat(32) } })
})
afterEach(async () => {
  await server.close()
})

describe("a session sees only its own user's wallet", () => {
  it("never returns one user's shares or address to another user's session", async () => {
    const owner = await server.signIn('owner@example.com', DEVICE_A)
    expect((await server.put('/auth/v1/wallet', WALLET, owner.sessionToken)).status).toBe(201)

    // Another user, signing in fresh on a device the owner used, is still another user.
    server.clock.now += 60_000
    const other = await server.signIn('other@example.com', DEVICE_A)
    expect(await server.get('/auth/v1/wallet/auth-share', other.sessionToken)).toEqual({ status: 404, body: { error: 'no_wallet' } })
    const session = await server.get('/auth/v1/session', other.sessionToken)
    expect(session).toEqual({ status: 200, body: { userId: expect.any(String), authProvider: 'email', email: 'other@example.com' } })

    // Its fresh login on a device new to it finds no recovery share: the owner's is not its own.
    expect(other.newDevice).toBe(true)
    expect(await server.get('/auth/v1/wallet/recovery-share', other.sessionToken)).toEqual({ status: 404, body: { error: 'no_wallet' } })
    expect((await server.get('/auth/v1/wallet/auth-share', owner.sessionToken)).body).toEqual({ address: ADDRESS, authShare: WALLET.authShare })
  })

  it('answers no_wallet to a fresh login on a new device of a user who never stored one', async () => {
    await server.signIn('nowallet@example.com', DEVICE_A)
    server.clock.now += 30_000
    const fresh = await server.signIn('nowallet@example.com', DEVICE_B)
    expect(fresh.newDevice).toBe(true)
    expect(await server.get('/auth/v1/wallet/recovery-share', fresh.sessionToken)).toEqual({ status: 404, body: { error: 'no_wallet' } })
  })

  it('reports the e-mail and, once stored, the address, and nothing else', async () => {
    const { sessionToken } = await server.signIn('shape@example.com', DEVICE_A)
    const before = await server.get('/auth/v1/session', sessionToken)
    expect(before).toEqual({ status: 200, body: { userId: expect.any(String), authProvider: 'email', email: 'shape@example.com' } })
    await server.put('/auth/v1/wallet', WALLET, sessionToken)
    expect((await server.get('/auth/v1/session', sessionToken)).body).toEqual({ ...before.body, address: ADDRESS })
  })

  it('refuses a session whose user is gone', async () => {
    const { sessionToken } = await server.signIn('gone@example.com', DEVICE_A)
    const userId = String((await server.get('/auth/v1/session', sessionToken)).body.userId)
    goneUsers.add(userId)
    expect(await server.get('/auth/v1/session', sessionToken)).toEqual({ status: 401, body: { error: 'invalid_session' } })
  })
})

describe('the device that stores the wallet', () => {
  it('is known at its next sign-in, so it is never offered the recovery share', async () => {
    const first = await server.signIn('creator@example.com', DEVICE_A)
    await server.put('/auth/v1/wallet', WALLET, first.sessionToken)
    server.clock.now += 30_000
    const again = await server.signIn('creator@example.com', DEVICE_A)
    expect(again.newDevice).toBe(false)
    expect(await server.get('/auth/v1/wallet/recovery-share', again.sessionToken)).toEqual({ status: 403, body: { error: 'recovery_not_allowed' } })
  })

  it('gets the recovery share up to the last millisecond of a fresh login on a new device, not after', async () => {
    const owner = await server.signIn('edge@example.com', DEVICE_A)
    await server.put('/auth/v1/wallet', WALLET, owner.sessionToken)
    server.clock.now += 30_000
    const fresh = await server.signIn('edge@example.com', DEVICE_B)
    await server.approveDevice('edge@example.com', fresh.sessionToken)
    server.clock.now += 5 * 60_000 - 1
    expect((await server.get('/auth/v1/wallet/recovery-share', fresh.sessionToken)).status).toBe(200)
  })
})
