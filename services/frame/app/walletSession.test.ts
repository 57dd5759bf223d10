import 'fake-indexeddb/auto'
import { verifyMessage } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AuthTestServer } from '../../../test/services/authTestServer'
import { startAuthTestServer } from '../../../test/services/authTestServer'
import { createDatabaseAuthStore } from '../../api/auth/databaseAuthStore'
import { openDatabase } from '../../store/openDatabase'
import { createAuthApi } from './authApi'
import { withRebuiltKey } from './custody'
import type { FrameStore } from './frameStore'
import { createIndexedDbStore, createMemoryStore, storeKeys } from './frameStore'
import { createWalletSession, identityOf } from './walletSession'

/*
 * The frame's custody flows against the real auth routes (AUTH's test server, development mailbox):
 * a store per "device", an API client per frame.
 */
let server: AuthTestServer
beforeAll(async () => {
  server = await startAuthTestServer()
})
afterAll(() => server?.close())

/** A store that remembers every value ever written, to prove what the frame persisted. */
function recordingStore(inner: FrameStore = createMemoryStore()) {
  const written: string[] = []
  const store: FrameStore = {
    ...inner,
    set: (key, value) => {
      written.push(`${key}=${value}`)
      return inner.set(key, value)
    },
  }
  return { store, written }
}

/** A code sign-in up to the login (start, mailbox, verify), for `session`'s device. */
async function codeLogin(session: ReturnType<typeof createWalletSession>, email: string, on: AuthTestServer = server) {
  const api = createAuthApi(on.url)
  const deviceId = await session.deviceId()
  const { action } = await api.emailStart({ projectId: 'foyer-local', email, deviceId })
  on.clock.now += 31_000 // past the 30 s throttle for the next sign-in of the same address
  return { action, login: await api.emailVerify({ email, otp: await on.latestCode(email), deviceId }) }
}

async function signIn(store: FrameStore, email: string, on: AuthTestServer = server) {
  const api = createAuthApi(on.url)
  const session = createWalletSession({ api, store })
  const deviceId = await session.deviceId()
  const { action } = await api.emailStart({ projectId: 'foyer-local', email, deviceId })
  on.clock.now += 31_000 // past the 30 s throttle for the next sign-in of the same address
  const login = await api.emailVerify({ email, otp: await on.latestCode(email), deviceId })
  return { action, session, user: await session.completeLogin(login), api }
}

