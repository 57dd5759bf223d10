import { zValidator } from '@hono/zod-validator'
import { Hono } from 'hono'
import { z } from 'zod'
import type { ApiEnv } from '../apiDomain'
import { HttpError } from '../HttpError'
import { invalidInput } from '../jsonBody'
import type { DevMailbox } from './mailer'

const querySchema = z.object({ to: z.string().optional() })

/**
 * `GET /dev/mailbox?to=<email>`: the codes the development mailbox holds for an address, oldest first
 * (`{ messages: [{ to, subject, text, code, purpose, sentAt }] }`; a device-approval mail has `link`
 * instead of `code`). Mounted only when the development mailbox is on.
 *
 * @example
 * app.route('/', devMailboxRoute(createDevMailbox(Date.now)))
 */
export function devMailboxRoute(mailbox: DevMailbox): Hono<ApiEnv> {
  return new Hono<ApiEnv>().get('/dev/mailbox', zValidator('query', querySchema, invalidInput), (c) => {
    const to = c.req.valid('query').to?.trim()
    if (!to) throw new HttpError(400, 'Missing to')
    return c.json({ messages: mailbox.messages(to) })
  })
}
