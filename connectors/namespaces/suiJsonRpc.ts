import { z } from 'zod'

/*
 * A client of a Sui full node's JSON-RPC API: the two reads a wallet kit needs for balances. Every
 * answer is zod-parsed: the URL is configurable, so what comes back is external input.
 */

/** The native coin's type, whose balance is the account's SUI. */
export const suiCoinType = '0x2::sui::SUI'

const u64String = z.string().regex(/^\d+$/)

const balanceSchema = z.object({ coinType: z.string(), coinObjectCount: z.number().int().nonnegative(), totalBalance: u64String })

const coinMetadataSchema = z.object({ decimals: z.number().int().min(0).max(255), symbol: z.string(), name: z.string() }).nullable()

const responseSchema = z.union([
  z.object({ jsonrpc: z.literal('2.0'), id: z.number(), result: z.unknown() }),
  z.object({ jsonrpc: z.literal('2.0'), id: z.number().nullable(), error: z.object({ code: z.number(), message: z.string() }) }),
])

/** A failed Sui JSON-RPC call: no answer (`status` 0), an HTTP error, a JSON-RPC error or another shape. */
export class SuiJsonRpcError extends Error {
  override name = 'SuiJsonRpcError'
  /** HTTP status, 0 when the node could not be reached. */
  status: number
  /** The JSON-RPC error code, when the node answered one. */
  code: number | undefined
  constructor(message: string, { status, code, cause }: { status: number; code?: number | undefined; cause?: unknown }) {
    super(message, { cause })
    this.status = status
    this.code = code
  }
}

/** A coin balance of an address, in the coin's smallest unit (MIST for SUI). */
export type SuiBalance = { coinType: string; coinObjectCount: number; totalBalance: bigint }

/** The metadata a coin's publisher registered. */
export type SuiCoinMetadata = { decimals: number; symbol: string; name: string }

/** Options of {@link createSuiJsonRpcClient}. */
export type CreateSuiJsonRpcClientOptions = {
  /** The full node's JSON-RPC URL, e.g. `https://fullnode.mainnet.sui.io:443`. */
  url: string
  /**
   * The `fetch` to use.
   * @default globalThis.fetch
   */
  fetch?: typeof fetch | undefined
}

/** The Sui JSON-RPC reads a wallet kit needs. */
export type SuiJsonRpcClient = {
  /** `suix_getBalance`: the total balance of `owner` in `coinType` (default SUI). */
  getBalance(owner: string, coinType?: string): Promise<SuiBalance>
  /** `suix_getCoinMetadata`: decimals and symbol of `coinType`; `null` when none is registered. */
  getCoinMetadata(coinType: string): Promise<SuiCoinMetadata | null>
}

/**
 * A client of a Sui full node's JSON-RPC API.
 *
 * @example
 * const rpc = createSuiJsonRpcClient({ url: 'https://fullnode.testnet.sui.io:443' })
 * const { totalBalance } = await rpc.getBalance('0x…')
 */
export function createSuiJsonRpcClient({ url, fetch: fetcher = globalThis.fetch }: CreateSuiJsonRpcClientOptions): SuiJsonRpcClient {
  let nextId = 1
  const call = async <T>(method: string, params: unknown[], schema: z.ZodType<T>): Promise<T> => {
    const id = nextId++
    let response: Response
    try {
      response = await fetcher(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ jsonrpc: '2.0', id, method, params }) })
    } catch (cause) {
      throw new SuiJsonRpcError(`The Sui node at ${url} could not be reached.`, { status: 0, cause })
    }
    if (!response.ok) throw new SuiJsonRpcError(`The Sui node answered ${response.status} to ${method}.`, { status: response.status })
    const envelope = responseSchema.safeParse(await response.json().catch(() => undefined))
    if (!envelope.success) throw new SuiJsonRpcError(`The Sui node's answer to ${method} is not JSON-RPC.`, { status: response.status, cause: envelope.error })
    if ('error' in envelope.data) throw new SuiJsonRpcError(envelope.data.error.message, { status: response.status, code: envelope.data.error.code })
    if (envelope.data.id !== id) throw new SuiJsonRpcError(`The Sui node answered request ${envelope.data.id} to request ${id}.`, { status: response.status })
    const result = schema.safeParse(envelope.data.result)
    if (!result.success) throw new SuiJsonRpcError(`The Sui node's answer to ${method} has an unexpected shape.`, { status: response.status, cause: result.error })
    return result.data
  }
  return {
    async getBalance(owner, coinType = suiCoinType) {
      const balance = await call('suix_getBalance', [owner, coinType], balanceSchema)
      return { coinType: balance.coinType, coinObjectCount: balance.coinObjectCount, totalBalance: BigInt(balance.totalBalance) }
    },
    getCoinMetadata: (coinType) => call('suix_getCoinMetadata', [coinType], coinMetadataSchema),
  }
}
