/*
 * The SIWX routes' own rules over real HTTP, without a chain node: the default limits and their
 * windows, the body and query checks, the default session length and the production refusals. The
 * chain's RPC here refuses connections, so viem checks a plain key's signature by recovering its
 * signer (what it does for any EOA when the node cannot be asked); the signature rules against a
 * real chain, smart accounts included, are in siwxRoutes.test.ts and its siblings.
 */
import { privateKeyToAccount } from 'viem/accounts'
import { createSiweMessage } from 'viem/siwe'
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ANVIL_ACCOUNTS } from '../../../devstack/chain/addresses'
import { memoryDatabasePool } from '../../../test/services/memoryDatabasePool'
import { rawHttp } from '../../../test/services/rawHttp'
import type { SqlDatabase } from '../../store/SqlDatabase'
import { createTokenSigner, KEY_BYTES } from '../auth/sessionKeys'
import { createApiServer } from '../createApiServer'
import type { RunningServer } from '../listenHttp'
import { siwxRoutes } from './siwxRoutes'
import type { SiwxRoutesOptions } from './siwxRoutes'

const SITE = 'http://127.0.0.1:5173'
const PROJECT = 'rules'
const projects = [{ id: PROJECT, allowedOrigins: ['http://127.0.0.1:*'] }]
// Nothing listens on the discard port: every RPC call is refused at once.
const chains = [{ id: 31337, name: 'Local', rpcUrl: 'http://127.0.0.1:9' }]
const sessionKeys = { current: new Uint8Array(KEY_BYTES).fill(7) }
const account = privateKeyToAccount(ANVIL_ACCOUNTS[0].privateKey)
const MINUTE = 60_000
const DAY = 24 * 60 * MINUTE

const clock = { now: Date.UTC(2026, 0, 1) }
const servers: RunningServer[] = []
const databases = memoryDatabasePool()

