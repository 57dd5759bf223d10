import { zValidator } from '@hono/zod-validator'
import { Hono } from 'hono'
import { z } from 'zod'
import { HttpError } from '../HttpError'
import type { ApiEnv } from '../apiDomain'
import { invalidInput, jsonBody } from '../jsonBody'
import type { AuthContext } from './authContext'
import { devPage, escapeHtml } from './devPage'
import { CHANNEL_KIND, CONNECT_KIND, channelValueSchema } from './farcasterChannel'
import { loginOrCreate } from './loginOrCreate'

/** The test accounts the sandbox page offers. */
export const DEV_FARCASTER_ACCOUNTS = [
  { fid: 1001, username: 'alice' },
  { fid: 1002, username: 'bob' },
] as const

const completeSchema = z.object({
  fid: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  username: z.string().regex(/^[a-z0-9][a-z0-9-]{0,15}(\.eth)?$/, 'Invalid Farcaster username'),
})

/**
 * The development Farcaster sandbox: `GET /auth/v1/dev-farcaster/:id` (the page the QR code opens:
 * "Sign in as @alice (fid 1001)") and `POST /auth/v1/dev-farcaster/:id/complete` (`{ fid, username }`,
 * 204), which completes the channel as a Farcaster client would after the user signs.
 */
export function devFarcasterRoutes(context: AuthContext): Hono<ApiEnv> {
  async function pendingChannel(connectId: string) {
    const store = await context.store()
    const connect = await store.record(CONNECT_KIND, connectId)
    const tokenHash = z.object({ tokenHash: z.string() }).safeParse(connect?.value)
    if (!connect || !tokenHash.success || connect.expiresAt <= context.now()) return undefined
    const channel = await store.record(CHANNEL_KIND, tokenHash.data.tokenHash)
    const parsed = channelValueSchema.safeParse(channel?.value)
    if (!channel || !parsed.success) return undefined
    return { tokenHash: tokenHash.data.tokenHash, expiresAt: channel.expiresAt, channel: parsed.data }
  }

  return new Hono<ApiEnv>()
    .get('/auth/v1/dev-farcaster/:id', async (c) => {
      const found = await pendingChannel(c.req.param('id'))
      if (found?.channel.state !== 'pending') {
        return devPage(c, 'Farcaster sandbox', '<h1>This sign-in link expired</h1><p>Start again from the app.</p>', undefined, 404)
      }
      const buttons = DEV_FARCASTER_ACCOUNTS.map(
        (account, index) =>
          `<button type="button" class="${index === 0 ? 'primary' : ''}" data-fid="${account.fid}" data-username="${escapeHtml(account.username)}">Sign in as @${escapeHtml(account.username)} (fid ${account.fid})</button>`,
      )
      const script = `for (const button of document.querySelectorAll('button[data-fid]')) {
  button.addEventListener('click', async () => {
    const response = await fetch(location.pathname + '/complete', { method: 'POST', headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ fid: Number(button.dataset.fid), username: button.dataset.username }) })
    document.querySelector('#status').textContent = response.ok ? 'Signed in. You can close this page.' : 'This sign-in link expired.'
  })
}`
      return devPage(
        c,
        'Farcaster sandbox',
        `<p class="dev">development sandbox</p><h1>Sign in with Farcaster</h1>
<p>No Farcaster relay is configured, so this page stands in for the Farcaster app.</p>
${buttons.join('\n')}<p id="status" role="status"></p>`,
        script,
      )
    })
    .post('/auth/v1/dev-farcaster/:id/complete', jsonBody, zValidator('json', completeSchema, invalidInput), async (c) => {
      const body = c.req.valid('json')
      const found = await pendingChannel(c.req.param('id'))
      if (!found) throw new HttpError(404, 'unknown_channel')
      if (found.channel.state !== 'pending') throw new HttpError(409, 'already_completed')
      const login = await loginOrCreate(context, { provider: 'farcaster', subject: String(body.fid), userName: body.username })
      const value = {
        state: 'completed',
        deviceId: found.channel.deviceId,
        connectId: found.channel.connectId,
        userId: login.user.id,
        isNewUser: login.isNewUser,
        ...(login.userName ? { userName: login.userName } : {}),
      }
      await (await context.store()).putRecord(CHANNEL_KIND, found.tokenHash, { value, expiresAt: found.expiresAt }, context.now())
      return c.body(null, 204)
    })
}
