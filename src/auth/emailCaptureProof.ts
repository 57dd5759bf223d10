import { createSiweMessage, generateSiweNonce } from 'viem/siwe'
import type { Address } from 'viem'

/**
 * How long a wallet's proof for e-mail capture is accepted after it was signed: long enough for the
 * code to arrive and be typed (a code lives 10 minutes), short enough that an old signature found
 * later opens nothing.
 */
export const EMAIL_CAPTURE_PROOF_MS = 30 * 60_000

/**
 * The statement the wallet signs for e-mail capture: it names the address so the person signing sees
 * what they agree to, and so the proof is good for that address only.
 *
 * @example
 * emailCaptureStatement('ada@example.com') // 'Link the e-mail address ada@example.com to this wallet.'
 */
export function emailCaptureStatement(email: string): string {
  return `Link the e-mail address ${email} to this wallet.`
}

/**
 * The EIP-4361 request id of a capture proof: the project it is for, so a proof made on one
 * project's site cannot be spent on another project allowed on the same site.
 *
 * @example
 * emailCaptureRequestId('shop') // 'foyer-email-capture:shop'
 */
export function emailCaptureRequestId(projectId: string): string {
  return `foyer-email-capture:${projectId}`
}

/** What {@link createEmailCaptureProofMessage} needs. */
export type EmailCaptureProofParameters = {
  address: Address
  chainId: number
  projectId: string
  /** The e-mail address as the user gave it (trimmed; the API lower-cases it the same way). */
  email: string
  /** The site asking: `location.host` and `location.origin` in a browser. */
  domain: string
  uri: string
  /** @default Date.now() */
  now?: number | undefined
}

/**
 * The EIP-4361 message a wallet signs to prove it controls `address` before an e-mail address is
 * linked to it: the site (domain, uri), the project (request id), the e-mail (statement), issued now
 * and expiring after {@link EMAIL_CAPTURE_PROOF_MS}. The nonce is the client's own: the proof is
 * not single use, since replaying it within its time only links the same e-mail to the same wallet,
 * and that still needs the code mailed to the e-mail.
 *
 * @example
 * const message = createEmailCaptureProofMessage({ address, chainId: 1, projectId, email, domain: location.host, uri: location.origin })
 * const signature = await signMessageAsync({ message })
 */
export function createEmailCaptureProofMessage(parameters: EmailCaptureProofParameters): string {
  const now = parameters.now ?? Date.now()
  return createSiweMessage({
    address: parameters.address,
    chainId: parameters.chainId,
    domain: parameters.domain,
    uri: parameters.uri,
    version: '1',
    nonce: generateSiweNonce(),
    statement: emailCaptureStatement(parameters.email),
    requestId: emailCaptureRequestId(parameters.projectId),
    issuedAt: new Date(now),
    expirationTime: new Date(now + EMAIL_CAPTURE_PROOF_MS),
  })
}
