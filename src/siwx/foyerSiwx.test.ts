// @vitest-environment jsdom
/*
 * The default SIWX configuration against the real API (siwxRoutes over HTTP, anvil verifying the
 * signature, PGlite keeping the session): create, sign with an anvil key, add, find, revoke; a
 * session revoked on the server is forgotten here; a refused signature is 'Error signing message'
 * with the API's reason.
 */
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { ANVIL_ACCOUNTS } from '../../devstack/chain/addresses'
import type { RunningServer } from '../../services/api/listenHttp'
import { startSiwxApi, type SiwxApi } from '../../test/services/startSiwxApi'
import { createFoyerConfig } from '../config/createFoyerConfig'
import { HttpRequestError } from '../errors/httpErrors'
import { foyerSiwx } from './foyerSiwx'
import { siwxSessionStorage } from './siwxSessionStorage'

const CHAIN = 'eip155:31337'
const account = privateKeyToAccount(ANVIL_ACCOUNTS[2].privateKey)
let stack: SiwxApi
let api: RunningServer

beforeAll(async () => {
  stack = await startSiwxApi({ projects: [{ id: 'siwx-client', allowedOrigins: [location.origin] }] })
  api = stack.api
}, 180_000)

afterAll(async () => {
  await stack?.stop()
})

beforeEach(() => localStorage.clear())

const siwx = () => foyerSiwx(createFoyerConfig({ projectId: 'siwx-client', apiUrl: api.url, development: false }), { statement: 'Sign in to the test.' })

async function signIn() {
  const config = siwx()
  const data = await config.createMessage({ accountAddress: account.address, chainId: CHAIN })
  const signature = await account.signMessage({ message: data.serializedMessage })
  await config.addSession({ data, message: data.serializedMessage, signature })
  return { config, data }
}

describe('foyerSiwx', () => {
  it('builds an EIP-4361 message for this site with the API nonce, and keeps the session the API verified', async () => {
    const { config, data } = await signIn()
    expect(data).toMatchObject({ accountAddress: account.address, chainId: CHAIN, domain: location.host, uri: location.origin, version: '1' })
    expect(data.serializedMessage).toContain(`${location.host} wants you to sign in with your Ethereum account:\n${account.address}`)
    expect(data.serializedMessage).toContain(`Nonce: ${data.nonce}`)
    const sessions = await config.getSessions(CHAIN, account.address)
    expect(sessions).toHaveLength(1)
    expect(sessions[0]?.data).toMatchObject({ accountAddress: account.address, chainId: CHAIN, nonce: data.nonce })
    // Another network or address has none.
    expect(await config.getSessions('eip155:31338', account.address)).toEqual([])
    await config.revokeSession(CHAIN, account.address)
    expect(await config.getSessions(CHAIN, account.address)).toEqual([])
    expect(await siwxSessionStorage.read(CHAIN, account.address)).toBeUndefined()
  })

  it('forgets a session the API revoked', async () => {
    const { config } = await signIn()
    const id = await siwxSessionStorage.read(CHAIN, account.address)
    expect((await fetch(`${api.url}/v1/sessions/${id}/revoke`, { method: 'POST' })).status).toBe(200)
    expect(await config.getSessions(CHAIN, account.address)).toEqual([])
    expect(await siwxSessionStorage.read(CHAIN, account.address)).toBeUndefined()
  })

  it('signs the account out everywhere: every session of the account for this app ends, and this browser forgets its own', async () => {
    const { config } = await signIn()
    const mine = await siwxSessionStorage.read(CHAIN, account.address)
    // The same account signed in on another device: a session this browser never saw.
    localStorage.clear()
    await signIn()
    const other = await siwxSessionStorage.read(CHAIN, account.address)
    await siwxSessionStorage.write(CHAIN, account.address, mine!)
    expect(await config.revokeAllSessions?.(CHAIN, account.address)).toBeGreaterThanOrEqual(2)
    expect(await siwxSessionStorage.read(CHAIN, account.address)).toBeUndefined()
    for (const id of [mine, other]) expect((await fetch(`${api.url}/v1/sessions/${id}`)).status).toBe(410)
    // Nothing stored: nothing to revoke, no request.
    expect(await config.revokeAllSessions?.(CHAIN, account.address)).toBe(0)
  })

  it("a refused signature is 'Error signing message' with the API's reason", async () => {
    const config = siwx()
    const data = await config.createMessage({ accountAddress: account.address, chainId: CHAIN })
    const other = privateKeyToAccount(ANVIL_ACCOUNTS[3].privateKey)
    const signature = await other.signMessage({ message: data.serializedMessage })
    const error = await config.addSession({ data, message: data.serializedMessage, signature }).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(HttpRequestError)
    expect(error).toMatchObject({ shortMessage: 'Error signing message', serverMessage: 'Invalid SIWX signature', status: 401 })
    expect(await config.getSessions(CHAIN, account.address)).toEqual([])
  })

  it('refuses a non-eip155 network', async () => {
    await expect(siwx().createMessage({ accountAddress: 'x', chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' })).rejects.toThrow(
      'Unsupported chain namespace',
    )
  })
})
