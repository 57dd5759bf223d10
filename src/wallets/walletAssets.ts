import { formatUnits, isAddress, numberToHex } from 'viem'
import type { Address, Hex } from 'viem'
import { z } from 'zod'
import { tokenBalanceSchema, type TokenBalance } from '../api/wire/accountSchemas'

/**
 * An EIP-1193 `request` (a connector's provider), the only thing wallet-side discovery needs. Declared
 * through a method so a provider's strictly typed `request` (viem's `EIP1193Provider`) fits as is.
 */
export type WalletRequestFn = { request(args: { method: string; params?: unknown }): Promise<unknown> }['request']

/** The `wallet_getAssets` request (EIP-7811) for one account and chain. */
export type WalletGetAssetsRequest = {
  method: 'wallet_getAssets'
  params: [{ account: Address; chainFilter: Hex[] }]
}

// A chain id key of a wallet answer: EIP-5792/7811 use hex, wagmi's actions give decimals.
function chainKeyMatches(key: string, chainId: number): boolean {
  if (/^0x[0-9a-fA-F]{1,16}$/.test(key)) return BigInt(key) === BigInt(chainId)
  return /^\d{1,16}$/.test(key) && Number(key) === chainId
}

const capabilitiesSchema = z.record(z.string().max(40), z.unknown())
const assetDiscoverySchema = z.object({ assetDiscovery: z.object({ supported: z.literal(true) }) })

/**
 * Whether a `wallet_getCapabilities` answer (EIP-5792) advertises EIP-7811 asset discovery,
 * `assetDiscovery: { supported: true }`, for the chain: under its hex id (`0x7a69`, leading zeros
 * and case ignored), its decimal id (wagmi's `getCapabilities` form) or `0x0` (every chain).
 * Anything else, including a malformed answer, is `false`.
 *
 * @example
 * supportsAssetDiscovery({ '0x7a69': { assetDiscovery: { supported: true } } }, 31337) // true
 */
export function supportsAssetDiscovery(capabilities: unknown, chainId: number): boolean {
  const parsed = capabilitiesSchema.safeParse(capabilities)
  if (!parsed.success) return false
  return Object.entries(parsed.data).some(([key, value]) => (key === '0x0' || chainKeyMatches(key, chainId)) && assetDiscoverySchema.safeParse(value).success)
}

/**
 * Builds the `wallet_getAssets` request for one account on one chain.
 *
 * @example
 * await provider.request(walletGetAssetsRequest(address, 31337))
 * // { method: 'wallet_getAssets', params: [{ account, chainFilter: ['0x7a69'] }] }
 */
export function walletGetAssetsRequest(account: Address, chainId: number): WalletGetAssetsRequest {
  return { method: 'wallet_getAssets', params: [{ account, chainFilter: [numberToHex(chainId)] }] }
}

/** Schema of one asset of a `wallet_getAssets` answer (EIP-7811's asset response item). */
export const walletAssetSchema = z.object({
  /** The token contract; for the native token wallets send `native` or a placeholder, which is ignored. */
  address: z.string().max(100),
  /** Balance in base units, hex. */
  balance: z.string().regex(/^0x[0-9a-fA-F]{1,64}$/),
  /** `ERC20` or `NATIVE` (EIP-7811 spells them in lower case; both are read). */
  type: z.string().max(50),
  metadata: z.object({
    name: z.string().max(200),
    symbol: z.string().max(50),
    decimals: z.number().int().min(0).max(255),
    /** USD value of the holding. @default price × quantity */
    value: z.number().finite().nonnegative().optional(),
    /** USD price of one token. @default 0 */
    price: z.number().finite().nonnegative().optional(),
    /** @default '' */
    iconUrl: z.string().max(2000).optional(),
  }),
})

/** One asset a wallet reports through `wallet_getAssets`. */
export type WalletAsset = z.infer<typeof walletAssetSchema>

const answerSchema = z.record(z.string().max(40), z.unknown())
const assetListSchema = z.array(z.looseObject({ type: z.string().max(50) })).max(1000)

