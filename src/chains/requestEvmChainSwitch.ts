import { numberToHex, type Chain } from 'viem'
import { isUserRejection } from '../errors/connectErrors'
import { buildAddEthereumChainParameter, type BuildAddEthereumChainParameterOptions } from './addEthereumChainParameter'
import {
  ChainNotSupportedError,
  NetworkNotFoundError,
  SwitchNetworkFailedError,
  SwitchNetworkRejectedError,
  type SwitchNetworkError,
} from '../errors/networkErrors'

/** The EIP-1193 `request` function of a wallet provider. */
export type Eip1193Request = (args: { method: string; params?: unknown }) => Promise<unknown>

/**
 * Wallet codes that mean "I do not know this chain, add it first": 4902
 * unrecognized chain, 5000 default, 32603 invalid chain id (some wallets send it negative, as the
 * JSON-RPC internal error).
 */
export const unrecognizedChainCodes: readonly number[] = [4902, 5000, 32603, -32603]

function codesOf(error: unknown): number[] {
  const codes: number[] = []
  let current: unknown = error
  for (let depth = 0; current && typeof current === 'object' && depth < 8; depth++) {
    const { code, data } = current as { code?: unknown; data?: { originalError?: { code?: unknown } } }
    if (typeof code === 'number') codes.push(code)
    // MetaMask Mobile wraps the wallet's answer in data.originalError.
    if (typeof data?.originalError?.code === 'number') codes.push(data.originalError.code)
    current = current instanceof Error ? current.cause : undefined
  }
  return codes
}

/**
 * Whether a failed `wallet_switchEthereumChain` means the wallet lacks the chain.
 *
 * @example
 * isUnrecognizedChainError({ code: 4902, message: 'Unrecognized chain ID' }) // true
 */
export function isUnrecognizedChainError(error: unknown): boolean {
  return codesOf(error).some((code) => unrecognizedChainCodes.includes(code))
}

/** What {@link requestEvmChainSwitch} did. */
export type EvmChainSwitchResult = 'switched' | 'added'

/**
 * Asks an EIP-1193 wallet to switch to `chain`. A wallet that answers with an unrecognized-chain
 * code gets `wallet_addEthereumChain` with the chain's EIP-3085 fields; a failure there is
 * `Chain is not supported`. A user rejection of the switch is {@link SwitchNetworkRejectedError}.
 *
 * @example
 * await requestEvmChainSwitch({ request: provider.request, chain: base }) // 'switched' or 'added'
 */
export async function requestEvmChainSwitch({
  request,
  chain,
  iconUrls,
}: {
  request: Eip1193Request
  chain: Chain
} & BuildAddEthereumChainParameterOptions): Promise<EvmChainSwitchResult> {
  try {
    await request({ method: 'wallet_switchEthereumChain', params: [{ chainId: numberToHex(chain.id) }] })
    return 'switched'
  } catch (error) {
    if (!isUnrecognizedChainError(error)) throw toSwitchNetworkError(error)
  }
  const parameter = buildAddEthereumChainParameter(chain, iconUrls ? { iconUrls } : {})
  try {
    await request({ method: 'wallet_addEthereumChain', params: [parameter] })
  } catch (error) {
    // A refused prompt counts too: either way the wallet will not serve this chain.
    throw new ChainNotSupportedError({ cause: error })
  }
  return 'added'
}

/**
 * Maps any switch failure to one of Foyer's switch errors: a user rejection, or a generic failure.
 * Foyer's own errors pass through unchanged.
 *
 * @example
 * toSwitchNetworkError(new UserRejectedRequestError(cause)) // SwitchNetworkRejectedError
 */
export function toSwitchNetworkError(error: unknown): SwitchNetworkError {
  if (
    error instanceof SwitchNetworkRejectedError ||
    error instanceof ChainNotSupportedError ||
    error instanceof NetworkNotFoundError ||
    error instanceof SwitchNetworkFailedError
  ) {
    return error
  }
  return isUserRejection(error) ? new SwitchNetworkRejectedError({ cause: error }) : new SwitchNetworkFailedError({ cause: error })
}
