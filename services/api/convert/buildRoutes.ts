import { zValidator } from '@hono/zod-validator'
import { Hono } from 'hono'
import { BaseError, encodeFunctionData, erc20Abi, maxUint256 } from 'viem'
import type { Address, Hex } from 'viem'
import { buildApproveQuerySchema, buildTransactionBodySchema } from '../../../src/api/wire/convertRequests'
import type { BuildTransactionResponseWire, BuiltSwapTransactionWire } from '../../../src/api/wire/convertSchemas'
import type { ApiEnv } from '../apiDomain'
import { HttpError } from '../HttpError'
import { jsonBody } from '../jsonBody'
import { swapChainOf, swapRouterOf } from './convertContext'
import type { ConvertContext, SwapChain } from './convertContext'
import { firstIssue } from './firstIssue'
import { isNative, quoteSwap, swapRouteId } from './quoteSwap'
import { swapCalldata } from './swapCalldata'

/** Slippage when the request gives none: 1 percent, in basis points. */
const DEFAULT_SLIPPAGE_BPS = 100n

/**
 * The build endpoints, each answering a transaction for the wallet to send (CAIP-10 addresses,
 * amounts in wei; `tx.eip155.gas` is a limit: the node's estimate with a margin):
 *
 * - `GET /v1/convert/build-approve?userAddress=&from=&to=[&amount=][&route=]` (CAIP-10 ids) → `{ tx }`
 *   (`amount` 0): an ERC-20 `approve` letting the router of `route` (the quote's `id`; without it
 *   Uniswap V2's router where deployed, else `SwapRouter02`) spend the `from` token. Approves exactly
 *   `amount` when given (Foyer's addition), otherwise 2^256 - 1 as the hosted API's callers expect.
 *   The native coin needs no approval: 400 'The native coin needs no approval'.
 * - `POST /v1/convert/build-transaction` with `{ userAddress, from, to, amount, eip155?: { slippage },
 *   disableEstimate?, route?, projectId? }` (CAIP-10 ids, `amount` in the input token's base units,
 *   slippage in percent, default 1) → `{ tx, quote }`: `tx` calls the exact-input swap of the best
 *   route (of `route` alone when given: Uniswap V2's router, or V3's `SwapRouter02` at that fee
 *   tier), paying to `userAddress`, with `minimumToAmount` = the quote less the slippage and a
 *   deadline `deadlineSeconds` after the latest block. With `amountOut` instead of `amount` it calls
 *   the exact-output swap, spending at most `maximumFromAmount` = the quoted input plus the slippage
 *   (from the native coin that much is sent and the rest refunded). `quote` is `{ fromAmount,
 *   toAmount, minimumToAmount, maximumFromAmount, priceImpact, deadline }` (deadline in Unix
 *   seconds). When the estimate fails (allowance or balance short) it answers 400 'Swap would fail'
 *   with the chain's `reason`; send `disableEstimate: true` to build a swap that follows an approval
 *   not yet mined.
 */
