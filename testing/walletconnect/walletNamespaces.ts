import { z } from 'zod'

/** One namespace of a session proposal, as dapps send it. */
export type ProposalNamespace = {
  chains?: string[] | undefined
  methods: string[]
  events: string[]
}

/** The approved `eip155` namespace a wallet sends back. */
export type ApprovedNamespaces = {
  eip155: { chains: string[]; accounts: string[]; methods: string[]; events: string[] }
}

/** Methods a test wallet answers whether or not the dapp asked for them. */
export const walletMethods = ['eth_sendTransaction', 'personal_sign', 'eth_signTypedData_v4', 'wallet_switchEthereumChain', 'wallet_addEthereumChain'] as const

/** Events a test wallet emits. */
export const walletEvents = ['chainChanged', 'accountsChanged'] as const

/** Thrown when no chain of the proposal is one the wallet has. */
export class UnsupportedChainsError extends Error {
  override name = 'UnsupportedChainsError'
  constructor(readonly requested: readonly string[]) {
    super(`None of the proposed chains (${requested.join(', ') || 'none'}) is configured in the test wallet.`)
  }
}

/**
 * The `eip155` namespace to approve: the proposal's chains (required and optional) that the
 * wallet has, one account per chain, the methods and events asked for plus the wallet's own.
 *
 * @throws {UnsupportedChainsError} when the wallet has none of the proposed chains.
 * @example
 * approvedNamespaces({ eip155: { chains: ['eip155:31337'], methods: [], events: [] } }, {}, [31337], '0xf39F…')
 * // { eip155: { chains: ['eip155:31337'], accounts: ['eip155:31337:0xf39F…'], methods: [...], events: [...] } }
 */
export function approvedNamespaces(
  required: Record<string, ProposalNamespace> | undefined,
  optional: Record<string, ProposalNamespace> | undefined,
  walletChainIds: readonly number[],
  address: string,
): ApprovedNamespaces {
  const proposed = [required?.eip155, optional?.eip155].filter((namespace) => namespace !== undefined)
  const requested = [...new Set(proposed.flatMap((namespace) => namespace.chains ?? []))]
  const chains = requested.filter((chain) => walletChainIds.some((id) => chain === `eip155:${id}`))
  if (chains.length === 0) throw new UnsupportedChainsError(requested)
  return {
    eip155: {
      chains,
      accounts: chains.map((chain) => `${chain}:${address}`),
      methods: [...new Set([...proposed.flatMap((namespace) => namespace.methods), ...walletMethods])],
      events: [...new Set([...proposed.flatMap((namespace) => namespace.events), ...walletEvents])],
    },
  }
}

const pairingUriSchema = z.string().regex(/^wc:[0-9a-f]{64}@2\?/i)

/**
 * The pairing topic of a `wc:` URI.
 *
 * @throws {Error} when `uri` is not a WalletConnect v2 pairing URI.
 * @example
 * pairingTopicOf('wc:7f6e…@2?relay-protocol=irn&symKey=…') // '7f6e…'
 */
export function pairingTopicOf(uri: string): string {
  if (!pairingUriSchema.safeParse(uri).success) throw new Error(`Not a WalletConnect v2 pairing URI: ${uri.slice(0, 80)}`)
  return uri.slice(3, uri.indexOf('@'))
}

/** `eip155:31338` -> `31338`, or `undefined` for another namespace. */
export function eip155ChainId(caip2: string): number | undefined {
  const match = /^eip155:(\d+)$/.exec(caip2)
  return match ? Number(match[1]) : undefined
}
