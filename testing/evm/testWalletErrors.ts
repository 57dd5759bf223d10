import { BaseError, ProviderRpcError, RpcError, UserRejectedRequestError, numberToHex } from 'viem'
import type { TestWalletErrorObject } from './testWalletTypes'

/*
 * The wallet throws viem's own RPC error classes internally (so a stack trace reads like any other
 * viem error) and turns them into plain `{ code, message, data }` objects at the bridge.
 */

/**
 * `4001`: the test wallet is set to reject this user-facing request.
 * @example throw userRejectedError('personal_sign')
 */
export function userRejectedError(method: string): UserRejectedRequestError {
  return new UserRejectedRequestError(new Error(`The test wallet is set to reject "${method}".`))
}

/**
 * `4100`: no connected account, or a request names an account the wallet does not hold.
 * @example throw unauthorizedError('Connect with eth_requestAccounts first.')
 */
export function unauthorizedError(reason: string): ProviderRpcError {
  return new ProviderRpcError(new Error(reason), {
    code: 4100,
    name: 'UnauthorizedProviderError',
    shortMessage: `The requested account and/or method has not been authorized by the user. ${reason}`,
  })
}

/**
 * `4200`: a method the test wallet refuses (e.g. `eth_sign`, which a forwarding node would sign
 * with its own unlocked accounts).
 * @example throw unsupportedMethodError('eth_sign')
 */
export function unsupportedMethodError(method: string): ProviderRpcError {
  return new ProviderRpcError(new Error(`"${method}" is not supported.`), {
    code: 4200,
    name: 'UnsupportedProviderMethodError',
    shortMessage: `The test wallet does not support the method "${method}".`,
  })
}

/**
 * `4902`: the chain is not configured; wagmi reacts by calling `wallet_addEthereumChain`.
 * @example throw unrecognizedChainError(31338)
 */
export function unrecognizedChainError(chainId: number): ProviderRpcError {
  const hex = numberToHex(chainId)
  return new ProviderRpcError(new Error(`Chain ${chainId} is not configured.`), {
    code: 4902,
    name: 'SwitchChainError',
    shortMessage: `Unrecognized chain ID "${hex}". Try adding the chain using wallet_addEthereumChain first.`,
  })
}

/**
 * `-32600`: the request itself is malformed (no method name).
 * @example throw invalidRequestError('"method" must be a non-empty string.')
 */
export function invalidRequestError(reason: string): RpcError {
  return new RpcError(new Error(reason), {
    code: -32600,
    name: 'InvalidRequestRpcError',
    shortMessage: `Invalid request: ${reason}`,
  })
}

/**
 * `-32602`: the params of a known method do not match its specification.
 * @example throw invalidParamsError('personal_sign', 'expected [message, address]')
 */
export function invalidParamsError(method: string, reason: string): RpcError {
  return new RpcError(new Error(reason), {
    code: -32602,
    name: 'InvalidParamsRpcError',
    shortMessage: `Invalid params for "${method}": ${reason}`,
  })
}

/**
 * Any code, e.g. an error forwarded from the node with its original code and data.
 * @example throw codedRpcError(3, 'execution reverted', '0x08c379a0...')
 */
export function codedRpcError(code: number, message: string, data?: unknown): ProviderRpcError<unknown> {
  return new ProviderRpcError<unknown>(new Error(message), {
    code,
    data,
    name: 'RpcError',
    shortMessage: message,
  })
}

/**
 * Turns anything thrown while handling a request into the JSON-safe error that crosses the
 * bridge. The code is taken from the first error in the cause chain that has one, because viem
 * wraps node errors (a `TransactionExecutionError` around an `RpcRequestError`, ...); anything
 * without a code becomes `-32603` (internal error).
 * @example toTestWalletErrorObject(userRejectedError('personal_sign')) // { code: 4001, ... }
 */
export function toTestWalletErrorObject(error: unknown): TestWalletErrorObject {
  const hasCode = (e: unknown): e is { code: number; data?: unknown } => typeof (e as { code?: unknown } | null)?.code === 'number'
  const coded = error instanceof BaseError ? error.walk(hasCode) : hasCode(error) ? error : null
  const code = hasCode(coded) ? coded.code : -32603
  const message = error instanceof BaseError ? error.shortMessage : error instanceof Error ? error.message : 'Internal error in the test wallet.'
  const data = hasCode(coded) ? toJsonSafe(coded.data) : undefined
  return data === undefined ? { code, message } : { code, message, data }
}

/** bigints and class instances cannot cross a bridge; anything that cannot be JSON is dropped. */
function toJsonSafe(value: unknown): unknown {
  if (value === undefined) return undefined
  try {
    const json = JSON.stringify(value, (_key, v: unknown) => (typeof v === 'bigint' ? numberToHex(v) : v))
    return json === undefined ? undefined : (JSON.parse(json) as unknown)
  } catch {
    return undefined
  }
}
