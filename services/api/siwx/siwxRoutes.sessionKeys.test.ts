/*
 * SIWX session ids are signed with the session keys: after a rotation an old id still reads its
 * session until the overlap ends, new ids carry the new key, and an id no accepted key signed is
 * "Session not found" without a query (every database query is counted).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { siwxOwner, startSiwxTestApi } from '../../../test/services/siwxTestKit'
import type { SiwxTestApi } from '../../../test/services/siwxTestKit'
import type { RunningServer } from '../listenHttp'
import { createTokenSigner } from '../auth/sessionKeys'
import type { SessionKeys } from '../auth/sessionKeys'
import type { SqlDatabase } from '../../store/SqlDatabase'

const OLD = Buffer.alloc(32, 0x21)
const NEW = Buffer.alloc(32, 0x22)
const DAY_MS = 24 * 60 * 60_000

let kit: SiwxTestApi
const queries: string[] = []
let counted: SqlDatabase
const servers: RunningServer[] = []
const clock = { now: Date.now() }

beforeAll(async () => {
  kit = await startSiwxTestApi()
  counted = new Proxy(kit.database, {
    get(target, key, receiver) {
      const value: unknown = Reflect.get(target, key, receiver)
      if (typeof value !== 'function') return value
      return (...args: unknown[]) => {
        queries.push(String(key))
        return (value as (...args: unknown[]) => unknown).apply(target, args)
      }
    },
  })
}, 180_000)

afterAll(async () => {
  for (const server of servers) await server.close()
  await kit?.close()
})

/** An API on the kit's chain and (counted) database, signing with `sessionKeys`. */
async function apiWith(sessionKeys: SessionKeys) {
  const server = await kit.listen({ sessionKeys, database: counted, now: () => clock.now })
  servers.push(server)
  return async (method: 'GET' | 'POST', path: string, body?: unknown) => {
    const response = await fetch(`${server.url}${path}`, {
      method,
      headers: { origin: 'http://127.0.0.1:5173', ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    })
    return { status: response.status, body: (await response.json()) as Record<string, unknown> }
  }
}

async function signIn(call: Awaited<ReturnType<typeof apiWith>>): Promise<string> {
  const message = await kit.messageFor(siwxOwner.address)
  const created = await call('POST', '/v1/sessions', { message, signature: await siwxOwner.signMessage({ message }) })
  expect(created.status, JSON.stringify(created.body)).toBe(201)
  return created.body.id as string
}

describe('SIWX session ids under rotating keys', () => {
  it('keep working through the overlap and stop at its end', async () => {
    clock.now = Date.now()
    const original = await apiWith({ current: OLD })
    const oldId = await signIn(original)

    const until = clock.now + DAY_MS
    const rotated = await apiWith({ current: NEW, previous: { key: OLD, until } })
    expect((await rotated('GET', `/v1/sessions/${oldId}`)).status).toBe(200)
    const newId = await signIn(rotated)
    expect(createTokenSigner({ current: NEW }, () => clock.now).verify(newId)).toBe(true)
    expect(createTokenSigner({ current: OLD }, () => clock.now).verify(newId)).toBe(false)
    expect((await original('GET', `/v1/sessions/${newId}`)).status).toBe(404)

    clock.now = until
    const start = queries.length
    expect(await rotated('GET', `/v1/sessions/${oldId}`)).toEqual({ status: 404, body: { error: 'Session not found' } })
    expect(await rotated('POST', `/v1/sessions/${oldId}/revoke`)).toEqual({ status: 404, body: { error: 'Session not found' } })
    expect(queries.slice(start)).toEqual([])
    expect((await rotated('GET', `/v1/sessions/${newId}`)).status).toBe(200)
  })

  it('refuse a forged, altered or foreign id without a query', async () => {
    clock.now = Date.now()
    const call = await apiWith({ current: NEW })
    const id = await signIn(call)
    const altered = `${id.slice(0, 60)}${id[60] === 'A' ? 'B' : 'A'}${id.slice(61)}`
    const foreign = createTokenSigner({ current: Buffer.alloc(32, 0x23) }, () => clock.now).mint()
    for (const bad of [altered, foreign, 'Q'.repeat(96), id.slice(0, 43)]) {
      const start = queries.length
      expect(await call('GET', `/v1/sessions/${bad}`)).toEqual({ status: 404, body: { error: 'Session not found' } })
      expect(await call('POST', `/v1/sessions/${bad}/revoke-all`)).toEqual({ status: 404, body: { error: 'Session not found' } })
      expect(queries.slice(start)).toEqual([])
    }
    const start = queries.length
    expect((await call('GET', `/v1/sessions/${id}`)).status).toBe(200)
    expect(queries.slice(start).length).toBeGreaterThan(0)
  })
})
