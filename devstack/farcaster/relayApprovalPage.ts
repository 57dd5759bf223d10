import { Hono } from 'hono'
import type { Context } from 'hono'
import { z } from 'zod'
import { devPage, escapeHtml } from '../../services/api/auth/devPage'
import { approveFarcasterSignIn } from './farcasterApp'
import type { FarcasterTestUser } from './farcasterTestUsers'

const approveSchema = z.object({ channelToken: z.string().min(1).max(64), fid: z.number().int().positive() })

/**
 * The relay stand-in's sign-in URL (`GET /~/siwf?channelToken=`), standing in for the Farcaster app
 * a phone opens from the QR code: one "Sign in as @name (fid N)" button per test user.
 */
export function approvalPage(c: Context, channel: { state: 'pending' | 'completed' } | undefined, users: readonly FarcasterTestUser[]): Response {
  if (channel?.state !== 'pending') {
    return devPage(c, 'Farcaster (development)', '<h1>This sign-in link expired</h1><p>Start again from the app.</p>', undefined, 404)
  }
  const buttons = users.map(
    (user, index) =>
      `<button type="button" class="${index === 0 ? 'primary' : ''}" data-fid="${user.fid}">Sign in as @${escapeHtml(user.username)} (fid ${user.fid})</button>`,
  )
  const script = `for (const button of document.querySelectorAll('button[data-fid]')) {
  button.addEventListener('click', async () => {
    const channelToken = new URLSearchParams(location.search).get('channelToken')
    const response = await fetch('/~/siwf/approve', { method: 'POST', headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ channelToken, fid: Number(button.dataset.fid) }) })
    document.querySelector('#status').textContent = response.ok ? 'Signed in. You can close this page.' : 'This sign-in link expired.'
  })
}`
  return devPage(
    c,
    'Farcaster (development)',
    `<p class="dev">development relay</p><h1>Sign in with Farcaster</h1>
<p>This page stands in for the Farcaster app: it signs the sign-in message with the test account's custody key.</p>
${buttons.join('\n')}<p id="status" role="status"></p>`,
    script,
  )
}

/**
 * `POST /~/siwf/approve` `{ channelToken, fid }` (204): the approval page's button. It does what the
 * Farcaster app does, over the relay's own HTTP routes (`approveFarcasterSignIn`).
 */
export function approvalRoutes(options: {
  relayUrl: () => string
  authKey: string
  users: readonly FarcasterTestUser[]
  pending: (channelToken: string) => boolean
}): Hono {
  return new Hono().post('/~/siwf/approve', async (c) => {
    const body = approveSchema.safeParse(await c.req.json().catch(() => undefined))
    const user = body.success ? options.users.find((candidate) => candidate.fid === body.data.fid) : undefined
    if (!body.success || !user) return c.json({ error: 'Validation error' }, 400)
    if (!options.pending(body.data.channelToken)) return c.json({ error: 'Unauthorized' }, 401)
    await approveFarcasterSignIn({ relayUrl: options.relayUrl(), authKey: options.authKey, channelToken: body.data.channelToken, user })
    return c.body(null, 204)
  })
}
