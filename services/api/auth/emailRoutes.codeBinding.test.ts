import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { AuthStore } from './authStore'
import { createTestAuthStore, startAuthTestServer } from '../../../test/services/authTestServer'
import type { AuthTestServer } from '../../../test/services/authTestServer'
import { wrongCode } from '../../../test/services/wrongCode'

/*
 * Codes bound to the device that asked: a stranger's request for the same address neither replaces
 * nor throttles the owner's code, a code works only on its own device, and asking for a code does
 * the same work for registered and new addresses.
 */
const OWNER_DEVICE = 'owner-device-0001'
const STRANGER_DEVICE = 'stranger-device-01'
const OWNER = '127.0.0.1'
const STRANGER = '127.0.0.2'

let store: Promise<AuthStore>
let calls: string[]
let server: AuthTestServer
beforeEach(async () => {
  store = createTestAuthStore()
  calls = []
  // Records which store methods the routes call, in order.
  const recording = async (): Promise<AuthStore> =>
    new Proxy(await store, {
      get(target, key, receiver) {
        const value: unknown = Reflect.get(target, key, receiver)
        if (typeof value !== 'function') return value
        return (...args: unknown[]) => {
          calls.push(String(key))
          return Reflect.apply(value, target, args) as unknown
        }
      },
    })
  server = await startAuthTestServer({ store: recording })
})
afterEach(async () => {
  await server.close()
})

const start = (email: string, ip: string, deviceId: string) => server.from(ip).post('/auth/v1/email/start', { projectId: 'foyer-local', email, deviceId })
const verify = (email: string, otp: string, ip: string, deviceId: string) => server.from(ip).post('/auth/v1/email/verify', { email, otp, deviceId })

describe('codes bound to the device that asked', () => {
  it("keeps the owner's pending code when a stranger asks for one, and takes a code only on its own device", async () => {
    const email = 'pending@example.com'
    expect((await start(email, OWNER, OWNER_DEVICE)).status).toBe(200)
    const ownerCode = await server.latestCode(email)
    server.clock.now += 31_000
    expect((await start(email, STRANGER, STRANGER_DEVICE)).status).toBe(200)
    const strangerCode = await server.latestCode(email)
    // The owner's code does not sign the stranger's device in, nor the stranger's the owner's.
    expect(await verify(email, ownerCode, STRANGER, STRANGER_DEVICE)).toMatchObject({ status: 401, body: { error: 'invalid_code' } })
    expect(await verify(email, strangerCode, OWNER, OWNER_DEVICE)).toMatchObject({ status: 401, body: { error: 'invalid_code' } })
    expect(await verify(email, ownerCode, OWNER, OWNER_DEVICE)).toMatchObject({ status: 200, body: { isNewUser: true } })
  })

  it("gives a registered device its own throttle: a stranger's request does not hold the owner's code back", async () => {
    const email = 'throttle@example.com'
    await server.signIn(email, OWNER_DEVICE)
    const user = await (await store).userByEmail(email)
    await (await store).addDevice(user?.id ?? '', OWNER_DEVICE, server.clock.now)
    server.clock.now += 31_000
    expect((await start(email, STRANGER, STRANGER_DEVICE)).status).toBe(200)
    expect(await start(email, STRANGER, 'stranger-device-02')).toMatchObject({ status: 429, body: { error: 'throttled' } })
    expect((await start(email, OWNER, OWNER_DEVICE)).status).toBe(200)
    const code = await server.latestCode(email)
    // The registered device's own 30 s.
    expect(await start(email, OWNER, OWNER_DEVICE)).toEqual({ status: 429, body: { error: 'throttled', retryAfterMs: 30_000 } })
    expect(await verify(email, code, OWNER, OWNER_DEVICE)).toMatchObject({ status: 200, body: { isNewUser: false, newDevice: false } })
  })

  it('takes the code as people type it: lower case, with a dash or spaces, O for 0 and I or L for 1', async () => {
    const email = 'typed@example.com'
    expect((await start(email, OWNER, OWNER_DEVICE)).status).toBe(200)
    const code = await server.latestCode(email)
    const typed = ` ${code.slice(0, 4)}-${code.slice(4, 6)} ${code.slice(6)} `.toLowerCase().replace(/0/g, 'o').replace(/1/g, 'l')
    expect(await verify(email, 'UUUUUUUU', OWNER, OWNER_DEVICE)).toMatchObject({ status: 400 })
    expect(await verify(email, wrongCode(code).toLowerCase(), OWNER, OWNER_DEVICE)).toMatchObject({ status: 401, body: { attemptsLeft: 4 } })
    expect(await verify(email, typed, OWNER, OWNER_DEVICE)).toMatchObject({ status: 200 })
  })
})

describe('asking for a code', () => {
  it('makes the same store calls for a registered address on a new device as for an address nobody uses', async () => {
    await server.signIn('known@example.com', OWNER_DEVICE)
    const user = await (await store).userByEmail('known@example.com')
    await (await store).addDevice(user?.id ?? '', OWNER_DEVICE, server.clock.now)
    server.clock.now += 31_000

    calls = []
    expect(await start('known@example.com', OWNER, STRANGER_DEVICE)).toEqual({ status: 200, body: { action: 'VERIFY_OTP' } })
    const registered = calls
    calls = []
    expect(await start('nobody@example.com', OWNER, STRANGER_DEVICE)).toEqual({ status: 200, body: { action: 'VERIFY_OTP' } })
    expect(calls).toEqual(registered)
    expect(registered).toContain('addressStatus')
    expect(registered).toContain('putRecord')
    // Only the mail, which reaches the owner alone, tells them apart.
    const purposes = await Promise.all(
      ['known@example.com', 'nobody@example.com'].map(
        async (to) => ((await server.get(`/dev/mailbox?to=${to}`)).body.messages as { purpose: string }[]).at(-1)?.purpose,
      ),
    )
    expect(purposes).toEqual(['verify-device', 'login'])
  })
})
