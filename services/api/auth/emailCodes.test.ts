import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createAuthContext } from './authContext'
import type { AuthStore } from './authStore'
import { createTestAuthStore, startAuthTestServer } from '../../../test/services/authTestServer'
import type { AuthTestServer } from '../../../test/services/authTestServer'
import { CODE_KIND, checkCode, pendingCodeData, sendCode } from './emailCodes'
import { createDevMailbox } from './mailer'
import type { Mailer } from './mailer'

/**
 * The code lockouts as a requester sees them over HTTP. Requests come from several loopback
 * addresses (127.0.0.x), so the API sees several client IPs.
 */
const DEVICE = '6f1c1a52-7d0e-4a4e-9d0b-0d5e1f7a9a01'
const OWNER = '127.0.0.1'
const STRANGER = '127.0.0.2'
const HOUR = 60 * 60_000

let server: AuthTestServer
beforeEach(async () => {
  server = await startAuthTestServer()
})
afterEach(async () => {
  await server.close()
})

const start = (email: string, ip = OWNER) => server.from(ip).post('/auth/v1/email/start', { projectId: 'foyer-local', email, deviceId: DEVICE })
const verify = (email: string, otp: string, ip = OWNER) => server.from(ip).post('/auth/v1/email/verify', { email, otp, deviceId: DEVICE })
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0')

/** Waits out the 30 s throttle, requests a code and returns it (read from the mailbox). */
async function freshCode(email: string, ip = OWNER): Promise<string> {
  server.clock.now += 30_000
  expect((await start(email, ip)).status).toBe(200)
  return server.latestCode(email)
}

/** Guesses wrong `times` times at `code` from `ip` and returns the answers. */
async function guessWrong(email: string, code: string, ip: string, times = 5) {
  const answers = []
  for (let guess = 0; guess < times; guess++) answers.push(await verify(email, wrong(code), ip))
  return answers
}

/** The answers to 5 wrong guesses at a fresh code: 4 tries left ... 1, then locked. */
const FIVE_WRONG = [
  ...[4, 3, 2, 1].map((attemptsLeft) => ({ status: 401, body: { error: 'invalid_code', attemptsLeft } })),
  { status: 429, body: { error: 'too_many_attempts' } },
]

/** 20 wrong guesses from `ip`, 5 at each of 4 fresh codes. */
async function twentyWrong(email: string, ip: string): Promise<void> {
  for (let round = 0; round < 4; round++) expect(await guessWrong(email, await freshCode(email), ip)).toEqual(FIVE_WRONG)
}

const locked = (retryAfterMs: number) => ({ status: 429, body: { error: 'too_many_attempts', retryAfterMs } })

describe('code lockouts', () => {
  it('caps a requester at 20 wrong guesses in every hour window, not only the first', async () => {
    const email = 'hours@example.com'
    for (let hour = 0; hour < 2; hour++) {
      const windowEnd = server.clock.now + 30_000 + HOUR // the window opens with the first wrong guess
      await twentyWrong(email, OWNER)
      const code = await freshCode(email)
      expect(await verify(email, code)).toEqual(locked(windowEnd - server.clock.now))
      server.clock.now = windowEnd - 30_001
      expect(await verify(email, await freshCode(email))).toEqual(locked(1))
      server.clock.now = windowEnd
    }
    expect((await verify(email, await server.latestCode(email))).status).toBe(200)
  })

  it("does not lock the owner out of the code they request after a stranger's wrong guesses", async () => {
    const email = 'owner@example.com'
    // A stranger who requests codes for the owner's address and guesses 20 times locks only itself.
    const windowEnd = server.clock.now + 30_000 + HOUR
    for (let round = 0; round < 4; round++) expect(await guessWrong(email, await freshCode(email, STRANGER), STRANGER)).toEqual(FIVE_WRONG)
    const fresh = await freshCode(email)
    expect(await verify(email, fresh, STRANGER)).toEqual(locked(windowEnd - server.clock.now))
    expect(await verify(email, fresh)).toMatchObject({ status: 200, body: { isNewUser: true } })

    // Another stranger's 5 wrong guesses at the owner's fresh code use up only its own tries at it.
    const ownerCode = await freshCode(email)
    expect(await guessWrong(email, ownerCode, '127.0.0.5')).toEqual(FIVE_WRONG)
    expect(await verify(email, ownerCode, '127.0.0.5')).toEqual({ status: 429, body: { error: 'too_many_attempts' } })
    expect(await verify(email, ownerCode)).toMatchObject({ status: 200, body: { isNewUser: false } })
  })

  it('gives each requester its own 5 tries at a code, and a fresh code fresh tries', async () => {
    const email = 'budget@example.com'
    const code = await freshCode(email)
    expect(await guessWrong(email, code, '127.0.0.3')).toEqual(FIVE_WRONG)
    expect(await guessWrong(email, code, '127.0.0.3', 1)).toEqual([{ status: 429, body: { error: 'too_many_attempts' } }])
    expect(await guessWrong(email, code, '127.0.0.4', 1)).toEqual([{ status: 401, body: { error: 'invalid_code', attemptsLeft: 4 } }])
    const next = await freshCode(email)
    expect(await guessWrong(email, next, '127.0.0.3', 1)).toEqual([{ status: 401, body: { error: 'invalid_code', attemptsLeft: 4 } }])
    // Another address's lockout is its own.
    expect(await guessWrong('other@example.com', await freshCode('other@example.com'), '127.0.0.3', 1)).toEqual([
      { status: 401, body: { error: 'invalid_code', attemptsLeft: 4 } },
    ])
  })

  it('locks an address for everyone after 100 checks in an hour window from many IPs', async () => {
    const email = 'spread@example.com'
    const windowEnd = server.clock.now + 30_000 + HOUR
    const guessers = ['127.0.0.11', '127.0.0.12', '127.0.0.13', '127.0.0.14', '127.0.0.15']
    for (let round = 0; round < 4; round++) {
      const code = await freshCode(email)
      for (const ip of guessers) expect(await guessWrong(email, code, ip)).toEqual(FIVE_WRONG)
    }
    const code = await freshCode(email)
    expect(await verify(email, code, '127.0.0.16')).toEqual(locked(windowEnd - server.clock.now))
    expect(await verify(email, code)).toEqual(locked(windowEnd - server.clock.now))
    // Other addresses are not locked.
    expect((await verify('free@example.com', await freshCode('free@example.com'))).status).toBe(200)
    server.clock.now = windowEnd
    expect((await verify(email, await freshCode(email))).status).toBe(200)
  })

  it("clears a requester's wrong guesses when it gets a code right", async () => {
    const email = 'clear@example.com'
    for (let round = 0; round < 3; round++) expect(await guessWrong(email, await freshCode(email), OWNER)).toEqual(FIVE_WRONG)
    expect((await verify(email, await freshCode(email))).status).toBe(200)
    for (let round = 0; round < 3; round++) expect(await guessWrong(email, await freshCode(email), OWNER)).toEqual(FIVE_WRONG)
    expect((await verify(email, await freshCode(email))).status).toBe(200)
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
  const request = { email: 'unit@example.com', scope, purpose: 'login' as const, requester: { ip: '10.0.0.1' } }

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
      await expect(checkCode(limited, { scope, otp: wrong(code()), ip })).rejects.toMatchObject({ status: 401 })
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
