import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'

/** One message the inbox accepted: its envelope recipients, subject and decoded text body. */
export type ReceivedMail = { to: string[]; subject: string; text: string; receivedAt: number }

/** A real SMTP server on loopback that keeps every message it accepts. */
export type SmtpInbox = {
  /** `smtp://127.0.0.1:<port>`, for the server configuration's `smtp.url`. */
  url: string
  /** The messages sent to `address` (any case), oldest first. */
  messagesTo(address: string): ReceivedMail[]
  close(): Promise<void>
}

/**
 * Starts an SMTP server (the `smtp-server` package: the protocol a mail relay speaks) on 127.0.0.1,
 * plain text and no authentication, that keeps what production sends its code e-mails to. The
 * code is read from the delivered message, as a user reads it, not from a development mailbox.
 *
 * @param port 0 lets the system pick a free one. @default 0
 * @param onMessage called with each message as it is accepted.
 * @example
 * const inbox = await startSmtpInbox()
 * inbox.messagesTo('ada@example.com').at(-1)?.text
 */
export async function startSmtpInbox(port = 0, onMessage: (mail: ReceivedMail) => void = () => undefined): Promise<SmtpInbox> {
  const messages: ReceivedMail[] = []
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        const { subject, text } = parseMessage(Buffer.concat(chunks).toString('utf8'))
        const mail = { to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()), subject, text, receivedAt: Date.now() }
        messages.push(mail)
        onMessage(mail)
        callback()
      })
    },
  })
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject)
    server.listen(port, '127.0.0.1', () => resolve())
  })
  const { port: bound } = server.server.address() as AddressInfo
  return {
    url: `smtp://127.0.0.1:${bound}`,
    messagesTo: (address) => messages.filter((message) => message.to.includes(address.toLowerCase())),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

/**
 * The subject and text of a single-part plain-text message, as nodemailer writes one: headers
 * (folded lines joined), a blank line, then the body in 7bit, quoted-printable or base64.
 */
export function parseMessage(raw: string): { subject: string; text: string } {
  const split = raw.search(/\r?\n\r?\n/)
  const head = split === -1 ? raw : raw.slice(0, split)
  const body = split === -1 ? '' : raw.slice(split).replace(/^\r?\n\r?\n/, '')
  const headers = new Map<string, string>()
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':')
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim())
  }
  const encoding = headers.get('content-transfer-encoding')?.toLowerCase()
  const text =
    encoding === 'quoted-printable'
      ? Buffer.from(
          body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
          'latin1',
        ).toString('utf8')
      : encoding === 'base64'
        ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
        : body
  return { subject: headers.get('subject') ?? '', text: text.replace(/\r\n/g, '\n').trimEnd() }
}
