/*
 * SIWX over real HTTP against anvil: a nonce from the API, a message built with viem's
 * createSiweMessage, signed with an anvil key and verified by the API through the chain's RPC; the
 * session stored in an (in-memory) PGlite database with the services' migrations. Every refusal the
 * server makes is triggered: bad signature, unknown and reused nonce, expired message, wrong domain,
 * revoked session.
 */
import { privateKeyToAccount } from 'viem/accounts'
import { createSiweMessage } from 'viem/siwe'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ANVIL_ACCOUNTS } from '../../../devstack/chain/addresses'
import { SIWX_CHAIN as CHAIN, SIWX_SITE as SITE, startSiwxTestApi } from '../../../test/services/siwxTestKit'
import type { SiwxTestApi } from '../../../test/services/siwxTestKit'
import { openDatabase } from '../../store/openDatabase'
import type { SiwxSessionWire } from '../../../src/api/wire/siwxSchemas'

const account = privateKeyToAccount(ANVIL_ACCOUNTS[0].privateKey)
let kit: SiwxTestApi

beforeAll(async () => {
  kit = await startSiwxTestApi()
}, 180_000)

afterAll(() => kit?.close())

const call = (method: 'GET' | 'POST', path: string, body?: unknown, origin = SITE) => kit.call(method, path, body, origin)

async function nonce(): Promise<string> {
  const answer = await call('POST', '/v1/sessions/nonce?projectId=siwx-test')
  expect(answer.status).toBe(200)
  return answer.body.nonce as string
}

type MessageFields = Partial<Parameters<typeof createSiweMessage>[0]>

/** A SIWX message by anvil #0 for the test site, with the given nonce and fields. */
const messageWith = (fields: MessageFields & { nonce: string }) =>
  createSiweMessage({ address: account.address, chainId: CHAIN, domain: '127.0.0.1:5173', uri: `${SITE}/`, version: '1', ...fields })

async function signedMessage(overrides: MessageFields = {}) {
  const message = messageWith({
    nonce: await nonce(),
    statement: 'Sign in to the Foyer demo',
    expirationTime: new Date(Date.now() + 3_600_000),
    ...overrides,
  })
  return { message, signature: await account.signMessage({ message }) }
}

