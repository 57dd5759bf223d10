/*
 * The naming API's own rules over real HTTP, without a chain node: zones and labels, suggestions,
 * the message's age, a name taken once, the default registration limit and its window, the gateway
 * mounted only with a key. The chain's RPC here refuses connections, so viem checks a plain key's
 * signature by recovering its signer (what it does for any EOA when the node cannot be asked); the
 * signature rules against a real chain, smart accounts and ENS resolution are in nameRoutes.test.ts.
 */
import { encodeAbiParameters, encodeFunctionData, getAddress } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ANVIL_ACCOUNTS } from '../../../devstack/chain/addresses'
import { rawHttp } from '../../../test/services/rawHttp'
import { DEV_NAME_GATEWAY_KEY, NAME_RESOLVER_ADDRESS } from '../../../devstack/chain/nameResolver'
import { coinTypeOfChain, registrationMessage } from '../../../src/names/nameRules'
import { createApiServer } from '../createApiServer'
import type { RunningServer } from '../listenHttp'
import { nameGatewayAbi, signGatewayAnswer } from './nameGatewayRoute'
import { nameRoutes } from './nameRoutes'
import type { NameRoutesOptions } from './nameRoutes'
import { memoryDatabasePool } from '../../../test/services/memoryDatabasePool'

// Nothing listens on the discard port: every RPC call is refused at once.
const chains = [{ id: 31337, name: 'Local', rpcUrl: 'http://127.0.0.1:9' }]
const COIN_TYPE = coinTypeOfChain(31337) ?? 0
const alice = privateKeyToAccount(ANVIL_ACCOUNTS[0].privateKey)
const bob = privateKeyToAccount(ANVIL_ACCOUNTS[1].privateKey)
const MINUTE = 60_000
const clock = { now: Date.UTC(2026, 0, 1) }
const servers: RunningServer[] = []
const databases = memoryDatabasePool()

type Answer = { status: number; body: Record<string, unknown> & { reasons?: { description: string }[] } }

/** A naming API on a database of its own, on the test's clock. */
async function api(options: Partial<NameRoutesOptions> = {}) {
  const database = await databases.take()
  const server = await createApiServer({
    chains,
    allowedOrigins: ['http://127.0.0.1:5173'],
    domains: [nameRoutes({ chains, database, now: () => clock.now, ...options })],
  }).listen(0, '127.0.0.1')
  servers.push(server)
  const call = async (method: 'GET' | 'POST', path: string, body?: unknown): Promise<Answer> => {
    const response = await fetch(`${server.url}${path}`, {
      method,
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    })
    return { status: response.status, body: (await response.json()) as Answer['body'] }
  }
  return Object.assign(call, { url: server.url })
}
type Call = Awaited<ReturnType<typeof api>>

async function registration(signer: typeof alice, name: string, at = clock.now) {
  const message = registrationMessage({ name, attributes: {}, timestamp: Math.floor(at / 1000) })
  return { coin_type: COIN_TYPE, address: signer.address, message, signature: await signer.signMessage({ message }) }
}

function expectRefused(answer: Answer, status: number, description: string) {
  expect([answer.status, answer.body.error, answer.body.reasons?.[0]?.description], JSON.stringify(answer.body)).toEqual([status, description, description])
}

// Each test builds its own server in a per-test hook: Stryker's per-test coverage gives the build
// (and every mutant in the routes' set-up, such as the default message age) to each test that
// awaits it, so the tests stating those rules run against those mutants; a failing build fails each
// test, where a failing `beforeAll` would fail none.
let call: Call
afterEach(async () => {
  for (const server of servers.splice(0)) await server.close()
  await databases.release()
})
afterAll(() => databases.close())

