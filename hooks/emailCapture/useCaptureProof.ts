import { useCallback, useRef } from 'react'
import type { Address } from 'viem'
import { useConnection, useSignMessage } from 'wagmi'
import { AuthStepError } from '../../src/errors/authErrors'
import { useFoyerApi } from '../foyerContext'

// The message and its zod-free helpers come with the first capture, not with the view.
const loadProof = () => import('../../src/auth/emailCaptureProof')

/** The connected wallet's signed proof for e-mail capture, as the API takes it. */
export type CaptureProof = { message: string; signature: string }

/** Return type of {@link useCaptureProof}. */
export type UseCaptureProofReturnType = {
  /**
   * The connected wallet's proof for `email`: the one it signed already for this address and e-mail
   * while it is good for more than a minute, else a new one (the wallet is asked to sign).
   * @throws {AuthStepError} 'Error signing message' when the wallet does not sign.
   */
  proofFor(address: Address, email: string): Promise<CaptureProof>
  /** Drops the held proof (the API refused it), so the next call signs anew. */
  forget(): void
}

type Held = { address: Address; email: string; expiresAt: number; proof: CaptureProof }

// A proof this close to its end is signed anew rather than sent to be refused.
const MARGIN_MS = 60_000

/**
 * The wallet's proof of control for DataCapture: an EIP-4361 message naming the site, the project,
 * the e-mail and the address, signed by the connected wallet. The API links an e-mail only to a wallet
 * that signed one, so nobody can link an e-mail they own to another person's address. The message is
 * signed once when the address is given and reused for a resend and for the code.
 *
 * @example
 * const { proofFor } = useCaptureProof()
 * await startEmailCapture({ ...api, address, email, proof: await proofFor(address, email) })
 */
export function useCaptureProof(): UseCaptureProofReturnType {
  const api = useFoyerApi()
  const { chainId } = useConnection()
  const { signMessageAsync } = useSignMessage()
  const held = useRef<Held | undefined>(undefined)

  const proofFor = useCallback(
    async (address: Address, email: string): Promise<CaptureProof> => {
      const kept = held.current
      if (kept && kept.address === address && kept.email === email && kept.expiresAt - MARGIN_MS > Date.now()) return kept.proof
      const { createEmailCaptureProofMessage, EMAIL_CAPTURE_PROOF_MS } = await loadProof()
      const now = Date.now()
      const message = createEmailCaptureProofMessage({
        address,
        chainId: chainId ?? 1,
        projectId: api.projectId ?? '',
        email,
        domain: location.host,
        uri: location.origin,
        now,
      })
      let signature: string
      try {
        signature = await signMessageAsync({ message, account: address })
      } catch (cause) {
        throw new AuthStepError({ key: 'error.Error signing message' }, { cause })
      }
      const proof = { message, signature }
      held.current = { address, email, expiresAt: now + EMAIL_CAPTURE_PROOF_MS, proof }
      return proof
    },
    [api.projectId, chainId, signMessageAsync],
  )
  const forget = useCallback(() => {
    held.current = undefined
  }, [])
  return { proofFor, forget }
}
