import type { Mailer } from './mailer'

/**
 * A mailer over SMTP with nodemailer, loaded only when used (`FOYER_SMTP_URL` set), so the API does
 * not pull it in otherwise.
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
      // The code travels only in the message body; nodemailer logs nothing unless asked to.
      await transport.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text })
    },
  }
}
