import { zValidator } from '@hono/zod-validator'
import { Hono } from 'hono'
import { z } from 'zod'
import type { SqlDatabase } from '../../store/SqlDatabase'
import { clientIpOf } from '../apiDomain'
import type { ApiEnv } from '../apiDomain'
import { invalidInput, jsonBody } from '../jsonBody'
import { assertOrigin, projectIdSchema } from '../auth/authContext'
import type { AuthContext } from '../auth/authContext'
import { checkCode, otpInputSchema, sendCode } from '../auth/emailCodes'
import { parseEmail } from '../auth/emailRoutes'
import type { ApiChain } from '../coreRoutes'
import { chainClients } from '../chainClients'
import { captureProofSchema, checkCaptureProof } from './checkCaptureProof'
import { emailCaptureStore } from './emailCaptureStore'

// An EVM address, or another family's (base58, bech32...): letters and digits only.
const addressSchema = z.string().regex(/^[A-Za-z0-9]{20,128}$/, 'Invalid address')
// The proof is optional in the schema so that its absence gets its own answer (wallet_proof_required).
const startSchema = z.object({ projectId: projectIdSchema, address: addressSchema, email: z.string().max(320), proof: captureProofSchema.optional() })
const verifySchema = startSchema.extend({ otp: otpInputSchema })

// EVM addresses are case-insensitive (the case is only a checksum): one wallet, one row.
const normalizeAddress = (address: string) => (/^0x[0-9a-fA-F]{40}$/.test(address) ? address.toLowerCase() : address)
// The code is bound to the e-mail it was sent to, so it proves that address and no other.
const captureScope = (projectId: string, address: string, email: string) => `capture:${projectId}:${address}:${email}`

/**
 * E-mail capture (the modal's DataCapture view) for the auth service, with the same codes, 30 s
 * throttle and per-IP / per-project send limits as e-mail sign-in:
 *
 * - `POST /auth/v1/email-capture/start` `{ projectId, address, email, proof }` → `{ action: 'VERIFY_OTP' }`:
 *   mails an 8-character code to `email`.
 * - `POST /auth/v1/email-capture/verify` `{ projectId, address, email, otp, proof }` → `{ email, verifiedAt }`:
 *   checks the code (wrong: 401 `invalid_code` with `attemptsLeft`) and stores the address for the
 *   project and wallet (`email_captures`).
 *
 * Both halves are proven: the e-mail by its code, the wallet by `proof`, a message it signed for this
 * site, project, e-mail and address (see `checkCaptureProof`; refused: 401 `wallet_proof_required`,
 * `wallet_proof_expired` or `invalid_wallet_proof`). Without it anyone could link an e-mail they own
 * to someone else's address. The proof is checked before a code is mailed, so no mail goes out for a
 * wallet that did not ask. `chains` are the chains whose RPC verifies smart accounts' signatures.
 * A request whose `Origin` is not on the project's allowed origins is refused (400 `origin_not_allowed`).
 *
 * @example
 * app.route('/', emailCaptureRoutes(createAuthContext({ database }), () => Promise.resolve(database)))
 */
export function emailCaptureRoutes(auth: AuthContext, database: () => Promise<SqlDatabase>, chains: readonly ApiChain[] = []): Hono<ApiEnv> {
  const clientOf = chainClients(chains)
  function project(projectId: string, origin: string | undefined) {
    const found = auth.project(projectId)
    if (origin !== undefined) assertOrigin(origin, found.allowedOrigins)
    return found
  }
  // The wallet the request names signed for it (this site, project, e-mail and address).
  const proven = (body: z.infer<typeof startSchema>, found: { id: string; allowedOrigins: readonly string[] }, origin: string | undefined) =>
    checkCaptureProof(body.proof, {
      projectId: found.id,
      address: body.address,
      email: body.email,
      origin,
      allowedOrigins: found.allowedOrigins,
      now: auth.now(),
      clientOf,
    })
  return new Hono<ApiEnv>()
    .post('/auth/v1/email-capture/start', jsonBody, zValidator('json', startSchema, invalidInput), async (c) => {
      const body = c.req.valid('json')
      const email = parseEmail(body.email)
      const found = project(body.projectId, c.req.header('origin'))
      const { id } = found
      await proven(body, found, c.req.header('origin'))
      await sendCode(auth, {
        email,
        scope: captureScope(id, normalizeAddress(body.address), email),
        purpose: 'email-capture',
        requester: { ip: clientIpOf(c), projectId: id },
        // Guesses at capture codes for an address share one budget, apart from its sign-in codes'.
        budget: { key: `capture:${email}`, knownDevice: false },
      })
      return c.json({ action: 'VERIFY_OTP' })
    })
    .post('/auth/v1/email-capture/verify', jsonBody, zValidator('json', verifySchema, invalidInput), async (c) => {
      const body = c.req.valid('json')
      const email = parseEmail(body.email)
      const found = project(body.projectId, c.req.header('origin'))
      const { id } = found
      await proven(body, found, c.req.header('origin'))
      const address = normalizeAddress(body.address)
      await checkCode(auth, { scope: captureScope(id, address, email), otp: body.otp, ip: clientIpOf(c) })
      const verifiedAt = auth.now()
      await emailCaptureStore(await database()).save({ projectId: id, address, email, verifiedAt })
      return c.json({ email, verifiedAt: new Date(verifiedAt).toISOString() })
    })
}
