import { describe, expect, it } from 'vitest'
import { createTestAuthStore } from '../../../test/services/authTestServer'
import { wrongCode } from '../../../test/services/wrongCode'
import { createAuthContext } from './authContext'
import type { AuthContext } from './authContext'
import { CODE_KIND, checkCode, pendingCodeData, sendCode } from './emailCodes'
import type { CodeBudget } from './emailCodes'
import { createDevMailbox } from './mailer'
import type { Mailer } from './mailer'
import type { AuthRateLimits } from './rateLimits'

/*
 * The per-client limits and the throttle of code e-mails and checks, on the store: which counter
 * each request is counted under, so one client, address or project never spends another's.
 */
const IP = '10.0.0.1'
const OTHER_IP = '10.0.0.2'
const MINUTE = 60_000

/** An address's shared budget (devices its user has not registered). */
const shared = (email: string): CodeBudget => ({ key: `login:${email}`, knownDevice: false })
/** A registered device's own budget. */
const registered = (email: string, deviceId: string): CodeBudget => ({ key: `login:${email}:${deviceId}`, knownDevice: true })
/** A limit of `limit` per 10 minutes. */
const perTenMinutes = (limit: number) => ({ limit, windowMs: 10 * MINUTE })

function setup(options: { rateLimits?: Partial<AuthRateLimits>; mailer?: Mailer } = {}) {
  const clock = { now: Date.UTC(2026, 0, 1) }
  const mailbox = createDevMailbox(() => clock.now)
  const store = createTestAuthStore()
  const context = createAuthContext({ env: {}, now: () => clock.now, mailer: options.mailer ?? mailbox, store: () => store, rateLimits: options.rateLimits })
  const codeOf = (email: string) => mailbox.messages(email).at(-1)?.code ?? ''
  return { clock, context, codeOf }
}

type Send = { email: string; budget?: CodeBudget; ip?: string; projectId?: string; scope?: string }
/** Sends a code for `login:<email>` (or `scope`) from `ip`, for the address's shared budget unless told. */
const send = (context: AuthContext, { email, budget = shared(email), ip = IP, projectId, scope = `login:${email}` }: Send) =>
  sendCode(context, { email, scope, purpose: 'login', requester: { ip, projectId }, budget })
/** Checks `otp` for `login:<email>` from `ip`. */
const check = (context: AuthContext, email: string, otp: string, ip = IP) => checkCode(context, { scope: `login:${email}`, otp, ip })

const throttled = (retryAfterMs: number) => ({ status: 429, message: 'throttled', fields: { retryAfterMs } })
const rateLimited = { status: 429, message: 'rate_limited' }

describe('code e-mails', () => {
  it('answers throttled with the time left until the address may get another code', async () => {
    const { clock, context } = setup()
    await send(context, { email: 'wait@example.com' })
    clock.now += 10_000
    await expect(send(context, { email: 'wait@example.com' })).rejects.toMatchObject(throttled(20_000))
    clock.now += 20_000
    await send(context, { email: 'wait@example.com' })
  })

  it("throttles an address's code e-mails outside registered devices together, whatever budget they use", async () => {
    const { context } = setup()
    await send(context, { email: 'both@example.com' })
    // An e-mail change code to the same address, on the user's own budget, within the 30 s.
    const change = { email: 'both@example.com', budget: { key: 'email-change:user-1', knownDevice: false }, scope: 'email-change:user-1' }
    await expect(send(context, change)).rejects.toMatchObject(throttled(30_000))
  })

  it('gives every registered device a throttle of its own', async () => {
    const { clock, context } = setup()
    await send(context, { email: 'a@example.com', budget: registered('a@example.com', 'laptop'), scope: 'login:a@example.com:laptop' })
    await send(context, { email: 'b@example.com', budget: registered('b@example.com', 'phone'), scope: 'login:b@example.com:phone' })
    clock.now += 1_000
    await expect(
      send(context, { email: 'a@example.com', budget: registered('a@example.com', 'laptop'), scope: 'login:a@example.com:laptop' }),
    ).rejects.toMatchObject(throttled(29_000))
  })

  it('counts every code e-mail against the IP that asks, throttled ones too, and only that IP', async () => {
    const { context } = setup({ rateLimits: { codeSendsPerIp: perTenMinutes(2) } })
    await send(context, { email: 'one@example.com' })
    await expect(send(context, { email: 'one@example.com' })).rejects.toMatchObject(throttled(30_000))
    await expect(send(context, { email: 'two@example.com' })).rejects.toMatchObject({ ...rateLimited, fields: { retryAfterMs: 10 * MINUTE } })
    await send(context, { email: 'two@example.com', ip: OTHER_IP })
  })

  it("caps an address's code e-mails to unregistered devices, not its registered device's nor other addresses'", async () => {
    const { clock, context } = setup({ rateLimits: { codeSendsPerAddress: perTenMinutes(1) } })
    await send(context, { email: 'full@example.com' })
    clock.now += 30_000
    await expect(send(context, { email: 'full@example.com', ip: OTHER_IP })).rejects.toMatchObject(rateLimited)
    await send(context, { email: 'full@example.com', budget: registered('full@example.com', 'laptop'), scope: 'login:full@example.com:laptop' })
    await send(context, { email: 'other@example.com' })
  })

  it("caps a project's code e-mails to unregistered devices, not a registered device's nor another project's", async () => {
    const { context } = setup({ rateLimits: { codeSendsPerProject: perTenMinutes(1) } })
    await send(context, { email: 'first@example.com', projectId: 'busy' })
    await expect(send(context, { email: 'second@example.com', projectId: 'busy', ip: OTHER_IP })).rejects.toMatchObject(rateLimited)
    await send(context, { email: 'owner@example.com', projectId: 'busy', budget: registered('owner@example.com', 'laptop') })
    await send(context, { email: 'third@example.com', projectId: 'quiet' })
  })

  it("keeps the mailer's error as the cause of mail_failed", async () => {
    const failure = new Error('SMTP down')
    const { context } = setup({ mailer: { send: () => Promise.reject(failure) } })
    await expect(send(context, { email: 'down@example.com' })).rejects.toMatchObject({ status: 502, message: 'mail_failed', cause: failure })
  })
})