describe('walletSession', () => {
  it('creates the wallet for a new user, restores it after a reload, and signs', async () => {
    const device = recordingStore()
    const { action, user, session } = await signIn(device.store, 'new@example.com')
    expect(action).toBe('VERIFY_OTP')
    expect(user).toMatchObject({ authProvider: 'email', email: 'new@example.com' })

    // A reload: a new session object on the same store.
    const reloaded = createWalletSession({ api: createAuthApi(server.url), store: device.store })
    expect(await reloaded.restore()).toEqual(user)
    const signature = await reloaded.withAccount((account) => account.signMessage({ message: 'hello' }))
    expect(await verifyMessage({ address: user.address, message: 'hello', signature })).toBe(true)

    // What the frame stored: the device id, the session token and one share; never the key.
    const share = await device.store.get(storeKeys.deviceShare(user.address))
    const auth = await server.get('/auth/v1/wallet/auth-share', await session.token())
    const key = await withRebuiltKey([share ?? '', String(auth.body.authShare)], user.address, (privateKey) => privateKey)
    expect(device.written.join('\n')).not.toContain(key.slice(2))
    // (The share is marked pending until the API confirmed the upload; the mark is gone now.)
    expect(device.written.map((entry) => entry.split('=')[0]).sort()).toEqual(
      [
        'deviceId',
        storeKeys.deviceShare(user.address),
        'pendingWallet:email:new@example.com',
        storeKeys.identityWallet('email:new@example.com'),
        'sessionToken',
      ].sort(),
    )
    expect(await device.store.get('pendingWallet:email:new@example.com')).toBeUndefined()
  })

  it('signs in again on the same device with the device share', async () => {
    const store = createMemoryStore()
    const first = await signIn(store, 'again@example.com')
    await first.session.signOut()
    expect(await createWalletSession({ api: first.api, store }).restore()).toBeUndefined()
    const second = await signIn(store, 'again@example.com')
    expect(second.action).toBe('VERIFY_OTP')
    expect(second.user.address).toBe(first.user.address)
  })

  it('verifies a new device with the recovery share once the owner approved it, and gets the same address', async () => {
    const first = await signIn(createMemoryStore(), 'two@example.com')
    const laptop = recordingStore()
    // The code alone does not do: the device waits for the owner's approval by e-mail link.
    await expect(signIn(laptop.store, 'two@example.com')).rejects.toMatchObject({ code: 4011 })
    expect(await laptop.store.get(storeKeys.sessionToken)).toBeUndefined()
    const waiting = createWalletSession({ api: createAuthApi(server.url), store: laptop.store })
    const { action, login } = await codeLogin(waiting, 'two@example.com')
    // The API answers a registered address on a new device as any other (no account enumeration).
    expect(action).toBe('VERIFY_OTP')
    await expect(waiting.completeLogin(login)).rejects.toMatchObject({ code: 4011 })
    await waiting.sendDeviceLink({ projectId: 'foyer-local' })
    const approved = waiting.awaitDeviceApproval({ pollIntervalMs: 20 })
    expect((await server.post('/auth/v1/device/approve', { token: await server.latestLinkToken('two@example.com') })).status).toBe(204)
    const second = { session: waiting, user: await approved }
    expect(second.user.address).toBe(first.user.address)
    // The new device keeps the recovery share, which with the auth share rebuilds the key.
    const signature = await second.session.withAccount((account) => account.signMessage({ message: 'laptop' }))
    expect(await verifyMessage({ address: first.user.address, message: 'laptop', signature })).toBe(true)
    // And it is now a known device.
    const third = await signIn(laptop.store, 'two@example.com')
    expect(third.action).toBe('VERIFY_OTP')
  })

  it('never makes a new key when the server calls a user new whose wallet this device holds a share of', async () => {
    const device = recordingStore()
    const { user } = await signIn(device.store, 'kept@example.com')
    const kept = [storeKeys.deviceShare(user.address), storeKeys.identityWallet('email:kept@example.com')]
    const before = new Map(await Promise.all(kept.map(async (key) => [key, await device.store.get(key)] as const)))
    // A server that lost its data (one on an empty database): the same e-mail is a new user there.
    const emptyDatabase = await openDatabase({ memory: true })
    const amnesiac = await startAuthTestServer({ store: async () => createDatabaseAuthStore(emptyDatabase) })
    try {
      const written = device.written.length
      await expect(signIn(device.store, 'KEPT@example.com', amnesiac)).rejects.toMatchObject({
        code: 4300,
        shortMessage: expect.stringMatching(
          new RegExp(`holds the wallet ${user.address} for this account.*No new wallet was created.*restore the sign-in service's data`),
        ),
      })
      // Nothing but the new session token was written (and it was removed again); the share and its identity are as they were.
      expect(device.written.slice(written).map((entry) => entry.split('=')[0])).toEqual(['sessionToken'])
      for (const [key, value] of before) expect(await device.store.get(key)).toBe(value)
      expect(await device.store.get(storeKeys.sessionToken)).toBeUndefined()
      // And no wallet was uploaded to that server.
      const { sessionToken } = await amnesiac.signIn('kept@example.com', crypto.randomUUID())
      expect((await amnesiac.get('/auth/v1/wallet/auth-share', sessionToken)).status).toBe(404)
      // Another identity on the same device is still a new user with a new wallet.
      expect((await signIn(device.store, 'other@example.com', amnesiac)).user.address).not.toBe(user.address)
    } finally {
      await amnesiac.close()
      await emptyDatabase.close()
    }
  })

  it('remembers the identity of a wallet set up before identities were recorded, at restore', async () => {
    const store = createMemoryStore()
    const { user } = await signIn(store, 'legacy@example.com')
    await store.delete(storeKeys.identityWallet('email:legacy@example.com'))
    expect(await createWalletSession({ api: createAuthApi(server.url), store }).restore()).toEqual(user)
    expect(await store.get(storeKeys.identityWallet('email:legacy@example.com'))).toBe(user.address)
  })

  it('names identities by e-mail, or by provider and user name', () => {
    expect(identityOf({ authProvider: 'email', email: 'Ada@Example.com', userName: 'x' })).toBe('email:ada@example.com')
    expect(identityOf({ authProvider: 'github', userName: 'Octocat' })).toBe('github:octocat')
    expect(identityOf({ authProvider: 'google', email: 'g@example.com' })).toBe('google:g@example.com')
    expect(identityOf({ authProvider: 'x' })).toBeUndefined()
  })

  it('forgets a revoked session on restore (4100 from getUser then)', async () => {
    const store = createMemoryStore()
    const { session } = await signIn(store, 'revoked@example.com')
    await server.post('/auth/v1/session/revoke', undefined, await session.token())
    expect(await createWalletSession({ api: createAuthApi(server.url), store }).restore()).toBeUndefined()
    expect(await store.get(storeKeys.sessionToken)).toBeUndefined()
  })

  it('forgets an expired session on restore with 4101 Session expired, once', async () => {
    const store = createMemoryStore()
    await signIn(store, 'expired@example.com')
    server.clock.now += 7 * 24 * 60 * 60_000
    const reloaded = createWalletSession({ api: createAuthApi(server.url), store })
    await expect(reloaded.restore()).rejects.toMatchObject({ code: 4101, shortMessage: 'Session expired' })
    expect(await store.get(storeKeys.sessionToken)).toBeUndefined()
    // Told once: the next restore finds no session, as after a sign-out.
    expect(await reloaded.restore()).toBeUndefined()
  })

  it("a service failure while setting the wallet up is 'A problem occurred while trying initialize authentication' (5000)", async () => {
    const failingWalletUpload: typeof fetch = (input, init) =>
      new URL(String(input)).pathname === '/auth/v1/wallet' && init?.method === 'PUT'
        ? Promise.resolve(new Response('{"error":"internal"}', { status: 500 }))
        : fetch(input, init)
    const store = createMemoryStore()
    const session = createWalletSession({ api: createAuthApi(server.url, failingWalletUpload), store })
    const { login } = await codeLogin(session, 'setup-fails@example.com')
    await expect(session.completeLogin(login)).rejects.toMatchObject({ code: 5000, shortMessage: 'A problem occurred while trying initialize authentication' })
    expect(await store.get(storeKeys.sessionToken)).toBeUndefined()
  })

  it('refuses to sign when signed out', async () => {
    const session = createWalletSession({ api: createAuthApi(server.url), store: createMemoryStore() })
    await expect(session.withAccount(async () => 'x')).rejects.toMatchObject({ code: 4100 })
    await expect(session.token()).rejects.toMatchObject({ code: 4100 })
  })

  it('maps code errors: wrong code 4010, throttle 429 with the seconds left', async () => {
    const api = createAuthApi(server.url)
    const deviceId = crypto.randomUUID()
    await api.emailStart({ projectId: 'foyer-local', email: 'codes@example.com', deviceId })
    const code = await server.latestCode('codes@example.com')
    const wrong = code === '00000000' ? '11111111' : '00000000'
    await expect(api.emailVerify({ email: 'codes@example.com', otp: wrong, deviceId })).rejects.toMatchObject({ code: 4010 })
    server.clock.now += 10_400
    await expect(api.emailStart({ projectId: 'foyer-local', email: 'codes@example.com', deviceId })).rejects.toMatchObject({
      code: 429,
      shortMessage: 'Please try again after 20 seconds',
    })
  })

  it("maps the API's per-client limit (429 rate_limited) to 'Please try again after N seconds'", async () => {
    const limited = await startAuthTestServer({ rateLimits: { codeSendsPerIp: { limit: 1, windowMs: 90_000 } } })
    try {
      const api = createAuthApi(limited.url)
      const deviceId = crypto.randomUUID()
      await api.emailStart({ projectId: 'foyer-local', email: 'first@example.com', deviceId })
      await expect(api.emailStart({ projectId: 'foyer-local', email: 'second@example.com', deviceId })).rejects.toMatchObject({
        code: 429,
        shortMessage: 'Please try again after 90 seconds',
      })
    } finally {
      await limited.close()
    }
  })

  it('keeps its state in IndexedDB', async () => {
    const store = createIndexedDbStore(`foyer-frame-test-${crypto.randomUUID()}`)
    expect(await store.get('x')).toBeUndefined()
    await store.set('x', 'y')
    expect(await store.get('x')).toBe('y')
    await store.delete('x')
    expect(await store.get('x')).toBeUndefined()
    const { user } = await signIn(store, 'idb@example.com')
    expect(await createWalletSession({ api: createAuthApi(server.url), store }).restore()).toEqual(user)
  })
})
