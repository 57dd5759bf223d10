import { z } from 'zod'
import { RequestProviderError } from '../../src/errors/namespaceWalletErrors'
import type { RequestProviderLike } from './wbipProviders'

/*
 * One request to an injected JSON-RPC style wallet object (`request(method, params)`), as Bitcoin
 * (WBIP, sats-connect, Leather) and Stacks (SIP-030) wallets expose it. Wallets answer a JSON-RPC
 * response (`{ jsonrpc, id, result }` or `{ ..., error }`), reject with one (Leather), or reject
 * with an Error carrying a code; every shape is zod-parsed, since it comes from an extension.
 */

/** JSON-RPC's code for an internal error: what a failure without a code of its own counts as. */
const internalErrorCode = -32603

const errorObject = z.object({ code: z.number().int(), message: z.string() })
const failure = z.object({ error: errorObject })
const success = z.object({ result: z.unknown() })

function toRequestProviderError(thrown: unknown, method: string): RequestProviderError {
  if (thrown instanceof RequestProviderError) return thrown
  // Leather rejects with the whole JSON-RPC response; other wallets with an Error that has a code.
  const response = failure.safeParse(thrown)
  if (response.success) return new RequestProviderError(response.data.error.message, { code: response.data.error.code, cause: thrown })
  const coded = errorObject.safeParse(thrown)
  if (coded.success) return new RequestProviderError(coded.data.message, { code: coded.data.code, cause: thrown })
  return new RequestProviderError(thrown instanceof Error ? thrown.message : `The wallet failed ${method}.`, { code: internalErrorCode, cause: thrown })
}

/** Options of {@link requestProviderCall}. */
export type RequestProviderCallOptions = {
  /**
   * Whether an answer that is not a JSON-RPC response counts as the result itself. Bitcoin wallets
   * of the sats-connect line may answer the bare result; SIP-030 Stacks wallets always wrap it.
   * @default false
   */
  bareResult?: boolean
}

/**
 * Sends one request and answers its `result`. A JSON-RPC error, answered or thrown, becomes a
 * {@link RequestProviderError} with the wallet's code; so does an answer of no known shape unless
 * `bareResult` is set.
 *
 * @example
 * await requestProviderCall(provider, 'stx_signMessage', { message: 'Hello' }) // { signature, publicKey }
 */
export async function requestProviderCall(
  provider: RequestProviderLike,
  method: string,
  params?: unknown,
  options: RequestProviderCallOptions = {},
): Promise<unknown> {
  let response: unknown
  try {
    response = await provider.request(method, params)
  } catch (error) {
    throw toRequestProviderError(error, method)
  }
  const failed = failure.safeParse(response)
  if (failed.success) throw toRequestProviderError(failed.data, method)
  const answered = success.safeParse(response)
  if (answered.success) return answered.data.result
  if (options.bareResult) return response
  throw new RequestProviderError(`The wallet's answer to ${method} is not a JSON-RPC response.`, { code: internalErrorCode, cause: answered.error })
}

/**
 * Whether `error`, or an error in its cause chain (the kit wraps wallet errors), has one of `codes`.
 *
 * @example
 * hasErrorCode(new ConnectFailedError({ cause: new RequestProviderError('No', { code: 4001 }) }), new Set([4001])) // true
 */
export function hasErrorCode(error: unknown, codes: ReadonlySet<number>): boolean {
  for (let current: unknown = error, depth = 0; current && typeof current === 'object' && depth < 6; depth++) {
    const code = (current as { code?: unknown }).code
    if (typeof code === 'number' && codes.has(code)) return true
    current = (current as { cause?: unknown }).cause
  }
  return false
}