/**
 * Maps a `wallet_getAssets` answer to the API's token balances for one chain (the same
 * `TokenBalance` shape `GET /v1/account/{address}/balance` gives, so callers use either source).
 * Native and ERC-20 assets are kept, other types (e.g. ERC-721) skipped, zero balances dropped like
 * the API does. An answer that lists no assets for the chain gives `[]`.
 *
 * @returns `undefined` when the answer does not have the expected shape: the caller then falls back to the API.
 * @example
 * parseWalletAssets(await provider.request(walletGetAssetsRequest(address, 31337)), 31337)
 * // [{ name: 'Ether', symbol: 'ETH', chainId: 'eip155:31337', value: 30000, price: 3000, quantity: { decimals: '18', numeric: '10' }, iconUrl: '' }]
 */
export function parseWalletAssets(answer: unknown, chainId: number): TokenBalance[] | undefined {
  const byChain = answerSchema.safeParse(answer)
  if (!byChain.success) return undefined
  const entry = Object.entries(byChain.data).find(([key]) => chainKeyMatches(key, chainId))
  if (!entry) return []
  const list = assetListSchema.safeParse(entry[1])
  if (!list.success) return undefined
  const caip2 = `eip155:${chainId}`
  const balances: TokenBalance[] = []
  for (const item of list.data) {
    const kind = item.type.toUpperCase()
    if (kind !== 'NATIVE' && kind !== 'ERC20') continue
    const asset = walletAssetSchema.safeParse(item)
    if (!asset.success) return undefined
    const { address, balance, metadata } = asset.data
    if (kind === 'ERC20' && !isAddress(address, { strict: false })) return undefined
    const amount = BigInt(balance)
    if (amount === 0n) continue
    const numeric = formatUnits(amount, metadata.decimals)
    // A wallet that gives no price gives no USD value: none is made up here.
    const value = metadata.value ?? (metadata.price === undefined ? undefined : Number(numeric) * metadata.price)
    const mapped = tokenBalanceSchema.safeParse({
      name: metadata.name,
      symbol: metadata.symbol,
      chainId: caip2,
      ...(kind === 'ERC20' ? { address: `${caip2}:${address}` } : {}),
      ...(value === undefined ? {} : { value }),
      ...(metadata.price === undefined ? {} : { price: metadata.price }),
      quantity: { decimals: String(metadata.decimals), numeric },
      iconUrl: metadata.iconUrl ?? '',
    })
    if (!mapped.success) return undefined
    balances.push(mapped.data)
  }
  return balances
}

/** Parameters of {@link discoverWalletAssets}. */
export type DiscoverWalletAssetsParameters = {
  /** The connected wallet's EIP-1193 `request`. */
  request: WalletRequestFn
  /** The connected account. */
  account: Address
  chainId: number
  /**
   * The wallet's `wallet_getCapabilities` answer, when the caller already has it (e.g. wagmi's
   * `getCapabilities`); otherwise it is requested for this account and chain.
   * @default requested
   */
  capabilities?: unknown
}

/**
 * Asks the wallet for the account's balances on a chain when, and only when, it advertises EIP-7811
 * asset discovery for that chain. Never throws: a wallet without the capability, a failed request or
 * an answer of the wrong shape gives `undefined`, and the caller uses the API instead.
 *
 * @example
 * const balances = (await discoverWalletAssets({ request: provider.request, account, chainId })) ?? (await getAccountBalance({ ... }))
 */
export async function discoverWalletAssets(parameters: DiscoverWalletAssetsParameters): Promise<TokenBalance[] | undefined> {
  const { request, account, chainId } = parameters
  try {
    const capabilities =
      'capabilities' in parameters && parameters.capabilities !== undefined
        ? parameters.capabilities
        : await request({ method: 'wallet_getCapabilities', params: [account, [numberToHex(chainId)]] })
    if (!supportsAssetDiscovery(capabilities, chainId)) return undefined
    return parseWalletAssets(await request(walletGetAssetsRequest(account, chainId)), chainId)
  } catch {
    // Wallets without EIP-5792/7811 answer 4200 or -32601; either way the API has the balances.
    return undefined
  }
}
