import { z } from 'zod'
import { createJsonRpcCaller, type NamespaceClientOptions } from '../namespaceRequest'

/*
 * A client of a Sui full node's JSON-RPC API: the two reads a wallet kit needs for balances. Every
 * call goes through the families' JSON-RPC caller (timeout, parsed answers, NamespaceRequestError
 * on any failure).
 */

/** The native coin's type, whose balance is the account's SUI. */
export const suiCoinType = '0x2::sui::SUI'

const u64String = z.string().regex(/^\d+$/)

const balanceSchema = z.object({ coinType: z.string(), coinObjectCount: z.number().int().nonnegative(), totalBalance: u64String })

const coinMetadataSchema = z.object({ decimals: z.number().int().min(0).max(255), symbol: z.string(), name: z.string() }).nullable()

/** A coin balance of an address, in the coin's smallest unit (MIST for SUI). */
export type SuiBalance = { coinType: string; coinObjectCount: number; totalBalance: bigint }

/** The metadata a coin's publisher registered. */
export type SuiCoinMetadata = { decimals: number; symbol: string; name: string }

/** Options of {@link createSuiJsonRpcClient}. */
export type CreateSuiJsonRpcClientOptions = NamespaceClientOptions & {
  /** The full node's JSON-RPC URL, e.g. `https://fullnode.mainnet.sui.io:443`. */
  url: string
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
export function createSuiJsonRpcClient({ url, ...options }: CreateSuiJsonRpcClientOptions): SuiJsonRpcClient {
  const call = createJsonRpcCaller({ ...options, service: 'Sui node', url })
  return {
    async getBalance(owner, coinType = suiCoinType) {
      const balance = await call('suix_getBalance', [owner, coinType], balanceSchema)
      return { coinType: balance.coinType, coinObjectCount: balance.coinObjectCount, totalBalance: BigInt(balance.totalBalance) }
    },
    getCoinMetadata: (coinType) => call('suix_getCoinMetadata', [coinType], coinMetadataSchema),
  }
}
