import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'

/** A local SMTP server that accepts every message and keeps only a count. */
export type SmtpSink = {
  /** `smtp://127.0.0.1:<port>`, for `FOYER_SMTP_URL`. */
  url: string
  /** Messages accepted so far. */
  received(): number
  close(): Promise<void>
}

/**
 * Starts an SMTP sink on loopback (plain text, no authentication), as the mail relay a production
 * API sends its codes to. Message bodies are read and dropped, so a long run holds no mail in memory.
 *
 * @example
 * const smtp = await startSmtpSink()
 * startServeProcess({ FOYER_SMTP_URL: smtp.url, ... })
 */
export async function startSmtpSink(): Promise<SmtpSink> {
  let count = 0
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      stream.on('data', () => undefined)
      stream.on('end', () => {
        count++
        callback()
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.server.address() as AddressInfo
  return {
    url: `smtp://127.0.0.1:${port}`,
    received: () => count,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
