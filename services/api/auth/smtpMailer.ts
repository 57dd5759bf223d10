import { BaseError } from '../../../src/errors/BaseError'
import type { Mailer } from './mailer'

/** Type of {@link SmtpSendError}. */
export type SmtpSendErrorType = SmtpSendError & { name: 'SmtpSendError' }

/**
 * An SMTP server refused or could not take a code e-mail. It carries only what may be logged: the
 * SMTP response code and class, nodemailer's error code and the SMTP command that failed; never the
 * server's response text or the message, which can quote the code.
 *
 * @example
 * logger.warn({ smtp: error.logFields }, 'code e-mail failed')
 */
export class SmtpSendError extends BaseError {
  override name = 'SmtpSendError'
  constructor(
    /** The SMTP reply code (e.g. 550), when the server answered. */
    readonly responseCode: number | undefined,
    /** nodemailer's error code (e.g. `EAUTH`, `ECONNECTION`, `EENVELOPE`), when it gave one. */
    readonly code: string | undefined,
    /** The SMTP command that failed (e.g. `RCPT TO`), when known. */
    readonly command: string | undefined,
  ) {
    super(`SMTP send failed${responseCode === undefined ? '' : ` (${responseCode})`}${code ? ` ${code}` : ''}`)
  }

  /** The fields a log line may carry: response code and class (`5xx`), error code and command. */
  get logFields(): { responseCode?: number; responseClass?: string; code?: string; command?: string } {
    return {
      ...(this.responseCode === undefined ? {} : { responseCode: this.responseCode, responseClass: `${String(this.responseCode).charAt(0)}xx` }),
      ...(this.code ? { code: this.code } : {}),
      ...(this.command ? { command: this.command } : {}),
    }
  }

  /** The error to throw for a nodemailer failure: its codes only, nothing of its text. */
  static from(error: unknown): SmtpSendError {
    const fields = (error ?? {}) as { responseCode?: unknown; code?: unknown; command?: unknown }
    const text = (value: unknown) => (typeof value === 'string' && /^[A-Z][A-Z ]{0,19}$/.test(value) ? value : undefined)
    const responseCode = typeof fields.responseCode === 'number' && Number.isInteger(fields.responseCode) ? fields.responseCode : undefined
    return new SmtpSendError(responseCode, text(fields.code), text(fields.command))
  }
}

/**
 * A mailer over SMTP with nodemailer, loaded only when used (`FOYER_SMTP_URL` set), so the API does
 * not pull it in otherwise. A failed send rejects with {@link SmtpSendError}, which the API's error
 * handler logs at `warn` with the SMTP response code.
 *
 * @param url an SMTP URL, e.g. `smtps://user:pass@smtp.example.com:465`.
 * @param from the sender address. @default 'Foyer <no-reply@localhost>'
 * @example
 * const mailer = await createSmtpMailer(process.env.FOYER_SMTP_URL!, 'Wallet <wallet@example.com>')
 */
export async function createSmtpMailer(url: string, from = 'Foyer <no-reply@localhost>'): Promise<Mailer> {
  const nodemailer = await import('nodemailer')
  const transport = nodemailer.createTransport(url)
  return {
    async send(mail) {
      // The code travels only in the message body; nodemailer logs nothing unless asked to, and its
      // errors (whose text may quote the server's reply or the message) are reduced to their codes.
      try {
        await transport.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text })
      } catch (error) {
        throw SmtpSendError.from(error)
      }
    },
  }
}
