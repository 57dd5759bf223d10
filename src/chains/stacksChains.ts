import type { CaipNetwork } from './network'

/*
 * Stacks networks by their CAIP-2 ids: the chain id of the network's transactions, 1 for mainnet
 * and 0x80000000 for testnet. An RPC URL is a Stacks Blockchain API, where balances are read
 * (`/extended/v1/address/{principal}/balances`).
 */

const stx = { name: 'Stacks', symbol: 'STX', decimals: 6 } as const

function stacksNetwork(chainId: string, name: string, apiUrl: string | undefined, testnet: boolean, explorer?: string): CaipNetwork {
  const http = apiUrl ? [apiUrl] : []
  const network: CaipNetwork = {
    chainNamespace: 'stacks',
    caipNetworkId: `stacks:${chainId}`,
    id: chainId,
    name,
    nativeCurrency: stx,
    rpcUrls: { default: { http }, chainDefault: { http } },
    testnet,
  }
  if (explorer) network.blockExplorers = { default: { name: 'Stacks Explorer', url: explorer } }
  return network
}

/** Stacks mainnet (STX, 6 decimals), with Hiro's public Stacks Blockchain API as its URL. */
export const stacksMainnet: CaipNetwork = stacksNetwork('1', 'Stacks', 'https://api.hiro.so', false, 'https://explorer.hiro.so')
/** Stacks testnet, with Hiro's public Stacks Blockchain API as its URL. */
export const stacksTestnet: CaipNetwork = stacksNetwork(
  '2147483648',
  'Stacks Testnet',
  'https://api.testnet.hiro.so',
  true,
  'https://explorer.hiro.so/?chain=testnet',
)

/**
 * A Stacks network whose balances are read from the Stacks Blockchain API at `apiUrl` (your own,
 * or a provider's); `undefined` removes the URL, so balances show as unavailable.
 *
 * @example
 * withStacksApiUrl(stacksTestnet, 'http://127.0.0.1:3999')
 */
export function withStacksApiUrl(network: CaipNetwork, apiUrl: string | undefined): CaipNetwork {
  return { ...network, rpcUrls: { default: { http: apiUrl ? [apiUrl] : [] }, chainDefault: network.rpcUrls.chainDefault } }
}

/** Whether a Stacks network is mainnet (`SP`/`SM` addresses) or a test network (`ST`/`SN`). */
export type StacksChainKind = 'mainnet' | 'testnet'

/**
 * The kind of a Stacks network; any network but mainnet is taken as a test network.
 *
 * @example
 * stacksChainKind(stacksTestnet) // 'testnet'
 */
export function stacksChainKind(network: CaipNetwork): StacksChainKind {
  return network.caipNetworkId === stacksMainnet.caipNetworkId ? 'mainnet' : 'testnet'
}

// c32 (Crockford base32 without I, L, O, U): `S`, the version character, then 38 to 40 more.
const stacksAddress = /^S([PMTN])[0-9A-HJKMNP-TV-Z]{38,40}$/

/**
 * Whether `value` is a Stacks address (c32, standard principal) of `kind`'s network: `SP`/`SM` on
 * mainnet, `ST`/`SN` on test networks; any of them without `kind`.
 *
 * @example
 * isStacksAddress('SP2J6ZY48GV1EZ5V2V5RB9MP66SW86PYKKNRV9EJ7', 'mainnet') // true
 */
export function isStacksAddress(value: string, kind?: StacksChainKind): boolean {
  const match = stacksAddress.exec(value)
  if (!match) return false
  if (!kind) return true
  return kind === 'mainnet' ? match[1] === 'P' || match[1] === 'M' : match[1] === 'T' || match[1] === 'N'
}
