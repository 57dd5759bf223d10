import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createAuthContext } from './authContext'
import type { AuthStore } from './authStore'
import { createTestAuthStore, startAuthTestServer } from '../../../test/services/authTestServer'
import type { AuthTestServer } from '../../../test/services/authTestServer'
import { wrongCode } from '../../../test/services/wrongCode'
import { CODE_KIND, checkCode, pendingCodeData, sendCode } from './emailCodes'
import { createDevMailbox } from './mailer'
import type { Mailer } from './mailer'

/**
 * The code budgets as requesters see them over HTTP. Requests come from several loopback addresses
 * (127.0.0.x), so the API sees several client IPs; codes are bound to the device that asked.
 */
const OWNER_DEVICE = '6f1c1a52-7d0e-4a4e-9d0b-0d5e1f7a9a01'
const OWNER = '127.0.0.1'
const STRANGER = '127.0.0.2'
const HOUR = 60 * 60_000

let store: Promise<AuthStore>
let server: AuthTestServer
beforeEach(async () => {
  store = createTestAuthStore()
  server = await startAuthTestServer({ store: () => store })
})
afterEach(async () => {
  await server.close()
})

const start = (email: string, ip = OWNER, deviceId = OWNER_DEVICE) =>
  server.from(ip).post('/auth/v1/email/start', { projectId: 'foyer-local', email, deviceId })
const verify = (email: string, otp: string, ip = OWNER, deviceId = OWNER_DEVICE) => server.from(ip).post('/auth/v1/email/verify', { email, otp, deviceId })

/** Waits out the 30 s throttle, requests a code for `deviceId` and returns it (read from the mailbox). */
async function freshCode(email: string, ip = OWNER, deviceId = OWNER_DEVICE): Promise<string> {
  server.clock.now += 30_000
  expect((await start(email, ip, deviceId)).status).toBe(200)
  return server.latestCode(email)
}

/** Guesses wrong `times` times at `code` (of `deviceId`) from `ip` and returns the answers. */
async function guessWrong(email: string, code: string, ip: string, times = 5, deviceId = OWNER_DEVICE) {
  const answers = []
  for (let guess = 0; guess < times; guess++) answers.push(await verify(email, wrongCode(code), ip, deviceId))
  return answers
}

/** The answers to 5 wrong guesses at a fresh code: 4 tries left ... 1, then locked. */
const FIVE_WRONG = [
  ...[4, 3, 2, 1].map((attemptsLeft) => ({ status: 401, body: { error: 'invalid_code', attemptsLeft } })),
  { status: 429, body: { error: 'too_many_attempts' } },
]

/** 20 wrong guesses at `email` by strangers: 4 codes, each for its own device and guessed from its own IP. */
async function strangersGuess(email: string, label: string): Promise<void> {
  for (let round = 0; round < 4; round++) {
    const ip = `127.0.1.${round + 10}`
    const device = `stranger-${label}-${round}`
    expect(await guessWrong(email, await freshCode(email, ip, device), ip, 5, device)).toEqual(FIVE_WRONG)
  }
}

/** Registers the owner's device for the user of `email`, as storing the wallet does. */
async function registerOwnerDevice(email: string): Promise<void> {
  const user = await (await store).userByEmail(email)
  await (await store).addDevice(user?.id ?? '', OWNER_DEVICE, server.clock.now)
}

const locked = (retryAfterMs: number) => ({ status: 429, body: { error: 'too_many_attempts', retryAfterMs } })

