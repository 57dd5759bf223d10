import { erc20Abi, maxUint256 } from 'viem'
import { z } from 'zod'
import { errorMessages } from '../../../src/errors/messages'
import { parseChainId } from '../account/accountTokens'
import { HttpError } from '../HttpError'
import type { ApiRoute } from '../matchRoute'
import { buildApproveRoute, buildTransactionRoute } from './buildRoutes'
import { caip10Schema, createConvertContext, parseInput, queryOf, swapChainOf } from './convertContext'
import { swapAmountsSchema } from './swapAmountsSchema'
import type { ConvertContext, ConvertRoutesOptions } from './convertContext'
import { isNative, quoteSwap } from './quoteSwap'

export type { ConvertRoutesOptions } from './convertContext'

/** One token of `GET /v1/convert/tokens`. */
export type SwapTokenWire = { name: string; symbol: string; address: string; decimals: number; logoUri: string | null }

/** One quote of `GET /v1/convert/quotes`. */
export type SwapQuoteWire = {
  id: null
  fromAmount: string
  fromAccount: string
  toAmount: string
  toAccount: string
  /** Percent below the pools' mid price (fee included), 4 decimals, e.g. `0.3329`. */
  priceImpact: number
  /** CAIP-10 ids of the tokens the swap passes through, from the input to the output token. */
  route: string[]
}

/**
 * The swap API (spec section 7's `convert/*` paths) over Uniswap V2 deployments, for the chains
 * that have one in `amms`; every other chain answers 400 'Network not supported for Swaps'.
 * `GET /v1/convert/gas-price` is served by `accountRoutes`. Mount with
 * `createApiServer({ routes: convertRoutes(...) })`.
 *
 * - `GET /v1/convert/tokens?chainId=eip155:31337` → `{ tokens: SwapTokenWire[] }` (CAIP-10 addresses;
 *   the native coin is `NATIVE_TOKEN_ADDRESS`).
 * - `GET /v1/convert/quotes?amount=&userAddress=&from=&to=&gasPrice=` (CAIP-10 ids, `amount` in the
 *   input token's base units) → `{ quotes: [SwapQuoteWire] }`, from the router's `getAmountsOut`;
 *   `amountOut=` instead of `amount=` fixes the output (the router's `getAmountsIn` gives `fromAmount`).
 * - `GET /v1/convert/allowance?tokenAddress=&userAddress=` → `{ allowance }`: what the router may
 *   spend, in base units; the native coin needs none and answers 2^256 - 1.
 * - `GET /v1/convert/build-approve` and `POST /v1/convert/build-transaction`: see `buildRoutes.ts`.
 *
 * @example
 * createApiServer({ chains, routes: convertRoutes({ chains, amms: { 31337: localSwapAmm() } }) })
 */
export function convertRoutes(options: ConvertRoutesOptions): ApiRoute[] {
  const context = createConvertContext(options)
  return [tokensRoute(context), quotesRoute(context), allowanceRoute(context), buildApproveRoute(context), buildTransactionRoute(context)]
}

function tokensRoute(context: ConvertContext): ApiRoute {
  return {
    method: 'GET',
    path: '/v1/convert/tokens',
    handle({ url }) {
      const parsed = parseChainId(url.searchParams.get('chainId'))
      if (parsed.kind === 'invalid') throw new HttpError(400, errorMessages.invalidChainId)
      const chain = parsed.kind === 'evm' ? context.chain(parsed.chainId) : undefined
      if (!chain) throw new HttpError(400, errorMessages.swapsUnsupported)
      const tokens: SwapTokenWire[] = chain.amm.tokens.map((token) => ({
        name: token.name,
        symbol: token.symbol,
        address: `eip155:${chain.chainId}:${token.address}`,
        decimals: token.decimals,
        logoUri: token.logoUri,
      }))
      return { body: { tokens } }
    },
  }
}

const quotesQuerySchema = z.object({
  userAddress: caip10Schema,
  from: caip10Schema,
  to: caip10Schema,
  // Accepted for the spec's request shape; V2 quotes do not depend on it.
  gasPrice: z.string().regex(/^[0-9]{1,78}$/, 'Invalid gasPrice').optional(),
})

function quotesRoute(context: ConvertContext): ApiRoute {
  return {
    method: 'GET',
    path: '/v1/convert/quotes',
    async handle({ url }) {
      const input = queryOf(url)
      const query = parseInput(quotesQuerySchema, input)
      const amounts = parseInput(swapAmountsSchema, input)
      const chain = swapChainOf(context, query.from, query.to, query.userAddress)
      const quote = await quoteSwap(chain, query.from.address, query.to.address, amounts.value, amounts.side)
      const caip = (address: string) => `eip155:${chain.chainId}:${address}`
      // The route shows the native coin where the swap starts or ends with it, not the WETH it passes as.
      const route = quote.path.map((token, index) => {
        if (index === 0 && isNative(query.from.address)) return caip(query.from.address)
        if (index === quote.path.length - 1 && isNative(query.to.address)) return caip(query.to.address)
        return caip(token)
      })
      const wire: SwapQuoteWire = {
        id: null,
        fromAmount: quote.amountIn.toString(),
        fromAccount: caip(query.from.address),
        toAmount: quote.amountOut.toString(),
        toAccount: caip(query.to.address),
        priceImpact: quote.priceImpact,
        route,
      }
      return { body: { quotes: [wire] } }
    },
  }
}

const allowanceQuerySchema = z.object({ tokenAddress: caip10Schema, userAddress: caip10Schema })

function allowanceRoute(context: ConvertContext): ApiRoute {
  return {
    method: 'GET',
    path: '/v1/convert/allowance',
    async handle({ url }) {
      const query = parseInput(allowanceQuerySchema, queryOf(url))
      const chain = swapChainOf(context, query.tokenAddress, query.userAddress)
      if (isNative(query.tokenAddress.address)) return { body: { allowance: maxUint256.toString() } }
      const allowance = await chain.client.readContract({
        address: query.tokenAddress.address,
        abi: erc20Abi,
        functionName: 'allowance',
        args: [query.userAddress.address, chain.amm.router],
      })
      return { body: { allowance: allowance.toString() } }
    },
  }
}
