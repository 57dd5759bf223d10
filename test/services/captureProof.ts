import type { Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { ANVIL_ACCOUNTS } from '../../devstack/chain/addresses'
import { createEmailCaptureProofMessage } from '../../src/auth/emailCaptureProof'

/** Where the test proofs say they were signed: a loopback site every local project allows. */
export const PROOF_ORIGIN = 'http://127.0.0.1:5173'

/**
 * Signs an e-mail capture proof as the wallet with `privateKey` would (tests only): for `email` and
 * `projectId` on `origin`, issued at `now`. `address` overrides the address the message names.
 */
export async function signCaptureProof({
  privateKey,
  email,
  projectId,
  now = Date.now(),
  origin = PROOF_ORIGIN,
  chainId = 31337,
  address,
}: {
  privateKey: Hex
  email: string
  projectId: string
  now?: number
  origin?: string
  chainId?: number
  address?: Hex
}): Promise<{ message: string; signature: Hex }> {
  const account = privateKeyToAccount(privateKey)
  const message = createEmailCaptureProofMessage({
    address: address ?? account.address,
    chainId,
    projectId,
    email,
    domain: new URL(origin).host,
    uri: origin,
    now,
  })
  return { message, signature: await account.signMessage({ message }) }
}

/** The anvil development key of `address`, if it is one of anvil's accounts. */
export function anvilKeyOf(address: string): Hex | undefined {
  return ANVIL_ACCOUNTS.find((account) => account.address.toLowerCase() === address.toLowerCase())?.privateKey
}
