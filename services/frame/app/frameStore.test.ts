import 'fake-indexeddb/auto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AuthTestServer } from '../../../test/services/authTestServer'
import { startAuthTestServer } from '../../../test/services/authTestServer'
import { createAuthApi } from './authApi'
import type { FrameStore, SessionScope } from './frameStore'
import { createIndexedDbStore, createMemoryStore, scopeSession, sessionTokenKey, storeKeys } from './frameStore'
import { createWalletSession } from './walletSession'

const shop: SessionScope = { projectId: 'foyer-local', hostOrigin: 'http://127.0.0.1:5173' }
// Another project on the same page, and the same project on another origin of the same site: both
// share the frame origin's storage with `shop` in a browser.
const otherProject: SessionScope = { projectId: 'foyer-capture', hostOrigin: 'http://127.0.0.1:5173' }
const otherOrigin: SessionScope = { projectId: 'foyer-local', hostOrigin: 'http://127.0.0.1:5174' }

describe('scopeSession', () => {
  it('keeps one session token per project and host origin; the device state stays shared', async () => {
    const device = createMemoryStore()
    const a = scopeSession(device, shop)
    await a.set(storeKeys.sessionToken, 'token-a')
    await a.set(storeKeys.deviceId, 'device-1')
    await a.set(storeKeys.deviceShare('0xAB'), 'share')

    for (const scope of [otherProject, otherOrigin]) {
      const b = scopeSession(device, scope)
      expect(await b.get(storeKeys.sessionToken)).toBeUndefined()
      expect(await b.get(storeKeys.deviceId)).toBe('device-1')
      expect(await b.get(storeKeys.deviceShare('0xab'))).toBe('share')
      // Signing out elsewhere leaves this page's session alone.
      await b.delete(storeKeys.sessionToken)
    }
    expect(await a.get(storeKeys.sessionToken)).toBe('token-a')
    expect(await device.get(sessionTokenKey(shop))).toBe('token-a')
    expect(await device.get(storeKeys.sessionToken)).toBeUndefined()
  })

  it('cannot be fooled by a project id that ends like an origin', async () => {
    const device = createMemoryStore()
    await scopeSession(device, { projectId: 'a:http://x', hostOrigin: 'http://y' }).set(storeKeys.sessionToken, 't')
    expect(await scopeSession(device, { projectId: 'a', hostOrigin: 'http://x:http://y' }).get(storeKeys.sessionToken)).toBeUndefined()
  })
})

describe('a frame session bound to its project and origin (real auth routes)', () => {
  let server: AuthTestServer
  beforeAll(async () => {
    server = await startAuthTestServer()
  })
  afterAll(() => server?.close())

  async function signIn(store: FrameStore, email: string) {
    const api = createAuthApi(server.url)
    const session = createWalletSession({ api, store })
    const deviceId = await session.deviceId()
    await api.emailStart({ projectId: shop.projectId, email, deviceId })
    const login = await api.emailVerify({ email, otp: await server.latestCode(email), deviceId })
    return session.completeLogin(login)
  }
  const restore = (store: FrameStore) => createWalletSession({ api: createAuthApi(server.url), store }).restore()

  it('another project or origin sharing the frame storage finds no session; its own page restores it', async () => {
    const device = createIndexedDbStore(`foyer-frame-scope-${crypto.randomUUID()}`)
    const user = await signIn(scopeSession(device, shop), 'scoped@example.com')
    expect(await restore(scopeSession(device, otherProject))).toBeUndefined()
    expect(await restore(scopeSession(device, otherOrigin))).toBeUndefined()
    expect(await restore(scopeSession(device, shop))).toEqual(user)
  })
})
