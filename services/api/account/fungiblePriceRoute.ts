import { isAddressEqual } from 'viem'
import { z } from 'zod'
import type { ApiRoute } from '../matchRoute'
import type { AccountContext } from './accountContext'
import { NATIVE_TOKEN, NATIVE_TOKEN_ADDRESS, parseCaip10 } from './accountTokens'

/** One entry of `POST /v1/fungible/price`'s `fungibles`. */
export type FungiblePriceWire = { name: string; symbol: string; iconUrl: string; price: number }

const bodySchema = z.object({
  currency: z.literal('usd'),
  addresses: z.array(z.string().max(200)).max(100),
  projectId: z.string().max(200).optional(),
})

/**
 * `POST /v1/fungible/price` with `{ currency: 'usd', addresses: CAIP-10[], projectId }`: prices of
 * the tokens the API knows on its chains (the native token as `0xeeee…eeee`), in request order;
 * unknown or malformed addresses are left out.
 */
export function fungiblePriceRoute(context: AccountContext): ApiRoute {
  return {
    method: 'POST',
    path: '/v1/fungible/price',
    async handle({ json }) {
      const body = bodySchema.parse(await json())
      const fungibles: FungiblePriceWire[] = []
      for (const caip10 of body.addresses) {
        const parsed = parseCaip10(caip10)
        if (!parsed || !context.client(parsed.chainId)) continue
        const token = isAddressEqual(parsed.address, NATIVE_TOKEN_ADDRESS)
          ? NATIVE_TOKEN
          : context.tokens.find((candidate) => isAddressEqual(candidate.address, parsed.address))
        const priced = token && context.prices.prices[token.symbol]
        if (!token || !priced) continue
        fungibles.push({ name: token.name, symbol: token.symbol, iconUrl: priced.iconUrl, price: priced.price })
      }
      return { body: { fungibles } }
    },
  }
}
