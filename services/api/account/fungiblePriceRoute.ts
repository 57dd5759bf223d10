import { zValidator } from '@hono/zod-validator'
import { Hono } from 'hono'
import { isAddressEqual } from 'viem'
import { fungiblePriceRequestSchema } from '../../../src/api/wire/accountRequests'
import type { FungiblePrice } from '../../../src/api/wire/accountSchemas'
import type { ApiEnv } from '../apiDomain'
import { invalidInput, jsonBody } from '../jsonBody'
import { tokenKey } from '../prices/priceService'
import type { TokenRef } from '../prices/priceService'
import type { AccountContext } from './accountContext'
import { NATIVE_TOKEN_ADDRESS, parseCaip10 } from './accountTokens'
import { readPrices } from './priceBalances'

/**
 * `POST /v1/fungible/price` with `{ currency: 'usd', addresses: CAIP-10[], projectId }`: USD prices
 * of the listed tokens and native coins (as `0xeeee…eeee`) of the API's chains, in request order,
 * from the price service. Tokens it does not price, unlisted or malformed addresses are left out.
 */
export function fungiblePriceRoute(context: AccountContext): Hono<ApiEnv> {
  return new Hono<ApiEnv>().post('/v1/fungible/price', jsonBody, zValidator('json', fungiblePriceRequestSchema, invalidInput), async (c) => {
    const asked: { ref: TokenRef; name: string; symbol: string; iconUrl: string }[] = []
    for (const caip10 of c.req.valid('json').addresses) {
      const parsed = parseCaip10(caip10)
      if (!parsed || !context.client(parsed.chainId)) continue
      const chainId = `eip155:${parsed.chainId}`
      if (isAddressEqual(parsed.address, NATIVE_TOKEN_ADDRESS)) {
        const { name, symbol } = context.native(parsed.chainId)
        asked.push({ ref: { chainId, address: 'native' }, name, symbol, iconUrl: '' })
        continue
      }
      const token = context.tokens.find(parsed.chainId, parsed.address)
      if (token) asked.push({ ref: { chainId, address: token.address }, name: token.name, symbol: token.symbol, iconUrl: token.logoURI ?? '' })
    }
    const prices = await readPrices(
      context.prices,
      asked.map((entry) => entry.ref),
    )
    const fungibles: FungiblePrice[] = asked.flatMap(({ ref, name, symbol, iconUrl }) => {
      const price = prices.get(tokenKey(ref))
      return price ? [{ name, symbol, iconUrl, price: price.usd }] : []
    })
    return c.json({ fungibles })
  })
}