export function buildRoutes(context: ConvertContext): Hono<ApiEnv> {
  return new Hono<ApiEnv>()
    .get('/v1/convert/build-approve', zValidator('query', buildApproveQuerySchema, firstIssue), async (c) => {
      const query = c.req.valid('query')
      const chain = swapChainOf(context, query.userAddress, query.from, query.to)
      if (isNative(query.from.address)) throw new HttpError(400, 'The native coin needs no approval')
      const spender = swapRouterOf(chain, query.route)
      const data = encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [spender, query.amount ?? maxUint256] })
      const user = query.userAddress.address
      const [gas, gasPrice] = await Promise.all([estimate(chain, user, query.from.address, data, 0n), chain.client.getGasPrice()])
      return c.json({ tx: builtTransaction(chain, user, query.from.address, data, 0n, gas, gasPrice) })
    })
    .post('/v1/convert/build-transaction', jsonBody, zValidator('json', buildTransactionBodySchema, firstIssue), async (c) => {
      const body = c.req.valid('json')
      const chain = swapChainOf(context, body.userAddress, body.from, body.to)
      const user = body.userAddress.address
      const [quote, block] = await Promise.all([
        quoteSwap(chain, body.from.address, body.to.address, body.value, body.side, body.route),
        chain.client.getBlock(),
      ])
      const slippage = body.eip155?.slippage ?? DEFAULT_SLIPPAGE_BPS
      const exactIn = quote.side === 'exactIn'
      // The slippage bounds the side that is not fixed: the output from below, or the input from above.
      const minimumOut = exactIn ? (quote.amountOut * (10_000n - slippage)) / 10_000n : quote.amountOut
      const maximumIn = exactIn ? quote.amountIn : (quote.amountIn * (10_000n + slippage)) / 10_000n
      const deadline = block.timestamp + BigInt(context.deadlineSeconds)
      const fromNative = isNative(body.from.address)
      const data = swapCalldata(quote.route, { exactIn, fromNative, toNative: isNative(body.to.address), minimumOut, maximumIn, to: user, deadline })
      const router = swapRouterOf(chain, swapRouteId(quote.route))
      // From the native coin the most it may cost is sent; the router refunds what an exact output leaves.
      const value = fromNative ? maximumIn : 0n
      const [gas, gasPrice] = await Promise.all([
        body.disableEstimate ? null : estimate(chain, user, router, data, value, 'Swap would fail').then((gas) => swapGasLimit(gas, quote.path.length - 1)),
        chain.client.getGasPrice(),
      ])
      const answer: BuildTransactionResponseWire = {
        tx: builtTransaction(chain, user, router, data, value, gas, gasPrice),
        quote: {
          fromAmount: quote.amountIn.toString(),
          toAmount: quote.amountOut.toString(),
          minimumToAmount: minimumOut.toString(),
          maximumFromAmount: maximumIn.toString(),
          priceImpact: quote.priceImpact,
          deadline: Number(deadline),
        },
      }
      return c.json(answer)
    })
}

function builtTransaction(
  chain: SwapChain,
  from: Address,
  to: Address,
  data: Hex,
  value: bigint,
  gas: bigint | null,
  gasPrice: bigint,
): BuiltSwapTransactionWire {
  return {
    from: `eip155:${chain.chainId}:${from}`,
    to: `eip155:${chain.chainId}:${to}`,
    data,
    amount: value.toString(),
    eip155: { gas: gas === null ? null : gas.toString(), gasPrice: gasPrice.toString() },
  }
}

// A Uniswap V2 pair writes its price accumulators only in the first swap of a later second than
// its last trade; the first such write turns two zero slots non-zero (about 45,000 gas). The node
// estimates against the latest block, so a swap estimated in the second of the pair's last trade
// and mined in a later one needs up to that much more per pair than the estimate, and runs out of
// gas with an exact limit. A V3 pool likewise writes its price observation only in a later second.
// Unused gas is refunded, so the limit carries that margin per pool plus a fifth.
const PAIR_ACCUMULATOR_GAS = 45_000n

/** The gas limit of a swap through `hops` pools whose node estimate is `estimate`. */
export function swapGasLimit(estimate: bigint, hops: number): bigint {
  return estimate + estimate / 5n + PAIR_ACCUMULATOR_GAS * BigInt(hops)
}

async function estimate(chain: SwapChain, account: Address, to: Address, data: Hex, value: bigint, failure = 'Approval would fail'): Promise<bigint> {
  try {
    return await chain.client.estimateGas({ account, to, data, value })
  } catch (error) {
    // A revert is the request's problem (allowance, balance); a node that does not answer is ours.
    const reason = error instanceof BaseError ? error.walk() : undefined
    if (error instanceof BaseError && /revert|insufficient funds/i.test(error.message)) {
      throw new HttpError(400, failure, { reason: reason instanceof BaseError ? reason.shortMessage : error.shortMessage })
    }
    throw error
  }
}