describe('code checks', () => {
  it('counts every check against the IP that makes it, and only that IP', async () => {
    const { context, codeOf } = setup({ rateLimits: { codeChecksPerIp: perTenMinutes(2) } })
    await send(context, { email: 'ip@example.com' })
    const wrong = wrongCode(codeOf('ip@example.com'))
    await expect(check(context, 'ip@example.com', wrong)).rejects.toMatchObject({ status: 401 })
    await expect(check(context, 'ip@example.com', wrong)).rejects.toMatchObject({ status: 401 })
    await expect(check(context, 'ip@example.com', wrong)).rejects.toMatchObject(rateLimited)
    await expect(check(context, 'ip@example.com', wrong, OTHER_IP)).rejects.toMatchObject({ status: 401, fields: { attemptsLeft: 2 } })
  })

  it("caps checks of a project's codes from unregistered devices, not a registered device's nor another project's", async () => {
    const { context, codeOf } = setup({ rateLimits: { codeChecksPerProject: perTenMinutes(1) } })
    await send(context, { email: 'first@example.com', projectId: 'busy' })
    await send(context, { email: 'owner@example.com', projectId: 'busy', budget: registered('owner@example.com', 'laptop') })
    await send(context, { email: 'third@example.com', projectId: 'quiet' })
    const wrong = (email: string) => wrongCode(codeOf(email))
    await expect(check(context, 'first@example.com', wrong('first@example.com'))).rejects.toMatchObject({ status: 401 })
    await expect(check(context, 'first@example.com', wrong('first@example.com'), OTHER_IP)).rejects.toMatchObject(rateLimited)
    await expect(check(context, 'owner@example.com', wrong('owner@example.com'))).rejects.toMatchObject({ status: 401 })
    await expect(check(context, 'third@example.com', wrong('third@example.com'))).rejects.toMatchObject({ status: 401 })
  })

  it('takes a right code on its fifth check', async () => {
    const { context, codeOf } = setup()
    await sendCode(context, {
      email: 'late@example.com',
      scope: 'login:late@example.com',
      purpose: 'login',
      requester: { ip: IP },
      budget: shared('late@example.com'),
      data: { device: 'laptop' },
    })
    const code = codeOf('late@example.com')
    for (const attemptsLeft of [4, 3, 2, 1]) {
      await expect(check(context, 'late@example.com', wrongCode(code))).rejects.toMatchObject({ status: 401, fields: { attemptsLeft } })
    }
    expect(await check(context, 'late@example.com', code)).toEqual({ device: 'laptop' })
  })

  it('reads no data from a pending record it cannot read', async () => {
    const { clock, context } = setup()
    await (await context.store()).putRecord(CODE_KIND, 'login:odd@example.com', { value: { hash: 'x' }, expiresAt: clock.now + MINUTE }, clock.now)
    expect(await pendingCodeData(context, 'login:odd@example.com')).toBeUndefined()
  })
})
