import { getAddress, hexToBigInt, isAddress } from 'viem'
import type { Address, Hex } from 'viem'
import { z } from 'zod'
import { invalidParamsError } from './testWalletErrors'

/*
 * zod schemas for the params of every method the test wallet answers itself. Params come from
 * the page, so they are parsed, never cast; a failure becomes `-32602` with the zod issue text.
 */

const hex = z
  .string()
  .regex(/^0x[0-9a-fA-F]*$/, 'expected a 0x-prefixed hex string')
  .transform((v) => v as Hex)
const quantityString = z.string().regex(/^0x[0-9a-fA-F]+$/, 'expected a 0x-prefixed hex quantity')
const quantity = quantityString.transform((v) => hexToBigInt(v as Hex))
const smallQuantity = quantityString.transform((v) => Number(v)).refine((v) => Number.isSafeInteger(v) && v >= 0, 'expected a quantity below 2^53')
const chainId = smallQuantity.refine((v) => v > 0, 'expected a chain id above 0')
const address = z
  .string()
  .refine((v) => isAddress(v, { strict: false }), 'expected a 20-byte hex address')
  .transform((v) => getAddress(v) as Address)

/** `[message, address]`; a legacy third element (password) is ignored. */
export const personalSignParams = z.tuple([z.string(), address], z.unknown())

const typedDataSchema = z.object({
  types: z.record(z.string(), z.array(z.object({ name: z.string(), type: z.string() }))),
  primaryType: z.string().min(1),
  domain: z.record(z.string(), z.unknown()).default({}),
  message: z.record(z.string(), z.unknown()),
})

// EIP-712 v4 sends typed data as a JSON string; some dapps send the object itself.
const typedDataInput = z
  .unknown()
  .transform((value, ctx): unknown => {
    if (typeof value !== 'string') return value
    try {
      return JSON.parse(value) as unknown
    } catch {
      ctx.addIssue({ code: 'custom', message: 'expected typed data as a JSON string' })
      return z.NEVER
    }
  })
  .pipe(typedDataSchema)

/** `[address, typedData]`. */
export const signTypedDataParams = z.tuple([address, typedDataInput])

/** `[transaction]` with hex quantities, as in `eth_sendTransaction`. */
export const sendTransactionParams = z.tuple(
  [
    z.object({
      from: address,
      to: address.nullish(),
      value: quantity.optional(),
      data: hex.optional(),
      input: hex.optional(),
      gas: quantity.optional(),
      gasPrice: quantity.optional(),
      maxFeePerGas: quantity.optional(),
      maxPriorityFeePerGas: quantity.optional(),
      nonce: smallQuantity.optional(),
      chainId: chainId.optional(),
      type: z.enum(['0x0', '0x1', '0x2'], 'expected type 0x0, 0x1 or 0x2').optional(),
      accessList: z.array(z.object({ address, storageKeys: z.array(hex) })).optional(),
    }),
  ],
  z.unknown(),
)

/** `[{ chainId }]` (EIP-3326). */
export const switchChainParams = z.tuple([z.object({ chainId })])

/** `[AddEthereumChainParameter]` (EIP-3085); only http(s) RPC URLs can be forwarded to. */
export const addChainParams = z.tuple([
  z.object({
    chainId,
    chainName: z.string().min(1).optional(),
    nativeCurrency: z.object({ name: z.string().min(1), symbol: z.string().min(1).max(6), decimals: z.number().int().min(0) }).optional(),
    rpcUrls: z.array(z.url({ protocol: /^https?$/, error: 'expected an http(s) URL' })).min(1),
    blockExplorerUrls: z.array(z.string()).nullish(),
    iconUrls: z.array(z.string()).nullish(),
  }),
])

/** `[{ eth_accounts: {} }]` (EIP-2255); `eth_accounts` is the only permission this wallet has. */
export const permissionsParams = z.tuple([
  z
    .record(z.string(), z.record(z.string(), z.unknown()))
    .refine((v) => Object.keys(v).length === 1 && 'eth_accounts' in v, 'only { eth_accounts: {} } is supported'),
])

/** `[address, chainIds?]` (EIP-5792). */
export const getCapabilitiesParams = z.tuple([address, z.array(quantityString).optional()])

/** `[{ version, id?, chainId, from?, atomicRequired, calls, capabilities? }]` (EIP-5792 `wallet_sendCalls`, version 2.0.0). */
export const sendCallsParams = z.tuple([
  z.object({
    version: z.literal('2.0.0', 'expected version 2.0.0'),
    id: z.string().min(1).max(4096).optional(),
    chainId,
    from: address.optional(),
    atomicRequired: z.boolean(),
    calls: z
      .array(z.object({ to: address.optional(), data: hex.optional(), value: quantity.optional(), capabilities: z.record(z.string(), z.unknown()).optional() }))
      .min(1, 'expected at least one call'),
    capabilities: z.record(z.string(), z.unknown()).optional(),
  }),
])

/** `[id]` (EIP-5792 `wallet_getCallsStatus`). */
export const getCallsStatusParams = z.tuple([z.string().min(1)])

/** `[{ account, chainFilter?, assetTypeFilter?, assetFilter? }]` (EIP-7811 `wallet_getAssets`). */
export const getAssetsParams = z.tuple([
  z.object({
    account: address,
    chainFilter: z.array(chainId).optional(),
    assetTypeFilter: z.array(z.string()).optional(),
    assetFilter: z.unknown().optional(),
  }),
])

/**
 * Parses positional `params` with `schema` or throws `-32602` naming the method and the failing path.
 * @example const [message, from] = parseParams('personal_sign', personalSignParams, params)
 */
export function parseParams<schema extends z.ZodType>(method: string, schema: schema, params: unknown): z.output<schema> {
  // Every wallet method takes positional params; say so rather than "expected tuple".
  if (!Array.isArray(params)) throw invalidParamsError(method, 'expected an array of params')
  const parsed = schema.safeParse(params)
  if (parsed.success) return parsed.data
  const reason = parsed.error.issues
    .map((issue) => {
      const path = issue.path.map((key) => (typeof key === 'number' ? `[${key}]` : `.${String(key)}`)).join('')
      return `${issue.message} at params${path}`
    })
    .join('; ')
  throw invalidParamsError(method, reason)
}