/** A SIWX API on a database of its own, on the test's clock. */
async function api(options: Partial<SiwxRoutesOptions> = {}) {
  const database = options.database ?? (await databases.take())
  const server = await createApiServer({
    chains,
    allowedOrigins: [SITE],
    domains: [siwxRoutes({ chains, projects, database, sessionKeys, now: () => clock.now, ...options })],
  }).listen(0, '127.0.0.1')
  servers.push(server)
  const call = async (path: string, body?: unknown, method = 'POST') => {
    const response = await fetch(`${server.url}${path}`, {
      method,
      headers: { origin: SITE, 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
    })
    return { status: response.status, body: (await response.json()) as Record<string, unknown> }
  }
  return { database, call, url: server.url }
}
type Api = Awaited<ReturnType<typeof api>>

// Each test builds its own server in a per-test hook: Stryker's per-test coverage gives the build
// (and every mutant in the routes' set-up, such as the default session lengths) to each test that
// awaits it, so the tests stating those rules run against those mutants; a failing build fails each
// test, where a failing `beforeAll` would fail none.
let shared: Api
afterEach(async () => {
  for (const server of servers.splice(0)) await server.close()
  await databases.release()
})
afterAll(() => databases.close())

async function signedIn(target: Api, fields: Partial<Parameters<typeof createSiweMessage>[0]> = {}) {
  const { body } = await target.call(`/v1/sessions/nonce?projectId=${PROJECT}`)
  const message = createSiweMessage({
    address: account.address,
    chainId: 31337,
    domain: '127.0.0.1:5173',
    uri: `${SITE}/`,
    version: '1',
    nonce: body.nonce as string,
    issuedAt: new Date(clock.now),
    ...fields,
  })
  return target.call('/v1/sessions', { message, signature: await account.signMessage({ message }) })
}

describe('SIWX route rules', () => {
  beforeEach(async () => {
    shared = await api()
  }, 60_000)

  it('answers a nonce valid for 10 minutes by default', async () => {
    const answer = await shared.call(`/v1/sessions/nonce?projectId=${PROJECT}`)
    expect(answer.status).toBe(200)
    expect(answer.body.nonce).toMatch(/^[a-zA-Z0-9]{8,}$/)
    expect(answer.body.expiresAt).toBe(new Date(clock.now + 10 * MINUTE).toISOString())
  })

  it('a session whose message sets no expiry lasts 7 days, and reads back until then', async () => {
    const created = await signedIn(shared)
    expect(created.status, JSON.stringify(created.body)).toBe(201)
    const session = created.body.session as Record<string, unknown>
    expect(session).toMatchObject({ chainId: 'eip155:31337', address: account.address, domain: '127.0.0.1:5173', uri: `${SITE}/` })
    expect(session.message).toMatch(/^127\.0\.0\.1:5173 wants you to sign in/)
    expect(session.signature).toMatch(/^0x[0-9a-f]{130}$/)
    expect([session.createdAt, session.expiresAt]).toEqual([new Date(clock.now).toISOString(), new Date(clock.now + 7 * DAY).toISOString()])
    const read = await shared.call(`/v1/sessions/${created.body.id as string}`, undefined, 'GET')
    expect(read).toEqual({ status: 200, body: session })
  })

  it('revokes a session, and every session of its address with any one of its ids', async () => {
    const first = (await signedIn(shared)).body.id as string
    const second = (await signedIn(shared)).body.id as string
    expect(await shared.call(`/v1/sessions/${first}/revoke`)).toEqual({ status: 200, body: { revoked: true } })
    expect(await shared.call(`/v1/sessions/${first}`, undefined, 'GET')).toEqual({ status: 410, body: { error: 'Session revoked' } })
    // Revoking again is harmless; revoking all counts only the sessions still live.
    expect(await shared.call(`/v1/sessions/${first}/revoke`)).toEqual({ status: 200, body: { revoked: true } })
    const all = await shared.call(`/v1/sessions/${first}/revoke-all`)
    expect(all.status).toBe(200)
    expect(all.body.revoked).toBeGreaterThanOrEqual(1)
    expect(await shared.call(`/v1/sessions/${second}`, undefined, 'GET')).toEqual({ status: 410, body: { error: 'Session revoked' } })
    // An id the key signed that names no session.
    const unknown = createTokenSigner(sessionKeys, () => clock.now).mint()
    for (const path of [`/v1/sessions/${unknown}/revoke`, `/v1/sessions/${unknown}/revoke-all`]) {
      expect(await shared.call(path)).toEqual({ status: 404, body: { error: 'Session not found' } })
    }
    expect(await shared.call(`/v1/sessions/${unknown}`, undefined, 'GET')).toEqual({ status: 404, body: { error: 'Session not found' } })
  })

  it('a session ends at the instant its message says', async () => {
    const created = await signedIn(shared, { expirationTime: new Date(clock.now + MINUTE) })
    const id = created.body.id as string
    clock.now += MINUTE - 1
    expect((await shared.call(`/v1/sessions/${id}`, undefined, 'GET')).status).toBe(200)
    clock.now += 1
    expect(await shared.call(`/v1/sessions/${id}`, undefined, 'GET')).toEqual({ status: 410, body: { error: 'Session expired' } })
  })

  it('refuses a message for another site, another chain, another signer, or a nonce used already', async () => {
    const signed = async (fields: Partial<Parameters<typeof createSiweMessage>[0]> = {}, signer = account) => {
      const { body } = await shared.call(`/v1/sessions/nonce?projectId=${PROJECT}`)
      const message = createSiweMessage({
        address: account.address,
        chainId: 31337,
        domain: '127.0.0.1:5173',
        uri: `${SITE}/`,
        version: '1',
        nonce: body.nonce as string,
        issuedAt: new Date(clock.now),
        ...fields,
      })
      return { message, signature: await signer.signMessage({ message }) }
    }
    // The site that asks is not the one the message names.
    const elsewhere = await fetch(`${shared.url}/v1/sessions`, {
      method: 'POST',
      headers: { origin: 'http://127.0.0.1:9999', 'content-type': 'application/json' },
      body: JSON.stringify(await signed()),
    })
    expect([elsewhere.status, await elsewhere.json()]).toEqual([400, { error: 'SIWX message domain not allowed' }])
    expect(await shared.call('/v1/sessions', await signed({ chainId: 1 }))).toEqual({ status: 400, body: { error: 'Network not supported for SIWX' } })
    const other = privateKeyToAccount(ANVIL_ACCOUNTS[1].privateKey)
    const forged = await signed({}, other)
    expect(await shared.call('/v1/sessions', forged)).toEqual({ status: 401, body: { error: 'Invalid SIWX signature' } })
    // The forged attempt did not use the nonce up: the real signer's message still signs in, once.
    const real = { message: forged.message, signature: await account.signMessage({ message: forged.message }) }
    expect((await shared.call('/v1/sessions', real)).status).toBe(201)
    expect(await shared.call('/v1/sessions', real)).toEqual({ status: 400, body: { error: 'Invalid or used SIWX nonce' } })
  })

  it('refuses a session id no key signed without asking the database', async () => {
    const queries: string[] = []
    const database = await databases.take()
    const counted = new Proxy(database, {
      get(target, key, receiver) {
        const value: unknown = Reflect.get(target, key, receiver)
        if (typeof value !== 'function') return value
        return (...args: unknown[]) => {
          queries.push(String(key))
          return (value as (...args: unknown[]) => unknown).apply(target, args)
        }
      },
    })
    const own = await api({ database: counted })
    const forged = createTokenSigner({ current: new Uint8Array(KEY_BYTES).fill(8) }, () => clock.now).mint()
    queries.length = 0
    for (const path of [`/v1/sessions/${forged}/revoke`, `/v1/sessions/${forged}/revoke-all`]) {
      expect(await own.call(path)).toEqual({ status: 404, body: { error: 'Session not found' } })
    }
    expect(await own.call(`/v1/sessions/${forged}`, undefined, 'GET')).toEqual({ status: 404, body: { error: 'Session not found' } })
    expect(queries).toEqual([])
  })

  it('reads the nonce on the last line too, and refuses a signature that cannot be checked', async () => {
    const { body } = await shared.call(`/v1/sessions/nonce?projectId=${PROJECT}`)
    const message = createSiweMessage({
      address: account.address,
      chainId: 31337,
      domain: '127.0.0.1:5173',
      uri: `${SITE}/`,
      version: '1',
      nonce: body.nonce as string,
      issuedAt: new Date(clock.now),
    })
    // Cut after the nonce: the nonce is found, then the message lacks its required fields.
    const cut = message.slice(0, message.indexOf('\nIssued At'))
    expect(await shared.call('/v1/sessions', { message: cut, signature: '0xAb12' })).toEqual({ status: 400, body: { error: 'Invalid SIWX message: chainId' } })
    expect(await shared.call('/v1/sessions', { message, signature: '0xAb12' })).toEqual({ status: 401, body: { error: 'Invalid SIWX signature' } })
    // A signature ending in the ERC-8010 wrapper's magic bytes whose wrapper cannot be decoded: viem
    // throws rather than answering false, and the sign-in is still refused.
    const unreadable = `0xab${'8010'.repeat(16)}`
    expect(await shared.call('/v1/sessions', { message, signature: unreadable })).toEqual({ status: 401, body: { error: 'Invalid SIWX signature' } })
  })

  it('spends only the nonce the message states, not one quoted elsewhere in it', async () => {
    const { body } = await shared.call(`/v1/sessions/nonce?projectId=${PROJECT}`)
    const issued = body.nonce as string
    const fields = { address: account.address, chainId: 31337, domain: '127.0.0.1:5173', uri: `${SITE}/`, version: '1', issuedAt: new Date(clock.now) } as const
    // The issued nonce on a line of its own (the statement) finds the project; the message's Nonce
    // field names one this server never issued, so taking it fails.
    const smuggled = createSiweMessage({ ...fields, statement: `Nonce: ${issued}`, nonce: 'neverIssued123' })
    expect(await shared.call('/v1/sessions', { message: smuggled, signature: await account.signMessage({ message: smuggled }) })).toEqual({
      status: 400,
      body: { error: 'Invalid or used SIWX nonce' },
    })
    // The issued nonce was not spent: a message stating it signs in.
    const real = createSiweMessage({ ...fields, nonce: issued })
    expect((await shared.call('/v1/sessions', { message: real, signature: await account.signMessage({ message: real }) })).status).toBe(201)
  })

  it('of two sign-ins racing with one nonce, one wins', async () => {
    const { body } = await shared.call(`/v1/sessions/nonce?projectId=${PROJECT}`)
    const message = createSiweMessage({
      address: account.address,
      chainId: 31337,
      domain: '127.0.0.1:5173',
      uri: `${SITE}/`,
      version: '1',
      nonce: body.nonce as string,
      issuedAt: new Date(clock.now),
    })
    const signed = { message, signature: await account.signMessage({ message }) }
    const answers = await Promise.all([shared.call('/v1/sessions', signed), shared.call('/v1/sessions', signed)])
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 400])
    expect(answers.find((answer) => answer.status === 400)?.body).toEqual({ error: 'Invalid or used SIWX nonce' })
  })

  it('a session lasts at most 30 days by default, whatever its message says', async () => {
    const created = await signedIn(shared, { expirationTime: new Date(clock.now + 365 * DAY) })
    expect(created.status).toBe(201)
    expect((created.body.session as Record<string, unknown>).expiresAt).toBe(new Date(clock.now + 30 * DAY).toISOString())
  })

  it('names the first problem of a body that does not fit, before any nonce is looked up', async () => {
    const nonceLine = '\nNonce: abcdefgh12345678\n'
    const refused = async (body: unknown) => (await shared.call('/v1/sessions', body)).body.error
    expect(await refused({ message: '', signature: '0x1234' })).toMatch(/too small/i)
    expect(await refused({ message: `${'x'.repeat(10_000)}${nonceLine}`, signature: '0x1234' })).toMatch(/too big/i)
    expect(await refused({ message: nonceLine, signature: 'nope' })).toBe('Invalid signature')
    expect(await refused({ message: nonceLine, signature: '0x' })).toBe('Invalid signature')
    expect(await refused({ message: nonceLine, signature: 'x0x1234' })).toBe('Invalid signature')
    expect(await refused({ message: nonceLine, signature: '0x12z4' })).toBe('Invalid signature')
    expect(await refused({ message: nonceLine })).not.toBe('Invalid or used SIWX nonce')
    // A body that fits but names no nonce this server issued.
    expect(await refused({ message: nonceLine, signature: '0xAb12' })).toBe('Invalid or used SIWX nonce')
    expect(await refused({ message: 'Nonce: abcdefgh12345678', signature: '0xAb12' })).toBe('Invalid or used SIWX nonce')
  })

  it('answers an unknown project 404 whatever its id, and a session id no key signed 404', async () => {
    const long = 'p'.repeat(201)
    const own = await api({ projects: [{ id: long, allowedOrigins: [SITE] }] })
    expect(await own.call(`/v1/sessions/nonce?projectId=${long}`)).toEqual({ status: 404, body: { error: 'Unknown project' } })
    expect(await shared.call('/v1/sessions/nonce?projectId=')).toEqual({ status: 404, body: { error: 'Unknown project' } })
    expect(await shared.call('/v1/sessions/nonce')).toEqual({ status: 404, body: { error: 'Unknown project' } })
    for (const id of ['x'.repeat(96), 'x'.repeat(95), '%2B'.repeat(96)]) {
      expect(await shared.call(`/v1/sessions/${id}`, undefined, 'GET')).toEqual({ status: 404, body: { error: 'Session not found' } })
    }
  })
})