describe('name registration rules', () => {
  beforeEach(async () => {
    call = await api({ zones: ['foyer.id', 'example.test'], gatewayKey: DEV_NAME_GATEWAY_KEY })
  }, 60_000)

  it('registers a name in any of the zones, lower case; a label alone is read in the first zone', async () => {
    expect(await call('POST', '/v1/profile/account', await registration(alice, 'Alice.Example.Test'))).toEqual({
      status: 200,
      body: { success: true, name: 'alice.example.test' },
    })
    expect(await call('POST', '/v1/profile/account', await registration(alice, 'Alice'))).toEqual({
      status: 200,
      body: { success: true, name: 'alice.foyer.id' },
    })
    const read = await call('GET', '/v1/profile/account/ALICE')
    expect(read).toEqual({
      status: 200,
      body: {
        name: 'alice.foyer.id',
        addresses: { [String(COIN_TYPE)]: { address: alice.address } },
        attributes: {},
        registeredAt: new Date(clock.now).toISOString(),
      },
    })
    expect((await call('GET', '/v1/profile/account/alice.example.test')).body.name).toBe('alice.example.test')
    expect(await call('GET', '/v1/profile/account/nobody')).toEqual({ status: 404, body: { error: 'Name not found' } })
  })

  it('refuses a name already taken, whatever its case, and keeps the first owner', async () => {
    expect((await call('POST', '/v1/profile/account', await registration(alice, 'taken.foyer.id'))).status).toBe(200)
    expectRefused(await call('POST', '/v1/profile/account', await registration(bob, 'TAKEN')), 409, 'taken.foyer.id is already registered')
    expect((await call('GET', '/v1/profile/account/taken')).body.addresses).toEqual({ [String(COIN_TYPE)]: { address: alice.address } })
  })

  it('refuses invalid labels and unknown zones, when registering and when reading', async () => {
    for (const [name, description] of [
      ['abc', 'Name must be at least 4 characters'],
      [`${'a'.repeat(64)}.foyer.id`, 'Name must be at most 63 characters'],
      ['ali_ce.example.test', 'Name may hold only letters, digits and hyphens'],
      ['alice.example.eth', 'Unknown name zone'],
      ['alice.xfoyer.id', 'Unknown name zone'],
    ]) {
      expectRefused(await call('POST', '/v1/profile/account', await registration(bob, name ?? '')), 400, description ?? '')
      expectRefused(await call('GET', `/v1/profile/account/${name}`), 400, description ?? '')
    }
  })

  it('refuses a message more than 10 minutes from the clock either way, and takes one at the edge', async () => {
    expectRefused(
      await call('POST', '/v1/profile/account', await registration(bob, 'early', clock.now + 10 * MINUTE + 1000)),
      400,
      'Registration message expired',
    )
    expectRefused(
      await call('POST', '/v1/profile/account', await registration(bob, 'late', clock.now - 10 * MINUTE - 1000)),
      400,
      'Registration message expired',
    )
    expect((await call('POST', '/v1/profile/account', await registration(bob, 'edge', clock.now - 10 * MINUTE))).status).toBe(200)
  })

  it('refuses another key’s signature, unreadable messages and bodies that do not fit, naming the reason', async () => {
    const signed = await registration(bob, 'bobby')
    expectRefused(await call('POST', '/v1/profile/account', { ...signed, address: alice.address }), 401, 'Invalid signature')
    expectRefused(await call('POST', '/v1/profile/account', { ...signed, signature: '0x1234' }), 401, 'Invalid signature')
    // Ending in the ERC-8010 wrapper's magic bytes, with a wrapper that cannot be decoded: viem
    // throws rather than answering false, and the registration is still refused.
    expectRefused(await call('POST', '/v1/profile/account', { ...signed, signature: `0xab${'8010'.repeat(16)}` }), 401, 'Invalid signature')
    expectRefused(await call('POST', '/v1/profile/account', { ...signed, coin_type: 0 }), 400, 'Invalid coin type')
    expectRefused(await call('POST', '/v1/profile/account', { ...signed, coin_type: coinTypeOfChain(999) }), 400, 'Network not supported for names')
    expectRefused(await call('POST', '/v1/profile/account', { ...signed, message: 'bobby please' }), 400, 'Invalid registration message')
    expectRefused(await call('POST', '/v1/profile/account', { ...signed, message: '{"name":"bobby"}' }), 400, 'Invalid registration message')
    expectRefused(await call('POST', '/v1/profile/account', { ...signed, address: '0x12' }), 400, 'Invalid address')
    expect((await call('GET', '/v1/profile/account/bobby')).status).toBe(404)
  })

  it('suggests the name asked for, then the first four free names like it, in the zone asked for', async () => {
    const names = async (path: string) =>
      ((await call('GET', path)).body.suggestions as { name: string; registered: boolean }[]).map((entry) => `${entry.name}:${entry.registered}`)
    expect(await names('/v1/profile/suggestions/carol')).toEqual([
      'carol.foyer.id:false',
      'carol1.foyer.id:false',
      'carol2.foyer.id:false',
      'carol-id.foyer.id:false',
      'carol42.foyer.id:false',
    ])
    expect((await call('POST', '/v1/profile/account', await registration(bob, 'carol1'))).status).toBe(200)
    expect((await call('POST', '/v1/profile/account', await registration(bob, 'carol'))).status).toBe(200)
    expect(await names('/v1/profile/suggestions/Carol')).toEqual([
      'carol.foyer.id:true',
      'carol2.foyer.id:false',
      'carol-id.foyer.id:false',
      'carol42.foyer.id:false',
      'carol3.foyer.id:false',
    ])
    for (const taken of ['carol2', 'carol-id', 'carol42']) expect((await call('POST', '/v1/profile/account', await registration(bob, taken))).status).toBe(200)
    // Fewer than four left free: the list is shorter.
    expect(await names('/v1/profile/suggestions/carol')).toEqual([
      'carol.foyer.id:true',
      'carol3.foyer.id:false',
      'carol-web3.foyer.id:false',
      'carol7.foyer.id:false',
    ])
    expect(await names('/v1/profile/suggestions/carol?zone=example.test')).toEqual([
      'carol.example.test:false',
      'carol1.example.test:false',
      'carol2.example.test:false',
      'carol-id.example.test:false',
      'carol42.example.test:false',
    ])
    // A label near the longest still gets valid suggestions: the base is cut to leave room.
    const long = 'd'.repeat(63)
    expect((await names(`/v1/profile/suggestions/${long}`)).slice(1)).toEqual([1, 2, '-id', 42].map((tail) => `${'d'.repeat(58)}${tail}.foyer.id:false`))
    expectRefused(await call('GET', '/v1/profile/suggestions/carol?zone=example.eth'), 400, 'Unknown name zone')
    expectRefused(await call('GET', '/v1/profile/suggestions/abc'), 400, 'Name must be at least 4 characters')
  })

  it('answers the names of an address, newest first, and refuses what is no address', async () => {
    clock.now += 1000
    expect((await call('POST', '/v1/profile/account', await registration(alice, 'alice-new'))).status).toBe(200)
    const reverse = await call('GET', `/v1/profile/reverse/${alice.address.toLowerCase()}`)
    expect((reverse.body as unknown as { name: string }[]).map((entry) => entry.name)[0]).toBe('alice-new.foyer.id')
    expect(await call('GET', '/v1/profile/reverse/0x12')).toEqual({ status: 400, body: { error: 'Invalid address' } })
    // The case of an address is not checked: a wrong checksum reads as the address.
    const miscased = `0x${alice.address.slice(2).replace(/[a-f]/, (letter) => letter.toUpperCase())}`
    expect(miscased.toLowerCase()).toBe(alice.address.toLowerCase())
    expect(((await call('GET', `/v1/profile/reverse/${miscased}`)).body as unknown as unknown[]).length).toBeGreaterThan(0)
  })

  it('mounts the CCIP-Read gateway only with a gateway key', async () => {
    expect((await call('GET', `/v1/profile/ccip/${NAME_RESOLVER_ADDRESS}/0x1234`)).status).toBe(400)
    // Mounted with the routes' names and key: an address's primary name, signed with that key.
    expect((await call('POST', '/v1/profile/account', await registration(alice, 'gate'))).status).toBe(200)
    const request = encodeFunctionData({ abi: nameGatewayAbi, functionName: 'reverse', args: [alice.address, 60n] })
    const answer = await call('GET', `/v1/profile/ccip/${NAME_RESOLVER_ADDRESS}/${request}`)
    const result = encodeAbiParameters([{ type: 'string' }], ['gate.foyer.id'])
    expect(answer).toEqual({ status: 200, body: { data: await signGatewayAnswer(DEV_NAME_GATEWAY_KEY, getAddress(NAME_RESOLVER_ADDRESS), request, result) } })
    const without = await api()
    expect((await without('GET', `/v1/profile/ccip/${NAME_RESOLVER_ADDRESS}/0x1234`)).status).toBe(404)
  })

  it('serves foyer.id when no zones are given, and the first zone given by default', async () => {
    const first = async (target: Call) => ((await target('GET', '/v1/profile/suggestions/carol')).body.suggestions as { name: string }[])[0]?.name
    expect(await first(await api())).toBe('carol.foyer.id')
    expect(await first(await api({ zones: ['example.test', 'foyer.id'] }))).toBe('carol.example.test')
  })
})

