import { AuthClientError, createAppClient } from '@farcaster/auth-client'
import type { CreateClientArgs } from '@farcaster/auth-client'
import { createPublicClient, http, parseAbi } from 'viem'
import type { Address } from 'viem'
import { BaseError } from '../../../src/errors/BaseError'

/** Farcaster's IdRegistry on Optimism: it maps each custody address to its fid (`idOf`). */
export const FARCASTER_ID_REGISTRY_ADDRESS: Address = '0x00000000Fc6c5F01Fc30151999387Bb99A9f489b'

const idRegistryAbi = parseAbi(['function idOf(address owner) view returns (uint256 fid)'])

/** The Sign In With Farcaster message was refused: it does not sign this user in. */
export class FarcasterMessageRefusedError extends BaseError {
  override name = 'FarcasterMessageRefusedError'
  constructor(reason: string, options: { cause?: unknown } = {}) {
    super('Farcaster sign-in message refused', { details: reason, ...options })
  }
}

/** The ID Registry could not be read (the Optimism RPC failed or timed out), so nothing was decided. */
export class FarcasterRegistryUnavailableError extends BaseError {
  override name = 'FarcasterRegistryUnavailableError'
  constructor(options: { cause?: unknown } = {}) {
    super('The Farcaster ID Registry could not be read', options)
  }
}

/** What a channel expects of its signed message. */
export type FarcasterExpectation = { message: string; signature: `0x${string}`; nonce: string; domain: string }

/** Checks signed Sign In With Farcaster messages; resolves to the fid signed in. */
export type FarcasterVerifier = (expected: FarcasterExpectation) => Promise<{ fid: number }>

/**
 * A verifier of Sign In With Farcaster messages: `@farcaster/auth-client`'s `verifySignInMessage`
 * (SIWE syntax, statement, chain id 10, one `farcaster://fid/` resource, the expected nonce and
 * domain, the time window, the signature, ERC-1271/6492 accounts included), with the signer's fid
 * read from the ID Registry through `optimismRpcUrl`. Only custody addresses sign in: the channels
 * ask for them (`acceptAuthAddress: false`), so no Key Registry is read.
 *
 * @throws {FarcasterMessageRefusedError} for a message that does not sign in its fid.
 * @throws {FarcasterRegistryUnavailableError} when the registry cannot be read within `timeoutMs`.
 * @example
 * const verify = createFarcasterVerifier({ optimismRpcUrl, timeoutMs: 5_000 })
 * const { fid } = await verify({ message, signature, nonce, domain: 'login.example.com' })
 */
export function createFarcasterVerifier(options: { optimismRpcUrl: string; timeoutMs: number }): FarcasterVerifier {
  // No chain: the signature check then deploys its verifier in the call, which any EVM node runs.
  const publicClient = createPublicClient({ transport: http(options.optimismRpcUrl, { timeout: options.timeoutMs, retryCount: 0 }) })
  const ethereum: CreateClientArgs['ethereum'] = {
    publicClient,
    getFid: (custody) => publicClient.readContract({ address: FARCASTER_ID_REGISTRY_ADDRESS, abi: idRegistryAbi, functionName: 'idOf', args: [custody] }),
    isValidAuthAddress: async () => false,
  }
  const client = createAppClient({ ethereum })
  return async ({ message, signature, nonce, domain }) => {
    const result = await client.verifySignInMessage({ message, signature, nonce, domain, acceptAuthAddress: false })
    if (!result.isError && result.success) return { fid: result.fid }
    const error = result.error
    // 'unavailable' is the registry read failing; 'unknown' a signature check that could not run.
    if (error instanceof AuthClientError && (error.errCode === 'unavailable' || error.errCode === 'unknown')) {
      throw new FarcasterRegistryUnavailableError({ cause: error })
    }
    throw new FarcasterMessageRefusedError(error?.message ?? 'not verified', { cause: error })
  }
}
