/*
 * Names over real HTTP against anvil: registrations signed with anvil keys and verified by the API
 * through the chain's RPC, stored in an in-memory PGlite database with the services' migrations;
 * every refusal triggered. Then the names resolve the way wagmi apps look them up: viem's
 * getEnsName / getEnsAddress / getEnsText against FoyerNameResolver deployed on the same anvil,
 * through CCIP-Read to this API.
 */
import { createPublicClient, createWalletClient, defineChain, http, zeroAddress } from 'viem'
import type { Address } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { coinTypeOfChain, registrationMessage } from '../../../src/names/nameRules'
import { ANVIL_ACCOUNTS } from '../../../devstack/chain/addresses'
import { localChain } from '../../../devstack/chain/localChain'
import {
  DEV_NAME_GATEWAY_KEY,
  NAME_RESOLVER_ADDRESS,
  deployNameResolver,
  nameGatewayUrl,
  nameResolverAbi,
  nameResolverBytecode,
} from '../../../devstack/chain/nameResolver'
import { startAnvil, type RunningAnvil } from '../../../devstack/chain/startAnvil'
import { openDatabase } from '../../store/openDatabase'
import type { SqlDatabase } from '../../store/SqlDatabase'
import { createApiServer } from '../createApiServer'
import type { RunningServer } from '../listenHttp'
import { accountRoutes } from '../account/accountRoutes'
import { nameRoutes } from './nameRoutes'

const CHAIN = 31337
const COIN_TYPE = coinTypeOfChain(CHAIN) ?? 0
const alice = privateKeyToAccount(ANVIL_ACCOUNTS[0].privateKey)
const bob = privateKeyToAccount(ANVIL_ACCOUNTS[1].privateKey)
let anvil: RunningAnvil
let api: RunningServer
let limited: RunningServer
let database: SqlDatabase
let limitedDatabase: SqlDatabase

beforeAll(async () => {
  anvil = await startAnvil({ chainId: CHAIN })
  database = await openDatabase({ memory: true })
  const chains = [{ id: CHAIN, name: 'Local', rpcUrl: anvil.rpcUrl }]
  api = await createApiServer({
    chains,
    domains: [nameRoutes({ chains, database, gatewayKey: DEV_NAME_GATEWAY_KEY }), accountRoutes({ chains, database })],
  }).listen(0, '127.0.0.1')
  // Its own database: the counters of the main server's registrations (same IP) stay apart.
  limitedDatabase = await openDatabase({ memory: true })
  limited = await createApiServer({
    chains,
    domains: [nameRoutes({ chains, database: limitedDatabase, registrationsPerIp: { limit: 2, windowMs: 60_000 } })],
  }).listen(0, '127.0.0.1')
  await deployNameResolver(anvil.rpcUrl, CHAIN, api.url)
}, 180_000)

afterAll(async () => {
  await api?.close()
  await limited?.close()
  await database?.close()
  await limitedDatabase?.close()
  await anvil?.stop()
})

type Answer = { status: number; body: Record<string, unknown> & { reasons?: { description: string }[] } }

async function call(method: 'GET' | 'POST', path: string, body?: unknown, base = api.url): Promise<Answer> {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
  })
  return { status: response.status, body: (await response.json()) as Answer['body'] }
}

type Signer = typeof alice
async function registration(
  signer: Signer,
  name: string,
  overrides: { timestamp?: number; attributes?: Record<string, string>; coinType?: number; message?: string } = {},
) {
  const message =
    overrides.message ?? registrationMessage({ name, attributes: overrides.attributes ?? {}, timestamp: overrides.timestamp ?? Math.floor(Date.now() / 1000) })
  return { coin_type: overrides.coinType ?? COIN_TYPE, address: signer.address, message, signature: await signer.signMessage({ message }) }
}

function expectRefused(answer: Answer, status: number, description: string) {
  expect(answer.status, JSON.stringify(answer.body)).toBe(status)
  expect(answer.body.error).toBe(description)
  expect(answer.body.reasons?.[0]?.description).toBe(description)
}

