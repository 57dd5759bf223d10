import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startAuthTestServer } from '../../../test/services/authTestServer'
import type { AuthTestServer } from '../../../test/services/authTestServer'
import { startDecoyRpc, createFrameHarness } from '../../../test/services/frameTestHarness'
import { startFarcasterTestBed } from '../../../test/services/farcasterTestBed'
import type { FarcasterTestBed } from '../../../test/services/farcasterTestBed'
import { createAuthApi } from './authApi'

/*
 * The frame's Farcaster handlers against the real auth routes, the relay stand-in and the ID
 * Registry on anvil: the URL to show, then polling until the user's Farcaster app signed. A refused
 * message ends the wait with a plain failure (the host shows 'Failed to connect to farcaster').
 */
let bed: FarcasterTestBed
let server: AuthTestServer
let decoy: Awaited<ReturnType<typeof startDecoyRpc>>
let harness: ReturnType<typeof createFrameHarness>
beforeAll(async () => {
  bed = await startFarcasterTestBed()
  ;[server, decoy] = await Promise.all([startAuthTestServer({ farcaster: bed.options() }), startDecoyRpc()])
  harness = createFrameHarness({ server, anvil: bed.anvil, decoyUrl: decoy.url })
}, 60_000)
afterAll(async () => {
  await Promise.all([server?.close(), decoy?.close()])
  await bed?.close()
})

describe('frame handlers: Farcaster', () => {
  it("signs in once the user's Farcaster app signed", async () => {
    const { handlers, state } = harness.createFrame()
    await expect(handlers.connectFarcaster({}, harness.context())).rejects.toThrow('Request the Farcaster URL first')
    const { url } = await handlers.getFarcasterUri({}, harness.context())
    expect(new URL(url).origin).toBe(bed.relay.url)
    await bed.approve(url, bed.alice)
    expect(await handlers.connectFarcaster({}, harness.context())).toMatchObject({ authProvider: 'farcaster', userName: 'alice' })
    expect(state.farcasterChannel).toBeUndefined()
  })

  it('polls the channel of the last URL request when two answers arrive out of order', async () => {
    const real = createAuthApi(server.url)
    let calls = 0
    let releaseFirst = () => {}
    const firstHeld = new Promise<void>((resolve) => (releaseFirst = resolve))
    const { handlers } = harness.createFrame(undefined, {
      // The first channel's answer is held until the second has arrived.
      farcasterChannel: async (body) => {
        const held = ++calls === 1
        const answer = await real.farcasterChannel(body)
        if (held) await firstHeld
        return answer
      },
    })
    const first = handlers.getFarcasterUri({}, harness.context())
    const { url } = await handlers.getFarcasterUri({}, harness.context())
    releaseFirst()
    expect((await first).url).not.toBe(url)
    await bed.approve(url, bed.bob)
    expect(await handlers.connectFarcaster({}, harness.context())).toMatchObject({ authProvider: 'farcaster', userName: 'bob' })
  })

  it('ends the wait with a plain failure when the message is refused, and keeps nothing', async () => {
    const { handlers, state } = harness.createFrame()
    const { url } = await handlers.getFarcasterUri({}, harness.context())
    await bed.approve(url, bed.alice, { overrides: { domain: 'evil.example' } })
    await expect(handlers.connectFarcaster({}, harness.context())).rejects.toMatchObject({ code: 5000, shortMessage: 'The Farcaster sign-in failed' })
    expect(state.farcasterChannel).toBeUndefined()
    expect(await handlers.isConnected({}, harness.context())).toEqual({ isConnected: false })
  })
})
