import type { AlertCode } from './alerts'
import { errorMessages } from './messages'

/**
 * Texts the kit's services put in their errors, and the alert each one means: the WalletConnect
 * relay closes its socket with `Unauthorized: origin not allowed`, `Unauthorized: invalid key` or
 * `JWT validation error: JWT Token is not yet valid`; Foyer's RPC gateway answers `Origin not
 * allowed`; Foyer's sign-in API answers `SIWX message not yet valid`, `SIWX message issued in the
 * future` (a device clock running ahead), `SIWX message expired` and `Session expired`. Matched case-insensitively anywhere in the error's messages.
 */
export const providerErrorTexts = [
  { text: 'origin not allowed', code: 'APKT002' },
  { text: 'invalid key', code: 'APKT007' },
  { text: 'not yet valid', code: 'APKT006' },
  { text: 'issued in the future', code: 'APKT006' },
  { text: 'message expired', code: 'APKT006' },
  { text: 'session expired', code: 'APKT006' },
  { text: errorMessages.networkNotFound.toLowerCase(), code: 'APKT001' },
] as const satisfies readonly { text: string; code: AlertCode }[]

// Error classes that mean a network the app or the wallet asked for is not configured.
const networkNotFoundNames = new Set(['NetworkNotFoundError', 'ChainNotConfiguredError'])

/**
 * The alert a failure calls for, or `undefined`: a network that is not configured (APKT001: Foyer's
 * `NetworkNotFoundError`, wagmi's `ChainNotConfiguredError`, 'Network not found'), then the
 * {@link providerErrorTexts} (origin not allowed → APKT002, invalid key → APKT007, not yet valid
 * or expired → APKT006). Reads the message, short message, details, server message and close
 * reason of the error and of every cause (a few levels deep), so a wrapped error still counts.
 *
 * @example
 * alertForError(new Error('WebSocket connection closed abnormally with code: 3000 (Unauthorized: invalid key)')) // 'APKT007'
 */
export function alertForError(error: unknown): AlertCode | undefined {
  const texts: string[] = []
  let current: unknown = error
  for (let depth = 0; current !== undefined && current !== null && depth < 8; depth++) {
    if (typeof current === 'string') {
      texts.push(current)
      break
    }
    if (typeof current !== 'object') break
    const fields = current as Record<string, unknown>
    if (typeof fields.name === 'string' && networkNotFoundNames.has(fields.name)) return 'APKT001'
    for (const key of ['message', 'shortMessage', 'details', 'serverMessage', 'reason', 'body'] as const) {
      if (typeof fields[key] === 'string') texts.push(fields[key])
    }
    current = fields.cause
  }
  const text = texts.join('\n').toLowerCase()
  return providerErrorTexts.find((entry) => text.includes(entry.text))?.code
}
