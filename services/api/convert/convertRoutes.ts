import { zValidator } from '@hono/zod-validator'
import { Hono } from 'hono'
import { erc20Abi, maxUint256 } from 'viem'
import { swapAllowanceQuerySchema, swapQuotesQuerySchema, swapTokensQuerySchema } from '../../../src/api/wire/convertRequests'
import type { SwapQuoteInfo, SwapTokenInfo } from '../../../src/api/wire/convertSchemas'
import { errorMessages } from '../../../src/errors/messages'
import { parseChainId } from '../account/accountTokens'
import type { ApiDomain, ApiEnv } from '../apiDomain'
import { HttpError } from '../HttpError'
import { buildRoutes } from './buildRoutes'
import { createConvertContext, swapChainOf, swapRouterOf } from './convertContext'
import type { ConvertContext, ConvertRoutesOptions } from './convertContext'
import { firstIssue } from './firstIssue'
import { isNative, quoteSwap, swapRouteId } from './quoteSwap'

export type { ConvertRoutesOptions } from './convertContext'

/**
 * The swap API (the `convert/*` paths) over Uniswap V2 and V3, for the chains that have a
 * deployment (Uniswap's own on the public swap chains, or one in `amms`); every other chain answers
 * 400 'Network not supported for Swaps'.
 * `GET /v1/convert/gas-price` is served by `accountRoutes`. Mount with
 * `createApiServer({ domains: [convertRoutes(...)] })`.
 *
 * - `GET /v1/convert/tokens?chainId=eip155:31337` → `{ tokens: SwapTokenInfo[] }` (CAIP-10 addresses;
 *   the native coin is `NATIVE_TOKEN_ADDRESS`).
 * - `GET /v1/convert/quotes?amount=&userAddress=&from=&to=&gasPrice=` (CAIP-10 ids, `amount` in the
 *   input token's base units) → `{ quotes: [SwapQuoteInfo] }`: the best of V2's routes and V3's fee
 *   tiers (see `quoteSwap`), its `id` naming the route (e.g. `uniswap-v3-500`); `amountOut=` instead
 *   of `amount=` fixes the output and the least input wins.
 * - `GET /v1/convert/allowance?tokenAddress=&userAddress=[&route=]` → `{ allowance }`: what the
 *   route's router may spend, in base units; the native coin needs none and answers 2^256 - 1.
 * - `GET /v1/convert/build-approve` and `POST /v1/convert/build-transaction`: see `buildRoutes.ts`.
 *
 * @example
 * createApiServer({ chains, domains: [convertRoutes({ chains, amms: { 31337: localSwapAmm() }, listedTokens: registry.onChain })] })
 */
export function convertRoutes(options: ConvertRoutesOptions): ApiDomain {
  const context = createConvertContext(options)
  const app = new Hono<ApiEnv>().route('/', quoteRoutes(context)).route('/', buildRoutes(context))
  return { app }
}

function quoteRoutes(context: ConvertContext): Hono<ApiEnv> {
  return new Hono<ApiEnv>()
    .get('/v1/convert/tokens', zValidator('query', swapTokensQuerySchema, firstIssue), (c) => {
      const parsed = parseChainId(c.req.valid('query').chainId)
      if (parsed.kind === 'invalid') throw new HttpError(400, errorMessages.invalidChainId)
      const chain = parsed.kind === 'evm' ? context.chain(parsed.chainId) : undefined
      if (!chain) throw new HttpError(400, errorMessages.swapsUnsupported)
      const tokens: SwapTokenInfo[] = chain.tokens().map((token) => ({
        name: token.name,
        symbol: token.symbol,
        address: `eip155:${chain.chainId}:${token.address}`,
        decimals: token.decimals,
        logoUri: token.logoUri,
      }))
      return c.json({ tokens })
    })
    .get('/v1/convert/quotes', zValidator('query', swapQuotesQuerySchema, firstIssue), async (c) => {
      const query = c.req.valid('query')
      const chain = swapChainOf(context, query.from, query.to, query.userAddress)
      const quote = await quoteSwap(chain, query.from.address, query.to.address, query.value, query.side)
      const caip = (address: string) => `eip155:${chain.chainId}:${address}`
      // The route shows the native coin where the swap starts or ends with it, not the WETH it passes as.
      const route = quote.path.map((token, index) => {
        if (index === 0 && isNative(query.from.address)) return caip(query.from.address)
        if (index === quote.path.length - 1 && isNative(query.to.address)) return caip(query.to.address)
        return caip(token)
      })
      const wire: SwapQuoteInfo = {
        id: swapRouteId(quote.route),
        fromAmount: quote.amountIn.toString(),
        fromAccount: caip(query.from.address),
        toAmount: quote.amountOut.toString(),
        toAccount: caip(query.to.address),
        priceImpact: quote.priceImpact,
        route,
      }
      return c.json({ quotes: [wire] })
    })
    .get('/v1/convert/allowance', zValidator('query', swapAllowanceQuerySchema, firstIssue), async (c) => {
      const query = c.req.valid('query')
      const chain = swapChainOf(context, query.tokenAddress, query.userAddress)
      if (isNative(query.tokenAddress.address)) return c.json({ allowance: maxUint256.toString() })
      const allowance = await chain.client.readContract({
        address: query.tokenAddress.address,
        abi: erc20Abi,
        functionName: 'allowance',
        args: [query.userAddress.address, swapRouterOf(chain, query.route)],
      })
      return c.json({ allowance: allowance.toString() })
    })
}
