import { isAddressEqual, verifyMessage } from 'viem'
import type { Address, Hex, PublicClient } from 'viem'
import { parseSiweMessage, verifySiweMessage } from 'viem/siwe'
import { z } from 'zod'
import { EMAIL_CAPTURE_PROOF_MS, emailCaptureRequestId, emailCaptureStatement } from '../../../src/auth/emailCaptureProof'
import { HttpError } from '../HttpError'
import { checkSiwxMessage } from '../siwx/checkSiwxMessage'

/** The wallet's proof sent with a capture request: the signed EIP-4361 message and its signature. */
export const captureProofSchema = z.object({
  message: z.string().min(1).max(4_000),
  signature: z.string().regex(/^0x[0-9a-fA-F]{2,}$/),
})

/** See {@link captureProofSchema}. */
export type CaptureProof = z.infer<typeof captureProofSchema>

// A proof signed a little ahead of the server's clock is still accepted.
const CLOCK_SKEW_MS = 60_000

/** What a proof must match: the request it came with. */
export type CaptureProofContext = {
  projectId: string
  /** The wallet address the request names. */
  address: string
  /** The e-mail exactly as the request sent it (the statement names it so). */
  email: string
  /** The request's `Origin` header. */
  origin: string | undefined
  allowedOrigins: readonly string[]
  now: number
  /** The chain's client, when the API serves that chain (smart accounts verify through it). */
  clientOf(chainId: number): PublicClient | undefined
}

const refused = () => new HttpError(401, 'invalid_wallet_proof')

/**
 * Checks that the wallet a capture request names proved control: an EIP-4361 message for this site
 * (domain = the request's `Origin`, on the project's allowed origins), this project (request id), this
 * e-mail (statement) and this address, signed less than {@link EMAIL_CAPTURE_PROOF_MS} ago and not
 * expired, with a signature that verifies. On a chain the API serves, the signature is verified
 * through the chain, so smart accounts (ERC-1271, and ERC-6492 before deployment) prove control
 * too; on another chain only a plain account's signature can verify. Throws 401
 * `wallet_proof_required`, `wallet_proof_expired` or `invalid_wallet_proof`.
 *
 * @example
 * await checkCaptureProof(body.proof, { projectId, address, email, origin, allowedOrigins, now: Date.now(), clientOf })
 */
export async function checkCaptureProof(proof: CaptureProof | undefined, context: CaptureProofContext): Promise<void> {
  if (!proof) throw new HttpError(401, 'wallet_proof_required')
  let fields: ReturnType<typeof parseSiweMessage>
  try {
    fields = parseSiweMessage(proof.message)
  } catch {
    throw refused()
  }
  const { issuedAt, expirationTime } = fields
  if (!issuedAt || !expirationTime || expirationTime.getTime() - issuedAt.getTime() > EMAIL_CAPTURE_PROOF_MS) throw refused()
  if (expirationTime.getTime() <= context.now || issuedAt.getTime() + EMAIL_CAPTURE_PROOF_MS <= context.now) {
    throw new HttpError(401, 'wallet_proof_expired')
  }
  if (issuedAt.getTime() > context.now + CLOCK_SKEW_MS) throw refused()
  let checked: ReturnType<typeof checkSiwxMessage>
  try {
    checked = checkSiwxMessage(proof.message, { now: context.now, origin: context.origin, allowedOrigins: context.allowedOrigins })
  } catch {
    throw refused()
  }
  const forThisRequest =
    /^0x[0-9a-fA-F]{40}$/.test(context.address) &&
    isAddressEqual(checked.address, context.address as Address) &&
    fields.statement === emailCaptureStatement(context.email) &&
    fields.requestId === emailCaptureRequestId(context.projectId)
  if (!forThisRequest) throw refused()
  const signature = proof.signature as Hex
  const client = context.clientOf(checked.chainId)
  const valid = client
    ? await verifySiweMessage(client, { message: proof.message, signature, time: new Date(context.now) }).catch(() => false)
    : await verifyMessage({ address: checked.address, message: proof.message, signature }).catch(() => false)
  if (!valid) throw refused()
}
