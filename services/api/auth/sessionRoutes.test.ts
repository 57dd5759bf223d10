import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createAuthSecrets } from './authSecrets'
import { createTestAuthStore, startAuthTestServer } from '../../../test/services/authTestServer'
import type { AuthTestServer } from '../../../test/services/authTestServer'
import type { AuthStore } from './authStore'

const DEVICE_A = 'device-aaaa-0001'
const DEVICE_B = 'device-bbbb-0002'
const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const WALLET = { address: ADDRESS.toLowerCase(), authShare: 'YXV0aC1zaGFyZQ==', recoveryShare: 'cmVjb3Zlcnktc2hhcmU=' }

let server: AuthTestServer
let store: AuthStore
beforeEach(async () => {
  store = await createTestAuthStore()
  server = await startAuthTestServer({ store: async () => store, env: { FOYER_RECOVERY_KEY: '11'.repeat(32) } })
})
afterEach(async () => {
  await server.close()
})

describe('sessions', () => {
  it('refuses missing, malformed, unknown, expired and revoked tokens with 401', async () => {
    expect(await server.get('/auth/v1/session')).toEqual({ status: 401, body: { error: 'invalid_session' } })
    expect((await server.get('/auth/v1/session', 'short')).status).toBe(401)
    expect((await server.get('/auth/v1/session', 'x'.repeat(43))).status).toBe(401)

    const { sessionToken } = await server.signIn('ann@example.com', DEVICE_A)
    expect((await server.get('/auth/v1/session', sessionToken)).status).toBe(200)
    server.clock.now += 7 * 24 * 60 * 60_000 - 1
    expect((await server.get('/auth/v1/session', sessionToken)).status).toBe(200)
    server.clock.now += 1
    expect((await server.get('/auth/v1/session', sessionToken)).status).toBe(401)

    server.clock.now += 60_000
    const again = await server.signIn('ann@example.com', DEVICE_A)
    expect((await server.post('/auth/v1/session/revoke', undefined, again.sessionToken)).status).toBe(204)
    expect(await server.get('/auth/v1/session', again.sessionToken)).toEqual({ status: 401, body: { error: 'invalid_session' } })
    expect((await server.post('/auth/v1/session/revoke', undefined, again.sessionToken)).status).toBe(401)
  })

  it('tells an expired session (session_expired) from an unknown or revoked one (invalid_session), also after later logins', async () => {
    const { sessionToken } = await server.signIn('eve@example.com', DEVICE_A)
    server.clock.now += 7 * 24 * 60 * 60_000
    expect(await server.get('/auth/v1/session', sessionToken)).toEqual({ status: 401, body: { error: 'session_expired' } })
    expect(await server.get('/auth/v1/wallet/auth-share', sessionToken)).toEqual({ status: 401, body: { error: 'session_expired' } })
    // Another user's login purges ended sessions, but keeps this one to answer "expired" a while longer.
    server.clock.now += 20 * 24 * 60 * 60_000
    await server.signIn('other@example.com', DEVICE_B)
    expect(await server.get('/auth/v1/session', sessionToken)).toEqual({ status: 401, body: { error: 'session_expired' } })
    // A well-signed token the store never saw is unknown, not expired.
    const unknown = createAuthSecrets(Buffer.from('11'.repeat(32), 'hex')).newToken()
    expect((await server.get('/auth/v1/session', unknown)).body).toEqual({ error: 'invalid_session' })
  })

  it('stores only hashes of session tokens', async () => {
    const { sessionToken } = await server.signIn('hash@example.com', DEVICE_A)
    expect(await store.session(sessionToken)).toBeUndefined()
    expect(await store.session(createAuthSecrets(new Uint8Array(32)).digest(sessionToken))).toMatchObject({ deviceId: DEVICE_A })
  })
})