describe('code budgets', () => {
  it("caps an address's unregistered devices at 20 checks in every hour window, from all IPs together", async () => {
    const email = 'hours@example.com'
    for (let hour = 0; hour < 2; hour++) {
      const windowEnd = server.clock.now + 30_000 + HOUR // the window opens with the first check
      await strangersGuess(email, `h${hour}`)
      // The owner on a new device shares the address's budget: it is used up for this hour.
      const code = await freshCode(email)
      expect(await verify(email, code)).toEqual(locked(windowEnd - server.clock.now))
      server.clock.now = windowEnd - 30_001
      expect(await verify(email, await freshCode(email))).toEqual(locked(1))
      server.clock.now = windowEnd
    }
    expect((await verify(email, await server.latestCode(email))).status).toBe(200)
  })

  it("never spends a registered device's budget on strangers' guesses, nor lets strangers throttle its codes", async () => {
    const email = 'owner@example.com'
    await server.signIn(email, OWNER_DEVICE)
    await registerOwnerDevice(email)
    server.clock.now += HOUR // past the hour window of the sign-in's own check
    await strangersGuess(email, 'a')
    // A stranger's request right now would be throttled (30 s per address) and its checks locked...
    expect(await start(email, STRANGER, 'stranger-late')).toMatchObject({ status: 429, body: { error: 'throttled' } })
    // ...while the owner's registered device asks, mistypes and signs in.
    expect((await start(email)).status).toBe(200)
    const code = await server.latestCode(email)
    expect(await verify(email, wrongCode(code))).toEqual({ status: 401, body: { error: 'invalid_code', attemptsLeft: 4 } })
    expect(await verify(email, code)).toMatchObject({ status: 200, body: { isNewUser: false, newDevice: false } })
    // The owner on another, unregistered device shares the strangers' (used up) budget.
    server.clock.now += 30_000
    const other = await freshCode(email, OWNER, 'owner-new-laptop')
    expect(await verify(email, other, OWNER, 'owner-new-laptop')).toMatchObject({ status: 429, body: { error: 'too_many_attempts' } })
  })

  it('allows 5 checks per code, whoever makes them; a fresh code has fresh tries', async () => {
    const email = 'budget@example.com'
    const code = await freshCode(email)
    expect(await guessWrong(email, code, '127.0.0.3')).toEqual(FIVE_WRONG)
    expect(await guessWrong(email, code, '127.0.0.4', 1)).toEqual([{ status: 429, body: { error: 'too_many_attempts' } }])
    expect(await verify(email, code)).toEqual({ status: 429, body: { error: 'too_many_attempts' } })
    const next = await freshCode(email)
    expect(await guessWrong(email, next, '127.0.0.3', 1)).toEqual([{ status: 401, body: { error: 'invalid_code', attemptsLeft: 4 } }])
    // Another address's budget is its own.
    expect(await guessWrong('other@example.com', await freshCode('other@example.com'), '127.0.0.3', 1)).toEqual([
      { status: 401, body: { error: 'invalid_code', attemptsLeft: 4 } },
    ])
  })

  it('uses a right code once', async () => {
    const code = await freshCode('once@example.com')
    expect((await verify('once@example.com', code)).status).toBe(200)
    expect(await verify('once@example.com', code)).toEqual({ status: 410, body: { error: 'expired' } })
    expect(await verify('once@example.com', code, STRANGER)).toEqual({ status: 410, body: { error: 'expired' } })
  })
})