describe('SIWX sessions', () => {
  it('issues a nonce, creates a session from a signed message, serves it and revokes it', async () => {
    const signed = await signedMessage()
    const created = await call('POST', '/v1/sessions', signed)
    expect(created.status, JSON.stringify(created.body)).toBe(201)
    const id = created.body.id as string
    expect(id).toMatch(/^[A-Za-z0-9_-]{96}$/)
    const read = await call('GET', `/v1/sessions/${id}`)
    expect(read.status).toBe(200)
    expect(read.body).toMatchObject({
      chainId: `eip155:${CHAIN}`,
      address: account.address,
      domain: '127.0.0.1:5173',
      message: signed.message,
      signature: signed.signature,
    } satisfies Partial<SiwxSessionWire>)
    // Only the id's hash is stored.
    const rows = await kit.database.query('SELECT id_hash FROM siwx_sessions')
    expect(rows.map((row) => row.id_hash)).not.toContain(id)

    expect(await call('POST', `/v1/sessions/${id}/revoke`)).toEqual({ status: 200, body: { revoked: true } })
    expect(await call('GET', `/v1/sessions/${id}`)).toEqual({ status: 410, body: { error: 'Session revoked' } })
    expect((await call('GET', `/v1/sessions/${'x'.repeat(43)}`)).status).toBe(404)
    expect((await call('POST', `/v1/sessions/${'x'.repeat(43)}/revoke`)).status).toBe(404)
  })

  it('refuses a signature by another key, and the nonce survives it', async () => {
    const signed = await signedMessage()
    const other = privateKeyToAccount(ANVIL_ACCOUNTS[1].privateKey)
    const forged = { message: signed.message, signature: await other.signMessage({ message: signed.message }) }
    expect(await call('POST', '/v1/sessions', forged)).toEqual({ status: 401, body: { error: 'Invalid SIWX signature' } })
    expect((await call('POST', '/v1/sessions', signed)).status).toBe(201)
  })

  it('refuses an unknown nonce and a nonce used twice', async () => {
    const unknown = messageWith({ nonce: 'abcdefgh12345678' })
    const forUnknown = { message: unknown, signature: await account.signMessage({ message: unknown }) }
    expect(await call('POST', '/v1/sessions', forUnknown)).toEqual({ status: 400, body: { error: 'Invalid or used SIWX nonce' } })
    const signed = await signedMessage()
    expect((await call('POST', '/v1/sessions', signed)).status).toBe(201)
    expect(await call('POST', '/v1/sessions', signed)).toEqual({ status: 400, body: { error: 'Invalid or used SIWX nonce' } })
  })

  it('refuses an expired nonce', async () => {
    let clock = Date.now()
    const short = await kit.listen({ now: () => clock })
    try {
      const issued = await fetch(`${short.url}/v1/sessions/nonce?projectId=siwx-test`, { method: 'POST' })
      const { nonce: fresh } = (await issued.json()) as { nonce: string }
      const message = messageWith({ nonce: fresh })
      clock += 10 * 60_000 + 1
      const answer = await fetch(`${short.url}/v1/sessions`, {
        method: 'POST',
        headers: { origin: SITE, 'content-type': 'application/json' },
        body: JSON.stringify({ message, signature: await account.signMessage({ message }) }),
      })
      expect([answer.status, await answer.json()]).toEqual([400, { error: 'Invalid or used SIWX nonce' }])
    } finally {
      await short.close()
    }
  })

  it('a session ends at its expirationTime (410 Session expired)', async () => {
    let clock = Date.now()
    const timed = await kit.listen({ now: () => clock })
    try {
      const issued = (await (await fetch(`${timed.url}/v1/sessions/nonce?projectId=siwx-test`, { method: 'POST' })).json()) as { nonce: string }
      const message = messageWith({ nonce: issued.nonce, issuedAt: new Date(clock), expirationTime: new Date(clock + 3_600_000) })
      const created = await fetch(`${timed.url}/v1/sessions`, {
        method: 'POST',
        headers: { origin: SITE, 'content-type': 'application/json' },
        body: JSON.stringify({ message, signature: await account.signMessage({ message }) }),
      })
      const { id } = (await created.json()) as { id: string }
      expect((await fetch(`${timed.url}/v1/sessions/${id}`)).status).toBe(200)
      clock += 3_600_000
      const expired = await fetch(`${timed.url}/v1/sessions/${id}`)
      expect([expired.status, await expired.json()]).toEqual([410, { error: 'Session expired' }])
    } finally {
      await timed.close()
    }
  })

  it("a session never outlives the server's maximum, whatever its message says", async () => {
    let clock = Date.now()
    const timed = await kit.listen({ now: () => clock, maxSessionMs: 3_600_000 })
    try {
      const issued = (await (await fetch(`${timed.url}/v1/sessions/nonce?projectId=siwx-test`, { method: 'POST' })).json()) as { nonce: string }
      const message = messageWith({ nonce: issued.nonce, issuedAt: new Date(clock), expirationTime: new Date('2999-01-01T00:00:00Z') })
      const created = await fetch(`${timed.url}/v1/sessions`, {
        method: 'POST',
        headers: { origin: SITE, 'content-type': 'application/json' },
        body: JSON.stringify({ message, signature: await account.signMessage({ message }) }),
      })
      const { id, session } = (await created.json()) as { id: string; session: SiwxSessionWire }
      expect(session.expiresAt).toBe(new Date(clock + 3_600_000).toISOString())
      clock += 3_600_000
      const expired = await fetch(`${timed.url}/v1/sessions/${id}`)
      expect([expired.status, await expired.json()]).toEqual([410, { error: 'Session expired' }])
    } finally {
      await timed.close()
    }
  })

  it("revokes every session of the address with any one of its ids, and no other address's", async () => {
    const ids: string[] = []
    for (let n = 0; n < 3; n++) {
      const created = await call('POST', '/v1/sessions', await signedMessage())
      expect(created.status).toBe(201)
      ids.push(created.body.id as string)
    }
    const other = privateKeyToAccount(ANVIL_ACCOUNTS[1].privateKey)
    const otherMessage = createSiweMessage({
      address: other.address,
      chainId: CHAIN,
      domain: '127.0.0.1:5173',
      uri: `${SITE}/`,
      version: '1',
      nonce: await nonce(),
      expirationTime: new Date(Date.now() + 3_600_000),
    })
    const otherSession = await call('POST', '/v1/sessions', { message: otherMessage, signature: await other.signMessage({ message: otherMessage }) })
    expect(otherSession.status).toBe(201)

    expect(await call('POST', `/v1/sessions/${ids[0]}/revoke`)).toEqual({ status: 200, body: { revoked: true } })
    // Earlier tests' sessions of the same address count too: at least the two still live here.
    const all = await call('POST', `/v1/sessions/${ids[0]}/revoke-all`)
    expect(all.status).toBe(200)
    expect(all.body.revoked).toBeGreaterThanOrEqual(2)
    for (const id of ids) expect(await call('GET', `/v1/sessions/${id}`)).toEqual({ status: 410, body: { error: 'Session revoked' } })
    expect((await call('GET', `/v1/sessions/${otherSession.body.id as string}`)).status).toBe(200)
    expect(await call('POST', `/v1/sessions/${ids[1]}/revoke-all`)).toEqual({ status: 200, body: { revoked: 0 } })
    expect((await call('POST', `/v1/sessions/${'x'.repeat(43)}/revoke-all`)).status).toBe(404)
  })

  it('refuses an expired message and one not yet valid', async () => {
    const expired = await signedMessage({ issuedAt: new Date(Date.now() - 7_200_000), expirationTime: new Date(Date.now() - 1_000) })
    expect(await call('POST', '/v1/sessions', expired)).toEqual({ status: 400, body: { error: 'SIWX message expired' } })
    const early = await signedMessage({ notBefore: new Date(Date.now() + 3_600_000) })
    expect(await call('POST', '/v1/sessions', early)).toEqual({ status: 400, body: { error: 'SIWX message not yet valid' } })
  })

  it.each([
    ['a domain that is not the requesting site', { domain: '127.0.0.1:9999', uri: 'http://127.0.0.1:9999/' }, SITE],
    ['a domain off the project', { domain: 'evil.example.com', uri: 'https://evil.example.com/' }, 'https://evil.example.com'],
    ['a uri on another host than the domain', { uri: 'http://localhost:5173/' }, SITE],
  ])('refuses %s', async (_, overrides, origin) => {
    const signed = await signedMessage(overrides)
    expect(await call('POST', '/v1/sessions', signed, origin)).toEqual({ status: 400, body: { error: 'SIWX message domain not allowed' } })
  })

  it('checks the required fields and the chain', async () => {
    const signed = await signedMessage()
    const noUri = signed.message.replace(/\nURI: [^\n]+/, '')
    // viem's parser reads the lines after the statement as one block: a line missing fails that block.
    const missing = await call('POST', '/v1/sessions', { message: noUri, signature: signed.signature })
    expect([missing.status, missing.body.error]).toEqual([400, 'Invalid SIWX message: chainId'])
    const badVersion = await signedMessage()
    const version2 = badVersion.message.replace('\nVersion: 1\n', '\nVersion: 2\n')
    const wrongVersion = await call('POST', '/v1/sessions', { message: version2, signature: badVersion.signature })
    expect([wrongVersion.status, wrongVersion.body.error]).toEqual([400, 'Invalid SIWX message: version'])
    const otherChain = await signedMessage({ chainId: 1 })
    expect(await call('POST', '/v1/sessions', otherChain)).toEqual({ status: 400, body: { error: 'Network not supported for SIWX' } })
    expect((await call('POST', '/v1/sessions', { message: signed.message, signature: 'nope' })).status).toBe(400)
    expect((await call('POST', '/v1/sessions/nonce?projectId=unknown')).status).toBe(404)
  })
})

