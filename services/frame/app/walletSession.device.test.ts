import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AuthTestServer } from '../../../test/services/authTestServer'
import { startAuthTestServer } from '../../../test/services/authTestServer'
import { createAuthApi } from './authApi'
import type { FrameStore } from './frameStore'
import { createMemoryStore, storeKeys } from './frameStore'
import { createWalletSession } from './walletSession'

/*
 * The frame's side of device approval and of a lost wallet upload, against the real auth routes
 * (development mailbox): a store per device, an API client per frame.
 */
let server: AuthTestServer
beforeAll(async () => {
  server = await startAuthTestServer()
})
afterAll(() => server?.close())

/** Signs in by code on `store`'s device through `api` (the real one unless a test drops answers). */
async function signIn(store: FrameStore, email: string, api = createAuthApi(server.url)) {
  const session = createWalletSession({ api, store })
  const deviceId = await session.deviceId()
  await api.emailStart({ projectId: 'foyer-local', email, deviceId })
  server.clock.now += 31_000 // past the 30 s throttle for the next sign-in of the same address
  const login = await api.emailVerify({ email, otp: await server.latestCode(email), deviceId })
  return { session, login, completed: session.completeLogin(login) }
}

/** An API client whose `PUT /auth/v1/wallet` reaches the server but whose answer is lost, `times` times. */
function droppingApi(times: number) {
  let dropped = 0
  const fetchFn: typeof fetch = async (input, init) => {
    const response = await fetch(input, init)
    if (init?.method === 'PUT' && String(input).endsWith('/auth/v1/wallet') && dropped < times) {
      dropped++
      throw new TypeError('fetch failed')
    }
    return response
  }
  return { api: createAuthApi(server.url, fetchFn), dropped: () => dropped }
}

const linkToken = () => server.latestLinkToken('owner@example.com')

describe('a new device of an existing wallet', () => {
  it('waits for the approval and is refused, and signed out, when the owner answers "This was not me"', async () => {
    const owner = await signIn(createMemoryStore(), 'owner@example.com')
    await owner.completed
    const intruder = await signIn(createMemoryStore(), 'owner@example.com')
    await expect(intruder.completed).rejects.toMatchObject({ code: 4011 })
    await intruder.session.sendDeviceLink({ projectId: 'foyer-local' })
    // Throttled like codes.
    await expect(intruder.session.sendDeviceLink({ projectId: 'foyer-local' })).rejects.toMatchObject({ code: 429 })
    const waiting = intruder.session.awaitDeviceApproval({ pollIntervalMs: 20 })
    expect((await server.post('/auth/v1/device/deny', { token: await linkToken() })).status).toBe(204)
    await expect(waiting).rejects.toMatchObject({ code: 4012 })
    expect(intruder.session.current()).toBeUndefined()
    expect((await server.get('/auth/v1/session', intruder.login.sessionToken)).status).toBe(401)
    // Nothing is left to wait for.
    await expect(intruder.session.awaitDeviceApproval({ pollIntervalMs: 20 })).rejects.toMatchObject({ code: 4100 })
  })

  it('stops waiting when the link expires, and when the sign-in is given up', async () => {
    const intruder = await signIn(createMemoryStore(), 'owner@example.com')
    await expect(intruder.completed).rejects.toMatchObject({ code: 4011 })
    await intruder.session.sendDeviceLink({ projectId: 'foyer-local' })
    server.clock.now += 15 * 60_000
    await expect(intruder.session.awaitDeviceApproval({ pollIntervalMs: 20 })).rejects.toMatchObject({ code: 4013 })

    const again = await signIn(createMemoryStore(), 'owner@example.com')
    await expect(again.completed).rejects.toMatchObject({ code: 4011 })
    await again.session.sendDeviceLink({ projectId: 'foyer-local' })
    const waiting = again.session.awaitDeviceApproval({ pollIntervalMs: 20 })
    again.session.cancelDeviceApproval()
    await expect(waiting).rejects.toMatchObject({ code: 5001 })
    await expect.poll(async () => (await server.get('/auth/v1/session', again.login.sessionToken)).status).toBe(401)
  })
})

describe('a wallet upload whose answer is lost', () => {
  it('is repeated once, and the API answers the same wallet again', async () => {
    const dropping = droppingApi(1)
    const { completed, login } = await signIn(createMemoryStore(), 'retry@example.com', dropping.api)
    const user = await completed
    expect(dropping.dropped()).toBe(1)
    expect((await server.get('/auth/v1/wallet/auth-share', login.sessionToken)).body).toMatchObject({ address: user.address })
  })

  it('is recovered at the next sign-in on the same device, with the same address', async () => {
    const store = createMemoryStore()
    const dropping = droppingApi(2)
    const first = await signIn(store, 'lost@example.com', dropping.api)
    await expect(first.completed).rejects.toMatchObject({ code: 5000 })
    expect(dropping.dropped()).toBe(2)
    // The server stored the wallet; this device kept its share, marked pending.
    const stored = await server.get('/auth/v1/wallet/auth-share', first.login.sessionToken)
    expect(stored.status).toBe(200)
    const address = String(stored.body.address)
    expect(await store.get('pendingWallet:email:lost@example.com')).toBe(address)
    expect(await store.get(storeKeys.deviceShare(address))).toBeDefined()

    const second = await signIn(store, 'lost@example.com')
    expect(second.login.newDevice).toBe(false)
    const user = await second.completed
    expect(user.address).toBe(address)
    expect(await store.get('pendingWallet:email:lost@example.com')).toBeUndefined()
    const signature = await second.session.withAccount((account) => account.signMessage({ message: 'back' }))
    expect(signature).toMatch(/^0x/)
  })

  it('that never reached the API is forgotten, and the next sign-in makes a new wallet', async () => {
    const store = createMemoryStore()
    const unreachable = createAuthApi(server.url, async (input, init) => {
      if (init?.method === 'PUT') throw new TypeError('fetch failed')
      return fetch(input, init)
    })
    const first = await signIn(store, 'never@example.com', unreachable)
    await expect(first.completed).rejects.toMatchObject({ code: 5000 })
    const stale = await store.get('pendingWallet:email:never@example.com')
    expect(stale).toMatch(/^0x/)
    const user = await (await signIn(store, 'never@example.com')).completed
    expect(user.address).not.toBe(stale)
    expect(await store.get(storeKeys.deviceShare(stale ?? ''))).toBeUndefined()
    expect(await store.get('pendingWallet:email:never@example.com')).toBeUndefined()
  })
})
