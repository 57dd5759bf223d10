import { zValidator } from '@hono/zod-validator'
import { Hono } from 'hono'
import { z } from 'zod'
import type { ApiEnv } from '../apiDomain'
import { invalidInput, jsonBody } from '../jsonBody'
import { matchOrigin } from '../../../src/origins/matchOrigin'
import { projectIdSchema } from './authContext'
import type { AuthContext } from './authContext'
import { approveDeviceLink, denyDeviceLink, describeDeviceLink, deviceVerificationState, sendDeviceLink } from './deviceApproval'
import { coarseBrowser } from './deviceApprovalMail'
import { DEVICE_APPROVAL_SCRIPT_PATH, deviceApprovalPage, deviceApprovalScript } from './deviceApprovalPage'
import { requireSession } from './requireSession'

const requestSchema = z.object({
  projectId: projectIdSchema,
  /** The app's name as the frame knows it (the app's own metadata). */
  appName: z.string().trim().min(1).max(100).optional(),
  /** The host page's origin; kept only when the project allows it. */
  site: z.url().max(300).optional(),
})
const tokenSchema = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{20,200}$/) })

/**
 * Device verification of a code sign-in on a new device, before the recovery share is released:
 * - `POST /auth/v1/device/verification` (session) mails an approval link to the account's e-mail;
 * - `GET /auth/v1/device/verification` (session) says `pending`, `approved`, `expired` or `none`;
 * - `GET /auth/v1/device/approve#<token>` is the link's page (and `approve.js` its script);
 * - `POST /auth/v1/device/approval`, `/approve` and `/deny` (`{ token }`) describe, approve, or
 *   refuse and revoke the session. An unknown, used or expired token answers 410 `expired` alike.
 */
export function deviceRoutes(auth: AuthContext): Hono<ApiEnv> {
  const session = requireSession(auth)
  return new Hono<ApiEnv>()
    .post('/auth/v1/device/verification', session, jsonBody, zValidator('json', requestSchema, invalidInput), async (c) => {
      const body = c.req.valid('json')
      const project = auth.project(body.projectId)
      const site = body.site && siteOf(body.site, project.allowedOrigins)
      const browser = coarseBrowser(c.req.header('user-agent'))
      await sendDeviceLink(auth, c.var.session, {
        publicUrl: auth.publicUrl(c.req.header('host')),
        details: { ...(body.appName ? { appName: body.appName } : {}), ...(site ? { site } : {}), ...(browser ? { browser } : {}) },
      })
      return c.json({ state: 'pending' as const }, 202)
    })
    .get('/auth/v1/device/verification', session, async (c) => c.json({ state: await deviceVerificationState(auth, c.var.session) }))
    .get('/auth/v1/device/approve', (c) => deviceApprovalPage(c))
    .get(DEVICE_APPROVAL_SCRIPT_PATH, (c) => deviceApprovalScript(c))
    .post('/auth/v1/device/approval', jsonBody, zValidator('json', tokenSchema, invalidInput), async (c) =>
      c.json(await describeDeviceLink(auth, c.req.valid('json').token)),
    )
    .post('/auth/v1/device/approve', jsonBody, zValidator('json', tokenSchema, invalidInput), async (c) => {
      await approveDeviceLink(auth, c.req.valid('json').token)
      return c.body(null, 204)
    })
    .post('/auth/v1/device/deny', jsonBody, zValidator('json', tokenSchema, invalidInput), async (c) => {
      await denyDeviceLink(auth, c.req.valid('json').token)
      return c.body(null, 204)
    })
}

/** The site's origin when the project allows it; a site it does not allow is left out of the mail. */
function siteOf(site: string, allowedOrigins: readonly string[]): string | undefined {
  const origin = new URL(site).origin
  return matchOrigin(origin, allowedOrigins) ? origin : undefined
}
