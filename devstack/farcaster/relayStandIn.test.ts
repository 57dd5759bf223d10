import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startFarcasterTestBed } from '../../test/services/farcasterTestBed'
import type { FarcasterTestBed } from '../../test/services/farcasterTestBed'
import { approveFarcasterSignIn, FarcasterAppError, RELAY_AUTH_KEY_HEADER } from './farcasterApp'

/*
 * The relay stand-in speaks the Farcaster Auth relay's wire format (farcasterxyz/auth-monorepo,
 * apps/relay): routes, status codes, bodies and the one-time completed status. The Farcaster app's
 * side (status, then authenticate with the relay key) and the approval page's button too.
 */
let bed: FarcasterTestBed
beforeAll(async () => {
  bed = await startFarcasterTestBed()
}, 60_000)
afterAll(async () => {
  await bed.close()
})

const createBody = { siweUri: 'https://login.foyer.test', domain: 'login.foyer.test', nonce: 'abcdef0123456789abcdef' }
const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${bed.relay.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) })
const status = (token?: string) => fetch(`${bed.relay.url}/v1/channel/status`, { headers: token ? { authorization: `Bearer ${token}` } : {} })

describe('relay stand-in', () => {
  it('creates a channel (201), reports it pending (202) then completed once (200), then forgets it (401)', async () => {
    const created = await post('/v1/channel', createBody)
    expect(created.status).toBe(201)
    const channel = (await created.json()) as { channelToken: string; url: string; connectUri: string; nonce: string }
    expect(channel.channelToken).toMatch(/^[2-9A-HJ-NP-Z]{8}$/)
    expect(channel).toMatchObject({ url: `${bed.relay.url}/~/siwf?channelToken=${channel.channelToken}`, connectUri: channel.url, nonce: createBody.nonce })

    const pending = await status(channel.channelToken)
    expect(pending.status).toBe(202)
    const pendingBody = (await pending.json()) as Record<string, unknown>
    expect(pendingBody).toMatchObject({ state: 'pending', nonce: createBody.nonce, signatureParams: createBody, acceptAuthAddress: true })
    expect(pendingBody).not.toHaveProperty('url')

    // The Farcaster app must bring the relay's key.
    expect(
      (await post('/v1/channel/authenticate', { message: 'x', signature: `0x${'1'.repeat(130)}`, fid: 1 }, { authorization: `Bearer ${channel.channelToken}` }))
        .status,
    ).toBe(401)
    await approveFarcasterSignIn({ relayUrl: bed.relay.url, authKey: bed.relay.authKey, channelToken: channel.channelToken, user: bed.alice })
    const completed = await status(channel.channelToken)
    expect(completed.status).toBe(200)
    const custody = privateKeyToAccount(bed.alice.custodyKey).address
    expect(await completed.json()).toMatchObject({
      state: 'completed',
      fid: bed.alice.fid,
      username: 'alice',
      authMethod: 'custody',
      custody,
      verifications: [],
    })
    expect(await status(channel.channelToken)).toHaveProperty('status', 401)
  })

  it('refuses what the relay refuses: bad bodies, restricted domains, unknown or missing channel tokens', async () => {
    expect((await post('/v1/channel', { domain: 'login.foyer.test' })).status).toBe(400)
    expect((await post('/v1/channel', { ...createBody, extra: true })).status).toBe(400)
    expect((await post('/v1/channel', { ...createBody, domain: 'https://login.foyer.test' })).status).toBe(400)
    expect(await (await post('/v1/channel', { ...createBody, domain: 'farcaster.xyz' })).json()).toEqual({ error: 'Domain not allowed' })
    expect((await status()).status).toBe(401)
    expect((await status('NOPE2345')).status).toBe(401)
    const headers = { authorization: 'Bearer NOPE2345', [RELAY_AUTH_KEY_HEADER]: bed.relay.authKey }
    expect((await post('/v1/channel/authenticate', { message: 'x', signature: `0x${'1'.repeat(130)}`, fid: 1 }, headers)).status).toBe(401)
    await expect(approveFarcasterSignIn({ relayUrl: bed.relay.url, authKey: bed.relay.authKey, channelToken: 'NOPE2345', user: bed.alice })).rejects.toThrow(
      FarcasterAppError,
    )
  })

  it("signs in as the chosen test user from its approval page's button", async () => {
    const channel = (await (await post('/v1/channel', createBody)).json()) as { channelToken: string }
    expect((await post('/~/siwf/approve', { channelToken: channel.channelToken, fid: 999 })).status).toBe(400)
    expect((await post('/~/siwf/approve', { channelToken: channel.channelToken, fid: bed.bob.fid })).status).toBe(204)
    expect(await (await status(channel.channelToken)).json()).toMatchObject({ state: 'completed', fid: bed.bob.fid, username: 'bob' })
    expect((await post('/~/siwf/approve', { channelToken: channel.channelToken, fid: bed.bob.fid })).status).toBe(401)
  })
})
