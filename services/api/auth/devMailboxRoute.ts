import { HttpError } from '../HttpError'
import type { ApiRoute } from '../matchRoute'
import type { DevMailbox } from './mailer'

/**
 * `GET /dev/mailbox?to=<email>`: the codes the development mailbox holds for an address, oldest first
 * (`{ messages: [{ to, subject, text, code, purpose, sentAt }] }`). Mounted only when the development
 * mailbox is on.
 */
export function devMailboxRoute(mailbox: DevMailbox): ApiRoute {
  return {
    method: 'GET',
    path: '/dev/mailbox',
    handle({ url }) {
      const to = url.searchParams.get('to')?.trim()
      if (!to) throw new HttpError(400, 'Missing to')
      return { body: { messages: mailbox.messages(to) } }
    },
  }
}