describe('SIWX default limits', () => {
  it('refuses the 61st nonce from one IP within 10 minutes, and allows it in the next window', async () => {
    const own = await api()
    for (let n = 0; n < 60; n++) expect((await own.call(`/v1/sessions/nonce?projectId=${PROJECT}`)).status).toBe(200)
    const refused = await own.call(`/v1/sessions/nonce?projectId=${PROJECT}`)
    expect(refused).toEqual({ status: 429, body: { error: 'rate_limited', retryAfterMs: 10 * MINUTE } })
    // Another client still gets one, and this client's sign-ins have their own count.
    expect((await rawHttp(`${own.url}/v1/sessions/nonce?projectId=${PROJECT}`, { method: 'POST', localAddress: '127.0.0.2' })).status).toBe(200)
    expect((await own.call('/v1/sessions', {})).status).toBe(400)
    clock.now += 10 * MINUTE
    expect((await own.call(`/v1/sessions/nonce?projectId=${PROJECT}`)).status).toBe(200)
  })

  it('refuses the 61st sign-in from one IP within 10 minutes, valid or not', async () => {
    const own = await api()
    for (let n = 0; n < 60; n++) expect((await own.call('/v1/sessions', {})).status).toBe(400)
    expect(await own.call('/v1/sessions', {})).toEqual({ status: 429, body: { error: 'rate_limited', retryAfterMs: 10 * MINUTE } })
    const otherClient = await rawHttp(`${own.url}/v1/sessions`, {
      method: 'POST',
      headers: { origin: SITE, 'content-type': 'application/json' },
      body: '{}',
      localAddress: '127.0.0.2',
    })
    expect(otherClient.status).toBe(400)
    clock.now += 10 * MINUTE
    expect((await own.call('/v1/sessions', {})).status).toBe(400)
  })

  it("refuses a nonce past the project's ceiling of 60000 per 10 minutes, from any IP", async () => {
    const own = await api()
    // The project's window as 60000 nonces from many addresses would have left it.
    await own.database.query('INSERT INTO counters (key, count, reset_at) VALUES ($1, 60000, $2)', [
      `rate:siwx:nonce:project:${PROJECT}`,
      clock.now + 10 * MINUTE,
    ])
    expect(await own.call(`/v1/sessions/nonce?projectId=${PROJECT}`)).toEqual({ status: 429, body: { error: 'rate_limited', retryAfterMs: 10 * MINUTE } })
  })
})

describe('SIWX routes in production', () => {
  it('refuse to be built without projects or session keys', () => {
    vi.stubEnv('FOYER_DEV', undefined)
    vi.stubEnv('NODE_ENV', 'production')
    // Building refuses before the database is ever asked, so a stand-in does.
    const database = {} as SqlDatabase
    try {
      expect(() => siwxRoutes({ chains, database, sessionKeys })).toThrow(/^siwxRoutes\(\{ projects \}\) is required in production/)
      expect(() => siwxRoutes({ chains, database, projects })).toThrow(/^siwxRoutes\(\{ sessionKeys \}\) is required in production/)
    } finally {
      vi.unstubAllEnvs()
    }
  })
})