describe('registering and reading names', () => {
  it('registers a signed name, then serves it by name, by address and in suggestions', async () => {
    const registered = await call(
      'POST',
      '/v1/profile/account',
      await registration(alice, 'alice.foyer.id', { attributes: { avatar: 'https://example.test/a.png' } }),
    )
    expect(registered).toEqual({ status: 200, body: { success: true, name: 'alice.foyer.id' } })

    const byName = await call('GET', '/v1/profile/account/alice.foyer.id?apiVersion=2')
    expect(byName.status).toBe(200)
    expect(byName.body).toMatchObject({
      name: 'alice.foyer.id',
      addresses: { [String(COIN_TYPE)]: { address: alice.address } },
      attributes: { avatar: 'https://example.test/a.png' },
    })
    // A label alone is read in the default zone; case does not matter.
    expect((await call('GET', '/v1/profile/account/ALICE')).body).toEqual(byName.body)

    const reverse = await call('GET', `/v1/profile/reverse/${alice.address.toLowerCase()}?sender=${alice.address}&apiVersion=2`)
    expect(reverse.status).toBe(200)
    expect(reverse.body).toEqual([byName.body])
    expect((await call('GET', `/v1/profile/reverse/${bob.address}`)).body).toEqual([])

    const suggestions = await call('GET', '/v1/profile/suggestions/alice?zone=foyer.id')
    expect(suggestions.status).toBe(200)
    const list = suggestions.body.suggestions as { name: string; registered: boolean }[]
    expect(list[0]).toEqual({ name: 'alice.foyer.id', registered: true })
    expect(list.length).toBeGreaterThan(1)
    expect(list.slice(1).every((entry) => !entry.registered && /^alice[a-z0-9-]+\.foyer\.id$/.test(entry.name))).toBe(true)
    const free = await call('GET', '/v1/profile/suggestions/carol-99')
    expect((free.body.suggestions as { name: string; registered: boolean }[])[0]).toEqual({ name: 'carol-99.foyer.id', registered: false })
  })

  it('keeps a second name of an address and answers the newest first', async () => {
    await new Promise((resolve) => setTimeout(resolve, 5))
    expect((await call('POST', '/v1/profile/account', await registration(alice, 'alice-two.foyer.id'))).status).toBe(200)
    const names = (await call('GET', `/v1/profile/reverse/${alice.address}`)).body as unknown as { name: string }[]
    expect(names.map((entry) => entry.name)).toEqual(['alice-two.foyer.id', 'alice.foyer.id'])
  })

  it('the identity call answers the primary name and its avatar', async () => {
    expect((await call('GET', `/v1/identity/${alice.address}?sender=${alice.address}`)).body).toEqual({ name: 'alice-two.foyer.id', avatar: null })
    const carol = privateKeyToAccount(ANVIL_ACCOUNTS[2].privateKey)
    expect((await call('GET', `/v1/identity/${carol.address}`)).body).toEqual({ name: null, avatar: null })
  })

  it('suggests only free names', async () => {
    expect((await call('POST', '/v1/profile/account', await registration(bob, 'dave1.foyer.id'))).status).toBe(200)
    const list = (await call('GET', '/v1/profile/suggestions/dave')).body.suggestions as { name: string; registered: boolean }[]
    expect(list[0]).toEqual({ name: 'dave.foyer.id', registered: false })
    expect(list.map((entry) => entry.name)).not.toContain('dave1.foyer.id')
  })
})

describe('refusals', () => {
  it('refuses a name already registered, whatever its case', async () => {
    expectRefused(await call('POST', '/v1/profile/account', await registration(bob, 'Alice.foyer.id')), 409, 'alice.foyer.id is already registered')
  })

  it.each([
    ['abc.foyer.id', 'Name must be at least 4 characters'],
    ['ali_ce.foyer.id', 'Name may hold only letters, digits and hyphens'],
    [`${'a'.repeat(64)}.foyer.id`, 'Name must be at most 63 characters'],
    ['alice.example.eth', 'Unknown name zone'],
  ])('refuses to register %s', async (name, description) => {
    expectRefused(await call('POST', '/v1/profile/account', await registration(bob, name)), 400, description)
  })

  it('refuses coin types that are no supported EVM chain', async () => {
    // 0x80000000 | 0x80000000 would be chain id 0x80000000: no coin type can say it.
    expectRefused(await call('POST', '/v1/profile/account', await registration(bob, 'bobby.foyer.id', { coinType: 0x1_0000_0000 })), 400, 'Invalid coin type')
    expectRefused(await call('POST', '/v1/profile/account', await registration(bob, 'bobby.foyer.id', { coinType: 0 })), 400, 'Invalid coin type')
    expectRefused(
      await call('POST', '/v1/profile/account', await registration(bob, 'bobby.foyer.id', { coinType: coinTypeOfChain(999) ?? 0 })),
      400,
      'Network not supported for names',
    )
  })

  it('refuses a signature by someone else than the address', async () => {
    const signed = await registration(bob, 'bobby.foyer.id')
    expectRefused(await call('POST', '/v1/profile/account', { ...signed, address: alice.address }), 401, 'Invalid signature')
    expectRefused(await call('POST', '/v1/profile/account', { ...signed, signature: '0x1234' }), 401, 'Invalid signature')
  })

  it('refuses old, future and unreadable messages and malformed bodies', async () => {
    const old = Math.floor(Date.now() / 1000) - 3600
    expectRefused(await call('POST', '/v1/profile/account', await registration(bob, 'bobby.foyer.id', { timestamp: old })), 400, 'Registration message expired')
    expectRefused(
      await call('POST', '/v1/profile/account', await registration(bob, 'bobby.foyer.id', { timestamp: old + 7200 })),
      400,
      'Registration message expired',
    )
    expectRefused(await call('POST', '/v1/profile/account', await registration(bob, '', { message: 'register bobby' })), 400, 'Invalid registration message')
    expectRefused(
      await call('POST', '/v1/profile/account', await registration(bob, '', { message: JSON.stringify({ name: 'bobby.foyer.id' }) })),
      400,
      'Invalid registration message',
    )
    expectRefused(await call('POST', '/v1/profile/account', { ...(await registration(bob, 'bobby.foyer.id')), address: '0x12' }), 400, 'Invalid address')
    expectRefused(await call('POST', '/v1/profile/account', { ...(await registration(bob, 'bobby.foyer.id')), signature: 'nope' }), 400, 'Invalid signature')
    expect((await call('POST', '/v1/profile/account', 'not json')).status).toBe(400)
    // None of these took the name.
    expect((await call('GET', '/v1/profile/account/bobby')).status).toBe(404)
  })

  it('answers 404 for unknown names and 400 for bad lookups', async () => {
    expect(await call('GET', '/v1/profile/account/nobody.foyer.id')).toEqual({ status: 404, body: { error: 'Name not found' } })
    expectRefused(await call('GET', '/v1/profile/account/ab'), 400, 'Name must be at least 4 characters')
    expect(await call('GET', '/v1/profile/reverse/0x12')).toEqual({ status: 400, body: { error: 'Invalid address' } })
    expectRefused(await call('GET', '/v1/profile/suggestions/alice?zone=example.eth'), 400, 'Unknown name zone')
    expectRefused(await call('GET', '/v1/profile/suggestions/a%20b'), 400, 'Name may hold only letters, digits and hyphens')
    expect((await call('GET', `/v1/profile/ccip/${NAME_RESOLVER_ADDRESS}/0x1234`)).status).toBe(400)
    expect((await call('GET', `/v1/profile/ccip/nope/0x`)).status).toBe(400)
  })

  it('mounts no CCIP-Read gateway without a gateway key (no development key by default)', async () => {
    expect((await call('GET', `/v1/profile/ccip/${NAME_RESOLVER_ADDRESS}/0x1234`, undefined, limited.url)).status).toBe(404)
  })

  it('limits registrations per IP, valid or not (429 with retryAfterMs)', async () => {
    const body = await registration(bob, 'erin.foyer.id', { message: 'x' })
    expect((await call('POST', '/v1/profile/account', body, limited.url)).status).toBe(400)
    expect((await call('POST', '/v1/profile/account', body, limited.url)).status).toBe(400)
    const third = await call('POST', '/v1/profile/account', await registration(bob, 'erin.foyer.id'), limited.url)
    expect(third.status).toBe(429)
    expect(third.body).toMatchObject({ error: 'rate_limited' })
    expect(third.body.retryAfterMs).toBeGreaterThan(0)
  })
})

