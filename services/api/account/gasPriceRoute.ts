import { Hono } from 'hono'
import type { PublicClient } from 'viem'
import type { GasPricesWire } from '../../../src/api/wire/accountSchemas'
import { errorMessages } from '../../../src/errors/messages'
import { HttpError } from '../HttpError'
import type { ApiEnv } from '../apiDomain'
import type { AccountContext } from './accountContext'
import { parseChainId } from './accountTokens'

/**
 * `GET /v1/convert/gas-price?chainId=<caip2 | number>`: three gas prices from the chain's fee
 * history. An unknown chain answers 400 'Network not supported for Gas Price', the text clients show.
 */
export function gasPriceRoute(context: AccountContext): Hono<ApiEnv> {
  // No query schema: whatever names no chain the API serves (missing, malformed, unknown) gets the
  // one answer clients show.
  return new Hono<ApiEnv>().get('/v1/convert/gas-price', async (c) => {
    const chain = parseChainId(c.req.query('chainId') ?? null)
    const client = chain.kind === 'evm' ? context.client(chain.chainId) : undefined
    if (!client) throw new HttpError(400, errorMessages.gasPriceUnsupported)
    return c.json(await readGasPrices(client))
  })
}

// Headroom over the next block's base fee: each full block may raise it by 12.5 %, so `fast`
// survives one such rise and `instant` two.
const FAST_BASE_FEE = [9n, 8n] as const
const INSTANT_BASE_FEE = [81n, 64n] as const

async function readGasPrices(client: PublicClient): Promise<GasPricesWire> {
  const [history, gasPrice] = await Promise.all([client.getFeeHistory({ blockCount: 5, rewardPercentiles: [25, 50, 90] }), client.getGasPrice()])
  const nextBaseFee = history.baseFeePerGas.at(-1)
  if (!nextBaseFee) {
    // A chain without EIP-1559: only the legacy price is known.
    const legacy = gasPrice.toString()
    return { standard: legacy, fast: legacy, instant: legacy }
  }
  const tip = (column: number): bigint => {
    const rewards = (history.reward ?? []).map((row) => row[column] ?? 0n)
    return rewards.length === 0 ? 0n : rewards.reduce((sum, value) => sum + value, 0n) / BigInt(rewards.length)
  }
  const standard = maxOf(nextBaseFee + tip(0), gasPrice)
  const fast = maxOf((nextBaseFee * FAST_BASE_FEE[0]) / FAST_BASE_FEE[1] + tip(1), standard)
  const instant = maxOf((nextBaseFee * INSTANT_BASE_FEE[0]) / INSTANT_BASE_FEE[1] + tip(2), fast)
  return { standard: standard.toString(), fast: fast.toString(), instant: instant.toString() }
}

function maxOf(a: bigint, b: bigint): bigint {
  return a > b ? a : b
}
