import { zValidator } from '@hono/zod-validator'
import { Hono } from 'hono'
import { isAddressEqual } from 'viem'
import { fungiblePriceRequestSchema } from '../../../src/api/wire/accountRequests'
import type { FungiblePrice } from '../../../src/api/wire/accountSchemas'
import type { ApiEnv } from '../apiDomain'
import { invalidInput, jsonBody } from '../jsonBody'
import type { AccountContext } from './accountContext'
import { NATIVE_TOKEN, NATIVE_TOKEN_ADDRESS, parseCaip10 } from './accountTokens'

/**
 * `POST /v1/fungible/price` with `{ currency: 'usd', addresses: CAIP-10[], projectId }`: prices of
 * the tokens the API knows on its chains (the native token as `0xeeee…eeee`), in request order;
 * unknown or malformed addresses are left out.
 */
export function fungiblePriceRoute(context: AccountContext): Hono<ApiEnv> {
  return new Hono<ApiEnv>().post('/v1/fungible/price', jsonBody, zValidator('json', fungiblePriceRequestSchema, invalidInput), (c) => {
    const fungibles: FungiblePrice[] = []
    for (const caip10 of c.req.valid('json').addresses) {
      const parsed = parseCaip10(caip10)
      if (!parsed || !context.client(parsed.chainId)) continue
      const token = isAddressEqual(parsed.address, NATIVE_TOKEN_ADDRESS)
        ? NATIVE_TOKEN
        : context.tokens.find((candidate) => isAddressEqual(candidate.address, parsed.address))
      const priced = token && context.prices.prices[token.symbol]
      if (!token || !priced) continue
      fungibles.push({ name: token.name, symbol: token.symbol, iconUrl: priced.iconUrl, price: priced.price })
    }
    return c.json({ fungibles })
  })
}