describe('ENS resolution through the local resolver (CCIP-Read)', () => {
  const client = () =>
    createPublicClient({
      chain: defineChain({
        id: CHAIN,
        name: 'Local',
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        rpcUrls: { default: { http: [anvil.rpcUrl] } },
        contracts: { ensUniversalResolver: { address: NAME_RESOLVER_ADDRESS } },
      }),
      transport: http(anvil.rpcUrl),
    })

  it('getEnsName answers the primary name, getEnsAddress and getEnsText the registered records', async () => {
    await expect(client().getEnsName({ address: alice.address })).resolves.toBe('alice-two.foyer.id')
    await expect(client().getEnsName({ address: bob.address })).resolves.toBe('dave1.foyer.id')
    await expect(client().getEnsAddress({ name: 'alice.foyer.id' })).resolves.toBe(alice.address)
    // Per coin type the record is bytes, which viem hands back in lower case.
    await expect(client().getEnsAddress({ name: 'alice.foyer.id', coinType: BigInt(COIN_TYPE) })).resolves.toBe(alice.address.toLowerCase())
    await expect(client().getEnsText({ name: 'alice.foyer.id', key: 'avatar' })).resolves.toBe('https://example.test/a.png')
  })

  it('a resolver that trusts another gateway key refuses the answers', async () => {
    const deployer = createWalletClient({
      account: privateKeyToAccount(ANVIL_ACCOUNTS[7].privateKey),
      chain: localChain(CHAIN, anvil.rpcUrl),
      transport: http(anvil.rpcUrl),
    })
    const hash = await deployer.deployContract({
      abi: nameResolverAbi,
      bytecode: nameResolverBytecode,
      args: [nameGatewayUrl(api.url), bob.address, zeroAddress],
    })
    const receipt = await createPublicClient({ transport: http(anvil.rpcUrl), pollingInterval: 50 }).waitForTransactionReceipt({ hash })
    const other = receipt.contractAddress as Address
    await expect(client().getEnsName({ address: alice.address, universalResolverAddress: other, strict: true })).rejects.toThrow()
    await expect(client().getEnsAddress({ name: 'alice.foyer.id', universalResolverAddress: other, strict: true })).rejects.toThrow()
  })

  it('answers null for unnamed addresses and unknown names', async () => {
    const carol = privateKeyToAccount(ANVIL_ACCOUNTS[2].privateKey)
    await expect(client().getEnsName({ address: carol.address })).resolves.toBeNull()
    await expect(client().getEnsAddress({ name: 'nobody.foyer.id' })).resolves.toBeNull()
    await expect(client().getEnsText({ name: 'alice.foyer.id', key: 'url' })).resolves.toBeNull()
  })
})
