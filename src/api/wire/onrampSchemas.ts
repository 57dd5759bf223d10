// The on-ramp domain's wire: the API's routes type their answers with these schemas and the client
// parses the answers with them. The request schemas live in onrampRequests.ts, which the browser
// never loads. The plain types (`OnrampOptions`, `OnrampQuote`) stay in src/onramp, where the
// built-in fallback uses them without a schema library.
import { z } from 'zod'
import { onrampProviderNames } from '../../onramp/onrampRules'

const decimal = z.string().regex(/^[0-9]{1,12}(\.[0-9]{1,18})?$/)

/** Schema of `GET /v1/onramp/options`: what can be bought, on which networks, paid how, by which providers. */
export const onrampOptionsResponseSchema = z.object({
  paymentCurrencies: z.array(
    z.object({ id: z.string().min(1), payment_method_limits: z.array(z.object({ id: z.string().min(1), min: decimal, max: decimal })) }),
  ),
  purchaseCurrencies: z.array(
    z.object({
      id: z.string().min(1),
      name: z.string(),
      symbol: z.string().min(1),
      networks: z.array(z.object({ name: z.string().min(1), display_name: z.string(), chain_id: z.string(), contract_address: z.string() })),
    }),
  ),
  // A provider list that is not an array of strings yields no providers.
  providers: z.unknown().transform(onrampProviderNames),
})

/** `GET /v1/onramp/options`' answer as sent. */
export type OnrampOptionsWire = z.input<typeof onrampOptionsResponseSchema>

const onrampAmountSchema = z.object({ amount: decimal, currency: z.string().min(1) })

/** Schema of `POST /v1/onramp/quote`'s answer: the fees, the total and how much is bought. */
export const onrampQuoteResponseSchema = z.object({
  networkFee: onrampAmountSchema,
  paymentSubtotal: onrampAmountSchema,
  paymentTotal: onrampAmountSchema,
  purchaseAmount: onrampAmountSchema,
  quoteId: z.string().min(1),
})

/** Schema of `POST /v1/generators/onrampurl`'s answer: the provider's checkout page. */
export const onrampUrlResponseSchema = z.object({ url: z.url({ protocol: /^https?$/ }) })
