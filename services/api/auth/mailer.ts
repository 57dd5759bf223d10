import { formatOneTimeCode } from '../../../src/protocol/oneTimeCode'

/** Why a code is sent; the development mailbox reports it so tests can tell messages apart. */
export type CodePurpose = 'login' | 'verify-device' | 'update-primary' | 'update-secondary' | 'email-capture'

/** One e-mail carrying a one-time code. */
export type CodeMail = {
  to: string
  subject: string
  text: string
  /** The code itself (normalized, no dash), kept apart from the text only so the development mailbox can expose it. */
  code: string
  purpose: CodePurpose
}

/** One e-mail carrying a one-time link (a device approval) instead of a code. */
export type LinkMail = {
  to: string
  subject: string
  text: string
  /** The link itself, kept apart from the text only so the development mailbox can expose it. */
  link: string
  purpose: 'device-approval'
  code?: never
}

/** Sends the auth service's e-mails (SMTP in production, the development mailbox otherwise). */
export type Mailer = {
  send(mail: CodeMail | LinkMail): Promise<void>
}

/** A message as the development mailbox keeps it. */
export type MailboxMessage = (CodeMail | LinkMail) & { sentAt: string }

/** A mailer that keeps messages in memory, read back by `GET /dev/mailbox?to=`. */
export type DevMailbox = Mailer & {
  /** Messages sent to an address (any case), oldest first. */
  messages(to: string): MailboxMessage[]
}

/** Messages kept per address; older ones are dropped. */
const MAILBOX_DEPTH = 50

/**
 * Creates an in-memory development mailbox. Only for development and tests: it exposes codes.
 *
 * @example
 * const mailbox = createDevMailbox()
 * await mailbox.send({ to: 'a@b.c', subject: 'Code', text: '4KQ7-011Z', code: '4KQ7011Z', purpose: 'login' })
 * mailbox.messages('a@b.c').at(-1)?.code // '4KQ7011Z'
 */
export function createDevMailbox(now: () => number = Date.now): DevMailbox {
  const boxes = new Map<string, MailboxMessage[]>()
  return {
    async send(mail) {
      const key = mail.to.toLowerCase()
      const box = boxes.get(key) ?? []
      box.push({ ...mail, sentAt: new Date(now()).toISOString() })
      boxes.set(key, box.slice(-MAILBOX_DEPTH))
    },
    messages: (to) => [...(boxes.get(to.toLowerCase()) ?? [])],
  }
}

/**
 * The text of a code e-mail. The code is shown as two groups of four (`4KQ7-011Z`), which people
 * read and retype more easily; the field takes it with or without the dash, in any case.
 *
 * @example
 * codeMail('a@b.c', '4KQ7011Z', 'login').subject // 'Your Foyer sign-in code'
 */
export function codeMail(to: string, code: string, purpose: CodePurpose): CodeMail {
  const subjects: Record<CodePurpose, string> = {
    login: 'Your Foyer sign-in code',
    'verify-device': 'Confirm your new device',
    'update-primary': 'Confirm your e-mail change',
    'update-secondary': 'Confirm your new e-mail address',
    'email-capture': 'Confirm your e-mail address',
  }
  const lines: Record<CodePurpose, string> = {
    login: 'Use this code to sign in',
    'verify-device': 'Someone is signing in to your wallet from a new device. If it is you, use this code',
    'update-primary': 'Use this code to approve changing the e-mail address of your wallet',
    'update-secondary': 'Use this code to confirm this address as the new e-mail of your wallet',
    'email-capture': 'Use this code to confirm the e-mail address you gave with your wallet',
  }
  const text = `${lines[purpose]}: ${formatOneTimeCode(code)}\n\nIt expires in 10 minutes. If you did not ask for it, ignore this e-mail.`
  return { to, subject: subjects[purpose], text, code, purpose }
}