describe('sendCode and checkCode on the store', () => {
  const scope = 'login:unit@example.com'
  const request = {
    email: 'unit@example.com',
    scope,
    purpose: 'login' as const,
    requester: { ip: '10.0.0.1' },
    budget: { key: 'login:unit@example.com', knownDevice: false },
  }

  function setup(options: { mailer?: Mailer; takeRecord?: (store: AuthStore) => Promise<void> } = {}) {
    const clock = { now: Date.UTC(2026, 0, 1) }
    const mailbox = createDevMailbox(() => clock.now)
    const real = createTestAuthStore()
    let hooked = false
    // A takeRecord hook plays a request that lands between a right answer's check and its spend.
    const store = async (): Promise<AuthStore> => {
      const inner = await real
      return {
        ...inner,
        async takeRecord(kind, key) {
          if (options.takeRecord && !hooked) {
            hooked = true
            await options.takeRecord(inner)
          }
          return inner.takeRecord(kind, key)
        },
      }
    }
    const context = createAuthContext({ env: {}, now: () => clock.now, mailer: options.mailer ?? mailbox, store })
    const code = () => mailbox.messages(request.email).at(-1)?.code ?? ''
    return { clock, context, code, store: real }
  }

  it('returns the data sent with the code (not its hash or id), and a code is valid until its 10 minutes end', async () => {
    const { clock, context, code } = setup()
    await sendCode(context, { ...request, data: { newEmail: 'next@example.com' } })
    expect(await pendingCodeData(context, scope)).toEqual({ newEmail: 'next@example.com' })
    clock.now += 10 * 60_000 - 1
    expect(await checkCode(context, { scope, otp: code(), ip: '10.0.0.1' })).toEqual({ newEmail: 'next@example.com' })
    expect(await pendingCodeData(context, scope)).toBeUndefined()
  })

  it('answers expired at the end of the 10 minutes and deletes the code', async () => {
    const { clock, context, code, store } = setup()
    await sendCode(context, request)
    clock.now += 10 * 60_000
    await expect(checkCode(context, { scope, otp: code(), ip: '10.0.0.1' })).rejects.toMatchObject({ status: 410, message: 'expired' })
    expect(await (await store).record(CODE_KIND, scope)).toBeUndefined()
  })

  it('answers expired for a pending record it cannot read', async () => {
    const { clock, context } = setup()
    await (await context.store()).putRecord(CODE_KIND, scope, { value: { hash: 'x' }, expiresAt: clock.now + 60_000 }, clock.now)
    await expect(checkCode(context, { scope, otp: '123456', ip: '10.0.0.1' })).rejects.toMatchObject({ status: 410 })
  })

  it('lets one of two right answers racing win', async () => {
    const { context, code } = setup({ takeRecord: async (inner) => inner.deleteRecord(CODE_KIND, scope) })
    await sendCode(context, request)
    await expect(checkCode(context, { scope, otp: code(), ip: '10.0.0.1' })).rejects.toMatchObject({ status: 410, message: 'expired' })
  })

  it('keeps a newer code that replaced the one being spent', async () => {
    let newer = ''
    const { clock, context, code } = setup({
      takeRecord: async () => {
        clock.now += 30_000
        await sendCode(context, { ...request, data: { round: 'two' } })
        newer = code()
      },
    })
    await sendCode(context, { ...request, data: { round: 'one' } })
    await expect(checkCode(context, { scope, otp: code(), ip: '10.0.0.1' })).rejects.toMatchObject({ status: 410 })
    expect(await checkCode(context, { scope, otp: newer, ip: '10.0.0.1' })).toEqual({ round: 'two' })
  })

  it('does not count checks of codes without a project against a project', async () => {
    const { context, code } = setup()
    const limited = { ...context, rateLimits: { ...context.rateLimits, codeChecksPerProject: { limit: 1, windowMs: 60_000 } } }
    await sendCode(limited, request)
    for (const ip of ['10.0.0.2', '10.0.0.3']) {
      await expect(checkCode(limited, { scope, otp: wrongCode(code()), ip })).rejects.toMatchObject({ status: 401 })
    }
  })

  it('does not count code e-mails without a project against a project', async () => {
    const { clock, context } = setup()
    const limited = { ...context, rateLimits: { ...context.rateLimits, codeSendsPerProject: { limit: 1, windowMs: 60_000 } } }
    await sendCode(limited, request)
    clock.now += 30_000
    await sendCode(limited, request)
    expect(await pendingCodeData(limited, scope)).toEqual({})
  })

  it('answers 502 mail_failed and keeps no code when the mailer fails', async () => {
    const { context } = setup({ mailer: { send: () => Promise.reject(new Error('SMTP down: 123456')) } })
    await expect(sendCode(context, request)).rejects.toMatchObject({ status: 502, message: 'mail_failed' })
    expect(await pendingCodeData(context, scope)).toBeUndefined()
  })
})