describe('default registration limit', () => {
  it('refuses the 31st registration from one IP within 10 minutes, valid or not, and allows one in the next window', async () => {
    const own = await api()
    const invalid = { ...(await registration(bob, 'erin')), message: 'x' }
    for (let n = 0; n < 30; n++) expect((await own('POST', '/v1/profile/account', invalid)).status).toBe(400)
    const refused = await own('POST', '/v1/profile/account', await registration(bob, 'erin'))
    expect([refused.status, refused.body]).toEqual([429, { error: 'rate_limited', retryAfterMs: 10 * MINUTE }])
    // Another client still has its own allowance.
    const other = await rawHttp(`${own.url}/v1/profile/account`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(invalid),
      localAddress: '127.0.0.2',
    })
    expect(other.status).toBe(400)
    clock.now += 10 * MINUTE
    expect((await own('POST', '/v1/profile/account', await registration(bob, 'erin'))).status).toBe(200)
  })
})

describe('name routes in production', () => {
  it('refuse to be built without a database', () => {
    vi.stubEnv('FOYER_DEV', undefined)
    vi.stubEnv('NODE_ENV', 'production')
    try {
      expect(() => nameRoutes({ chains })).toThrow(/^No database given/)
    } finally {
      vi.unstubAllEnvs()
    }
  })
})
