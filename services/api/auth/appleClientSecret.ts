import { SignJWT, importPKCS8 } from 'jose'
import type { CryptoKey } from 'jose'
import type { ClientAuth } from 'openid-client'

/** Apple's client secret is short-lived here: one is signed for each token request. */
const SECRET_LIFETIME_SECONDS = 5 * 60

/** What Apple's client secret is made from (the Sign in with Apple key of the developer account). */
export type AppleSecretOptions = {
  /** The Services ID (the client id the popup uses). */
  clientId: string
  /** The developer account's Team ID. */
  teamId: string
  /** The id of the Sign in with Apple key. */
  keyId: string
  /** The key's PKCS#8 private key: the `.p8` file's PEM text, or its base64 body alone. */
  privateKey: string
  /** Apple's issuer, the JWT's audience. @default 'https://appleid.apple.com' */
  audience?: string
}

/**
 * Apple's client secret: a JWT signed ES256 with the developer's key (`kid` = key id), issued by the
 * team for the Services ID, with Apple's issuer as the audience, as Apple's token endpoint requires.
 *
 * @example
 * const secret = await appleClientSecret({ clientId: 'com.example.web', teamId: 'ABCDE12345', keyId: 'KEY1234567', privateKey: pem }, Date.now())
 */
export async function appleClientSecret(options: AppleSecretOptions, nowMs: number, key?: CryptoKey): Promise<string> {
  const signingKey = key ?? (await importAppleKey(options.privateKey))
  const issuedAt = Math.floor(nowMs / 1000)
  return new SignJWT({})
    .setProtectedHeader({ alg: 'ES256', kid: options.keyId })
    .setIssuer(options.teamId)
    .setSubject(options.clientId)
    .setAudience(options.audience ?? 'https://appleid.apple.com')
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + SECRET_LIFETIME_SECONDS)
    .sign(signingKey)
}

/**
 * Reads the `.p8` key, PEM or its base64 body alone.
 *
 * @throws when the text is not a PKCS#8 EC P-256 key.
 */
export function importAppleKey(privateKey: string): Promise<CryptoKey> {
  const body = privateKey.includes('BEGIN') ? privateKey.replace(/-----[^-]+-----/g, '').replace(/\s+/g, '') : privateKey.replace(/\s+/g, '')
  const pem = `-----BEGIN PRIVATE KEY-----\n${body.replace(/(.{64})/g, '$1\n').trim()}\n-----END PRIVATE KEY-----`
  return importPKCS8(pem, 'ES256')
}

/**
 * openid-client's client authentication for Apple: `client_id` and a freshly signed client secret in
 * the token request's body.
 *
 * @example
 * const auth = appleClientAuth({ clientId, teamId, keyId, privateKey }, Date.now)
 */
export function appleClientAuth(options: AppleSecretOptions, now: () => number): ClientAuth {
  let key: Promise<CryptoKey> | undefined
  // openid-client waits for a client authentication that returns a promise (its type says void).
  const auth = async (_server: unknown, client: { client_id: string }, body: URLSearchParams): Promise<void> => {
    key ??= importAppleKey(options.privateKey)
    body.set('client_id', client.client_id)
    body.set('client_secret', await appleClientSecret(options, now(), await key))
  }
  return auth
}