describe('wallet shares', () => {
  it('stores a wallet once, gives the auth share to any session of the user, and reports the address', async () => {
    const { sessionToken } = await server.signIn('wal@example.com', DEVICE_A)
    expect((await server.get('/auth/v1/wallet/auth-share', sessionToken)).body).toEqual({ error: 'no_wallet' })
    expect(await server.put('/auth/v1/wallet', WALLET, sessionToken)).toEqual({ status: 201, body: { address: ADDRESS } })
    expect((await server.put('/auth/v1/wallet', { ...WALLET, authShare: 'b3RoZXI=' }, sessionToken)).body).toEqual({ error: 'wallet_exists' })
    expect((await server.put('/auth/v1/wallet', { ...WALLET, authShare: 'b3RoZXI=' }, sessionToken)).status).toBe(409)
    expect((await server.get('/auth/v1/wallet/auth-share', sessionToken)).body).toEqual({ address: ADDRESS, authShare: WALLET.authShare })
    expect((await server.get('/auth/v1/session', sessionToken)).body).toMatchObject({ address: ADDRESS })
    // The device that created the wallet is registered, so it never needs the recovery share.
    expect((await server.get('/auth/v1/wallet/recovery-share', sessionToken)).body).toEqual({ error: 'recovery_not_allowed' })
    expect((await server.get('/auth/v1/wallet/auth-share')).status).toBe(401)
  })

  it('refuses malformed wallets', async () => {
    const { sessionToken } = await server.signIn('bad@example.com', DEVICE_A)
    expect((await server.put('/auth/v1/wallet', { ...WALLET, address: '0x12' }, sessionToken)).status).toBe(400)
    expect((await server.put('/auth/v1/wallet', { ...WALLET, authShare: 'not base64!' }, sessionToken)).status).toBe(400)
    expect((await server.put('/auth/v1/wallet', { address: ADDRESS, authShare: 'AQID' }, sessionToken)).status).toBe(400)
    expect((await server.put('/auth/v1/wallet', WALLET)).status).toBe(401)
  })

  it('releases the recovery share once, to a fresh login on a new device once approved, and registers that device', async () => {
    const owner = await server.signIn('rec@example.com', DEVICE_A)
    await server.put('/auth/v1/wallet', WALLET, owner.sessionToken)

    server.clock.now += 60_000
    const stale = await server.signIn('rec@example.com', DEVICE_B)
    expect(stale.newDevice).toBe(true)
    await server.approveDevice('rec@example.com', stale.sessionToken)
    server.clock.now += 5 * 60_000
    expect(await server.get('/auth/v1/wallet/recovery-share', stale.sessionToken)).toEqual({ status: 403, body: { error: 'recovery_not_allowed' } })

    server.clock.now += 30_000
    const fresh = await server.signIn('rec@example.com', DEVICE_B)
    expect(fresh.newDevice).toBe(true)
    server.clock.now += 4 * 60_000
    // Fresh counts from the approval, not from the sign-in.
    await server.approveDevice('rec@example.com', fresh.sessionToken)
    server.clock.now += 4 * 60_000
    expect(await server.get('/auth/v1/wallet/recovery-share', fresh.sessionToken)).toEqual({ status: 200, body: { recoveryShare: WALLET.recoveryShare } })
    expect((await server.get('/auth/v1/wallet/recovery-share', fresh.sessionToken)).status).toBe(403)

    server.clock.now += 60_000
    const known = await server.signIn('rec@example.com', DEVICE_B)
    expect(known.newDevice).toBe(false)
    expect((await server.get('/auth/v1/wallet/recovery-share', known.sessionToken)).status).toBe(403)
  })

  it('answers a repeated PUT of the same wallet with 200, so a lost answer can be retried, and refuses any other', async () => {
    const { sessionToken } = await server.signIn('again@example.com', DEVICE_A)
    expect((await server.put('/auth/v1/wallet', WALLET, sessionToken)).status).toBe(201)
    expect(await server.put('/auth/v1/wallet', WALLET, sessionToken)).toEqual({ status: 200, body: { address: ADDRESS } })
    expect(await server.put('/auth/v1/wallet', { ...WALLET, address: ADDRESS }, sessionToken)).toEqual({ status: 200, body: { address: ADDRESS } })
    // Anything else is another wallet: the auth share alone (which any session reads) is not enough.
    for (const other of [
      { ...WALLET, recoveryShare: 'b3RoZXI=' },
      { ...WALLET, authShare: 'b3RoZXI=' },
      { ...WALLET, address: '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC' },
    ]) {
      expect(await server.put('/auth/v1/wallet', other, sessionToken)).toEqual({ status: 409, body: { error: 'wallet_exists' } })
    }
    server.clock.now += 30_000
    const laptop = await server.signIn('again@example.com', DEVICE_B)
    expect((await server.put('/auth/v1/wallet', { ...WALLET, recoveryShare: 'b3RoZXI=' }, laptop.sessionToken)).status).toBe(409)
    expect((await server.get('/auth/v1/wallet/recovery-share', laptop.sessionToken)).body).toEqual({ error: 'device_unverified' })
  })

  it('keeps the recovery share encrypted at rest, apart from the auth share', async () => {
    const { sessionToken } = await server.signIn('enc@example.com', DEVICE_A)
    await server.put('/auth/v1/wallet', WALLET, sessionToken)
    const userId = String((await server.get('/auth/v1/session', sessionToken)).body.userId)
    const sealed = await store.sealedRecoveryShare(userId)
    expect(sealed).toBeDefined()
    expect(sealed).not.toContain(WALLET.recoveryShare)
    expect(Buffer.from(sealed ?? '', 'base64').toString('utf8')).not.toContain('recovery-share')
    expect(await store.wallet(userId)).toEqual({ address: ADDRESS, authShare: WALLET.authShare })
    // Under the same key it opens, under another (a dump alone) or for another user it does not.
    expect(createAuthSecrets(Buffer.from('11'.repeat(32), 'hex')).open(sealed ?? '', userId)).toBe(WALLET.recoveryShare)
    expect(() => createAuthSecrets(Buffer.from('22'.repeat(32), 'hex')).open(sealed ?? '', userId)).toThrow()
    expect(() => createAuthSecrets(Buffer.from('11'.repeat(32), 'hex')).open(sealed ?? '', 'someone-else')).toThrow()
  })
})
