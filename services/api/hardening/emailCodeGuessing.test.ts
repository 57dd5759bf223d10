import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { captureLogger } from '../../../test/services/captureLogger'
import { rawHttp } from '../../../test/services/rawHttp'
import { wrongCode } from '../../../test/services/wrongCode'
import { openDatabase } from '../../store/openDatabase'
import type { SqlDatabase } from '../../store/SqlDatabase'
import { authRoutes } from '../auth/authRoutes'
import type { AuthStore } from '../auth/authStore'
import { createDatabaseAuthStore } from '../auth/databaseAuthStore'
import type { Mailer } from '../auth/mailer'
import { createApiServer } from '../createApiServer'
import type { RunningServer } from '../listenHttp'

/*
 * Guessing e-mail codes from many source addresses (all of 127.0.0.0/8 reaches the server), over
 * real HTTP with a clock the test moves: the guesses an address's codes can take are bounded
 * whatever the number of addresses, and the owner's registered device is never locked out.
 */
const HOUR = 60 * 60_000
const DAY = 24 * HOUR
const OWNER_DEVICE = 'owner-registered-device'
const OWNER = '127.0.0.1'

const clock = { now: Date.UTC(2026, 0, 1) }
const codes = new Map<string, string>()
// Keeps the latest code per address, as the owner's inbox would show it.
const mailer: Mailer = {
  async send(mail) {
    if (mail.code !== undefined) codes.set(mail.to, mail.code)
  },
}
let database: SqlDatabase
let store: AuthStore
let api: RunningServer
beforeAll(async () => {
  database = await openDatabase({ memory: true })
  store = createDatabaseAuthStore(database)
  const auth = authRoutes({ database, mailer, env: {}, now: () => clock.now })
  api = await createApiServer({ chains: [], domains: [auth], logger: captureLogger('warn').logger }).listen(0, '127.0.0.1')
}, 60_000)
afterAll(async () => {
  await api?.close()
  await database?.close()
})

type Answer = { status: number; body: { error?: string; retryAfterMs?: number; attemptsLeft?: number } }
async function post(from: string, path: string, body: unknown): Promise<Answer> {
  const answer = await rawHttp(`${api.url}${path}`, {
    method: 'POST',
    localAddress: from,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  return { status: answer.status, body: JSON.parse(answer.body) as Answer['body'] }
}
const start = (from: string, email: string, deviceId: string) => post(from, '/auth/v1/email/start', { projectId: 'foyer-local', email, deviceId })
const verify = (from: string, email: string, otp: string, deviceId: string) => post(from, '/auth/v1/email/verify', { email, otp, deviceId })

/** The `index`-th attacker address: distinct, all in 127.0.0.0/8, never the owner's. */
const attacker = (index: number) => `127.${1 + Math.floor(index / 62_500)}.${Math.floor(index / 250) % 250}.${(index % 250) + 2}`

/** A check that reached the comparison: a wrong-code answer, or the 5th check of a code (no `retryAfterMs`). */
const compared = (answer: Answer) => answer.status === 401 || (answer.body.error === 'too_many_attempts' && answer.body.retryAfterMs === undefined)

describe("guessing an address's codes from many addresses", () => {
  it("cannot lock the owner's registered device out", async () => {
    const email = 'owner@example.com'
    expect((await start(OWNER, email, OWNER_DEVICE)).status).toBe(200)
    expect((await verify(OWNER, email, codes.get(email) ?? '', OWNER_DEVICE)).status).toBe(200)
    const user = await store.userByEmail(email)
    await store.addDevice(user?.id ?? '', OWNER_DEVICE, clock.now)

    const locks: Answer[] = []
    for (let index = 0; index < 300; index++) {
      clock.now += 30_000
      const from = attacker(index)
      const device = `attacker-device-${index}`
      const asked = await start(from, email, device)
      const guess = asked.status === 200 ? wrongCode(codes.get(email) ?? '') : '00000000'
      for (let round = 0; round < 3; round++) {
        const answer = await verify(from, email, guess, device)
        if (answer.status === 429) locks.push(answer)
      }
      if (index % 50 === 49) {
        // Meanwhile, the owner signs in from the registered device, whenever the owner likes.
        expect((await start(OWNER, email, OWNER_DEVICE)).status).toBe(200)
        expect(await verify(OWNER, email, codes.get(email) ?? '', OWNER_DEVICE)).toMatchObject({ status: 200, body: { newDevice: false } })
      }
    }
    // The attack did reach the address's locks (its devices share one budget across all addresses).
    expect(locks.some((lock) => lock.body.error === 'too_many_attempts' && lock.body.retryAfterMs !== undefined)).toBe(true)
  }, 120_000)

  it('stops at 100 checks a day for unregistered devices, from any number of addresses', async () => {
    const email = 'target@example.com'
    const dayEnd = clock.now + 30_000 + DAY // the day window opens with the first check
    let next = 1_000
    let checked = 0
    const refusals: Answer[] = []
    for (let hour = 0; hour < 8; hour++) {
      const hourStart = clock.now
      for (let round = 0; round < 4; round++) {
        clock.now += 30_000
        const device = `guesser-${hour}-${round}`
        expect((await start(attacker(next++), email, device)).status).toBe(200)
        const guess = wrongCode(codes.get(email) ?? '')
        for (let check = 0; check < 5; check++) {
          const answer = await verify(attacker(next++), email, guess, device)
          if (compared(answer)) checked++
          else refusals.push(answer)
        }
      }
      clock.now = hourStart + HOUR
    }
    expect(checked).toBe(100)
    // From the 6th hour on, every check is refused until the day window ends.
    expect(refusals.at(-1)).toEqual({ status: 429, body: { error: 'too_many_attempts', retryAfterMs: dayEnd - clock.now + HOUR - 4 * 30_000 } })
    clock.now = dayEnd
    expect((await start(attacker(next++), email, 'guesser-next-day')).status).toBe(200)
    expect(await verify(attacker(next++), email, wrongCode(codes.get(email) ?? ''), 'guesser-next-day')).toEqual({
      status: 401,
      body: { error: 'invalid_code', attemptsLeft: 4 },
    })
  }, 120_000)
})