describe('rate limits', () => {
  it('counts nonces per IP and per project, and sign-ins per IP, in the database; past a limit 429 with retryAfterMs', async () => {
    const projects = [
      { id: 'one', allowedOrigins: ['http://127.0.0.1:*'] },
      { id: 'two', allowedOrigins: ['http://127.0.0.1:*'] },
    ]
    const own = await openDatabase({ memory: true })
    const minute = 60_000
    const rateLimits = {
      noncesPerIp: { limit: 3, windowMs: minute },
      noncesPerProject: { limit: 2, windowMs: minute },
      signInsPerIp: { limit: 1, windowMs: minute },
    }
    // Two instances on one database share the counts.
    const servers = await Promise.all([0, 1].map(() => kit.listen({ projects, database: own, rateLimits })))
    try {
      const ask = async (server: number, projectId: string) => {
        const answer = await fetch(`${servers[server]!.url}/v1/sessions/nonce?projectId=${projectId}`, { method: 'POST' })
        return [answer.status, answer.status === 429 ? await answer.json() : undefined] as const
      }
      expect((await ask(0, 'one'))[0]).toBe(200)
      expect((await ask(1, 'one'))[0]).toBe(200)
      // The project's limit, from the same IP and the other instance.
      const [status, body] = await ask(0, 'one')
      expect(status).toBe(429)
      expect(body).toMatchObject({ error: 'rate_limited' })
      expect((body as { retryAfterMs: number }).retryAfterMs).toBeGreaterThan(0)
      expect((body as { retryAfterMs: number }).retryAfterMs).toBeLessThanOrEqual(minute)
      // The IP's limit (3 so far, counted before the project's): another project is refused too.
      expect((await ask(1, 'two'))[0]).toBe(429)
      const signIn = (server: number) =>
        fetch(`${servers[server]!.url}/v1/sessions`, { method: 'POST', headers: { origin: SITE, 'content-type': 'application/json' }, body: '{}' })
      expect((await signIn(0)).status).toBe(400)
      expect((await signIn(1)).status).toBe(429)
    } finally {
      await Promise.all(servers.map((server) => server.close()))
      await own.close()
    }
  })
})
