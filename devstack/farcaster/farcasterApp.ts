import type { Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { createSiweMessage } from 'viem/siwe'
import { z } from 'zod'
import { BaseError } from '../../src/errors/BaseError'
import type { FarcasterTestUser } from './farcasterTestUsers'

/** The header carrying the Farcaster app's key to the relay's `authenticate` route. */
export const RELAY_AUTH_KEY_HEADER = 'X-Farcaster-Auth-Relay-Key'

/** What a relay's pending status tells the Farcaster app: the parameters the app asked it to sign. */
const pendingStatusSchema = z.object({
  state: z.literal('pending'),
  signatureParams: z.object({
    siweUri: z.string(),
    domain: z.string(),
    nonce: z.string(),
    notBefore: z.string().optional(),
    expirationTime: z.string().optional(),
    requestId: z.string().optional(),
  }),
})

/** Fields of the message to sign that a test changes (a message a verifier must refuse). */
export type SignInMessageOverrides = { domain?: string; nonce?: string; uri?: string; expirationTime?: Date; notBefore?: Date }

/** Options of {@link approveFarcasterSignIn}. */
export type ApproveFarcasterSignInOptions = {
  /** The relay's base URL, e.g. `http://127.0.0.1:43789`. */
  relayUrl: string
  /** The relay's key for Farcaster apps (the stand-in's `authKey`). */
  authKey: string
  /** The relay's channel token, as the sign-in URL's `channelToken` query parameter carries it. */
  channelToken: string
  /** Who signs in. */
  user: FarcasterTestUser
  /** Changes to the message before it is signed. @default none */
  overrides?: SignInMessageOverrides
  /** Signs with this key instead of the user's custody key (a signer that does not own the fid). @default user.custodyKey */
  signerKey?: Hex
}

/** The relay refused the Farcaster app's request. */
export class FarcasterAppError extends BaseError {
  override name = 'FarcasterAppError'
  constructor(step: 'status' | 'authenticate', status: number, body: string) {
    super(`The relay answered the Farcaster app's ${step} with ${status}`, { details: body.slice(0, 200) })
  }
}

/**
 * Does what a Farcaster client does once its user approves a sign-in: reads the channel's
 * parameters from the relay (`GET /v1/channel/status`), builds the Sign In With Farcaster message
 * (SIWE with statement "Farcaster Auth", chain id 10 and the `farcaster://fid/<fid>` resource, as
 * `@farcaster/auth-client`'s `buildSignInMessage` writes it), signs it with the custody key
 * (EIP-191 `personal_sign`) and posts it to `POST /v1/channel/authenticate`. The message is built
 * without the library's own checks, so a test can sign one that a verifier must refuse.
 *
 * @returns the signed message and its signature.
 * @throws {FarcasterAppError} when the relay refuses a step.
 * @example
 * await approveFarcasterSignIn({ relayUrl, authKey, channelToken, user: alice })
 */
export async function approveFarcasterSignIn(options: ApproveFarcasterSignInOptions): Promise<{ message: string; signature: Hex }> {
  const authorization = `Bearer ${options.channelToken}`
  const statusResponse = await fetch(`${options.relayUrl}/v1/channel/status`, { headers: { authorization } })
  const statusText = await statusResponse.text()
  if (statusResponse.status !== 202) throw new FarcasterAppError('status', statusResponse.status, statusText)
  const { signatureParams } = pendingStatusSchema.parse(JSON.parse(statusText))
  const signer = privateKeyToAccount(options.signerKey ?? options.user.custodyKey)
  const custody = privateKeyToAccount(options.user.custodyKey).address
  const overrides = options.overrides ?? {}
  const notBefore = overrides.notBefore ?? (signatureParams.notBefore ? new Date(signatureParams.notBefore) : undefined)
  const expirationTime = overrides.expirationTime ?? (signatureParams.expirationTime ? new Date(signatureParams.expirationTime) : undefined)
  const message = createSiweMessage({
    // The custody address is the account that signs in; another signer must not pass for it.
    address: options.signerKey ? signer.address : custody,
    chainId: 10,
    domain: overrides.domain ?? signatureParams.domain,
    nonce: overrides.nonce ?? signatureParams.nonce,
    uri: overrides.uri ?? signatureParams.siweUri,
    version: '1',
    statement: 'Farcaster Auth',
    issuedAt: new Date(),
    ...(notBefore ? { notBefore } : {}),
    ...(expirationTime ? { expirationTime } : {}),
    ...(signatureParams.requestId ? { requestId: signatureParams.requestId } : {}),
    resources: [`farcaster://fid/${options.user.fid}`],
  })
  const signature = await signer.signMessage({ message })
  const response = await fetch(`${options.relayUrl}/v1/channel/authenticate`, {
    method: 'POST',
    headers: { authorization, [RELAY_AUTH_KEY_HEADER]: options.authKey, 'content-type': 'application/json' },
    body: JSON.stringify({
      message,
      signature,
      authMethod: 'custody',
      fid: options.user.fid,
      username: options.user.username,
      displayName: options.user.displayName,
      bio: '',
    }),
  })
  if (response.status !== 201) throw new FarcasterAppError('authenticate', response.status, await response.text())
  return { message, signature }
}
