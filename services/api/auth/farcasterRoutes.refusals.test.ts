import { generatePrivateKey } from 'viem/accounts'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { startRelayStandIn } from '../../../devstack/farcaster/relayStandIn'
import { startAuthTestServer } from '../../../test/services/authTestServer'
import type { AuthTestServer } from '../../../test/services/authTestServer'
import { startFarcasterTestBed } from '../../../test/services/farcasterTestBed'
import type { FarcasterTestBed } from '../../../test/services/farcasterTestBed'
import type { FarcasterOptions } from './farcasterOptions'

/*
 * What Sign In With Farcaster refuses, each with the message a Farcaster app could really send over
 * the relay stand-in: another domain, another channel's nonce, an expired window, a signer that is
 * not the fid's custody address (the ID Registry on anvil decides). A refusal answers 401
 * `farcaster_refused`, consumes the channel and creates no user. Then the relay and the Optimism
 * RPC failing, hanging or gone: 502 `farcaster_relay_unavailable`, never a hang.
 */
const DEVICE = 'device-farcaster-refused'

let bed: FarcasterTestBed
let server: AuthTestServer | undefined
beforeAll(async () => {
  bed = await startFarcasterTestBed()
}, 60_000)
afterAll(async () => {
  await bed.close()
})
afterEach(async () => {
  bed.relay.mode = 'normal'
  await server?.close()
  server = undefined
})

const start = async (options: Partial<FarcasterOptions> = {}) => (server = await startAuthTestServer({ farcaster: bed.options(options) }))
const open = (api: AuthTestServer) => api.post('/auth/v1/farcaster/channel', { projectId: 'foyer-local', deviceId: DEVICE })
const opened = async (api: AuthTestServer) => (await open(api)).body as { channelToken: string; url: string }
const poll = (api: AuthTestServer, token: string) => api.get(`/auth/v1/farcaster/channel/${token}`)

describe('Sign In With Farcaster refuses', () => {
  it.each([
    ['a message for another domain', async () => ({ overrides: { domain: 'evil.example' } })],
    ['an expired message', async () => ({ overrides: { expirationTime: new Date(Date.now() - 60_000), notBefore: new Date(Date.now() - 120_000) } })],
    ['a message not yet valid', async () => ({ overrides: { notBefore: new Date(Date.now() + 60 * 60_000) } })],
    ['a signer that is not the fid custody address', async () => ({ signerKey: generatePrivateKey() })],
    ["another user's custody key signing for this fid", async () => ({ signerKey: bed.alice.custodyKey })],
  ])('%s, and stores nothing', async (_name, change) => {
    const api = await start()
    const { channelToken, url } = await opened(api)
    await bed.approve(url, bed.bob, await change())
    expect(await poll(api, channelToken)).toEqual({ status: 401, body: { error: 'farcaster_refused' } })
    expect(await poll(api, channelToken)).toEqual({ status: 404, body: { error: 'unknown_channel' } })
    // Bob was not created by the refused message: his first real sign-in makes him.
    const next = await opened(api)
    await bed.approve(next.url, bed.bob)
    expect((await poll(api, next.channelToken)).body).toMatchObject({ state: 'completed', isNewUser: true, userName: 'bob' })
  })

  it('a replayed nonce: a message signed for one channel does not complete another', async () => {
    const api = await start()
    const first = await opened(api)
    const { message } = await bed.approve(first.url, bed.alice)
    expect((await poll(api, first.channelToken)).body).toMatchObject({ state: 'completed' })
    const usedNonce = /\nNonce: (\S+)\n/.exec(message)?.[1]
    expect(usedNonce).toBeDefined()

    const second = await opened(api)
    await bed.approve(second.url, bed.alice, { overrides: { nonce: usedNonce! } })
    expect(await poll(api, second.channelToken)).toEqual({ status: 401, body: { error: 'farcaster_refused' } })
  })
})

describe('Sign In With Farcaster when a counterpart fails', () => {
  it('answers 502 when the relay fails, hangs or is gone, opening or polling', async () => {
    const api = await start({ timeoutMs: 300 })
    const unavailable = { status: 502, body: { error: 'farcaster_relay_unavailable' } }
    bed.relay.mode = 'failing'
    expect(await open(api)).toEqual(unavailable)
    bed.relay.mode = 'hanging'
    expect(await open(api)).toEqual(unavailable)
    bed.relay.mode = 'normal'
    const { channelToken } = await opened(api)
    bed.relay.mode = 'failing'
    expect(await poll(api, channelToken)).toEqual(unavailable)
    bed.relay.mode = 'hanging'
    expect(await poll(api, channelToken)).toEqual(unavailable)
    // Nothing was decided: once the relay answers again the channel is still pending.
    bed.relay.mode = 'normal'
    expect(await poll(api, channelToken)).toEqual({ status: 200, body: { state: 'pending' } })

    const gone = await startRelayStandIn({ rpcUrl: bed.anvil.rpcUrl, users: [bed.alice] })
    await gone.close()
    const offline = await startAuthTestServer({ farcaster: bed.options({ relayUrl: gone.url, timeoutMs: 300 }) })
    try {
      expect(await open(offline)).toEqual(unavailable)
    } finally {
      await offline.close()
    }
  })

  it('answers 502 when the ID Registry cannot be read, and the channel is spent', async () => {
    const gone = await startRelayStandIn({ rpcUrl: bed.anvil.rpcUrl, users: [bed.alice] })
    await gone.close()
    // An Optimism RPC where nothing listens (the closed stand-in's port).
    const api = await start({ optimismRpcUrl: gone.url, timeoutMs: 300 })
    const { channelToken, url } = await opened(api)
    await bed.approve(url, bed.alice)
    expect(await poll(api, channelToken)).toEqual({ status: 502, body: { error: 'farcaster_relay_unavailable' } })
    expect(await poll(api, channelToken)).toEqual({ status: 404, body: { error: 'unknown_channel' } })
  })

  it('answers 410 when the relay no longer knows the channel', async () => {
    const api = await start()
    const { channelToken, url } = await opened(api)
    await bed.approve(url, bed.alice)
    // Someone who saw the QR code read the relay's one-time answer first.
    const relayToken = new URL(url).searchParams.get('channelToken')!
    expect((await fetch(`${bed.relay.url}/v1/channel/status`, { headers: { authorization: `Bearer ${relayToken}` } })).status).toBe(200)
    expect(await poll(api, channelToken)).toEqual({ status: 410, body: { error: 'expired' } })
  })
})
