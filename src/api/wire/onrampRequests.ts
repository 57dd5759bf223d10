// What the on-ramp endpoints accept. The API validates requests with these schemas; the client only
// types its requests with them (type imports), so they never reach the browser bundle.
import { parseUnits } from 'viem'
import { z } from 'zod'

/** A payment amount: a positive decimal with at most two decimals, at most `max`. */
const paymentAmountSchema = (max: number) =>
  z
    .string()
    .regex(/^[0-9]{1,9}(\.[0-9]{1,2})?$/, 'Invalid amount')
    .refine((text) => Number(text) > 0 && Number(text) <= max, 'Invalid amount')

/** A decimal USDC amount (up to 6 decimals, at most 1,000,000) as base units. */
export const usdcAmountSchema = z
  .union([z.string(), z.number()])
  .transform((value) => String(value))
  .pipe(z.string().regex(/^[0-9]{1,7}(\.[0-9]{1,6})?$/, 'Invalid amount'))
  .transform((text) => parseUnits(text, 6))
  .refine((value) => value > 0n && value <= 1_000_000_000_000n, 'Invalid amount')

/** Schema of `POST /v1/onramp/quote`'s body: `amount` is what the user pays, fees included, in the payment currency. */
export const onrampQuoteBodySchema = z.object({
  purchaseCurrency: z.string().min(1).max(64),
  paymentCurrency: z.string().min(1).max(16),
  amount: paymentAmountSchema(1_000_000_000),
  /** The purchase currency's symbol. */
  network: z.string().min(1).max(64),
  /** The network to deliver on, by name. @default the currency's first network */
  networkName: z.string().min(1).max(64).optional(),
  /** The address the purchase is delivered to (an EVM or Solana address), checked against the network. */
  walletAddress: z.string().min(1).max(128).optional(),
  /** The payment method. @default 'card' */
  paymentMethod: z.enum(['card', 'ach_bank_account']).optional(),
})

/** The body of `POST /v1/onramp/quote`. */
export type OnrampQuoteBody = z.input<typeof onrampQuoteBodySchema>

/** Schema of `POST /v1/generators/onrampurl`'s body: one destination wallet and the preset amounts. */
export const onrampUrlBodySchema = z.object({
  /** @default the first provider listed */
  provider: z.string().min(1).max(32).optional(),
  destinationWallets: z
    .array(
      z.object({
        address: z.string().min(1).max(128),
        blockchains: z.array(z.string().max(64)).max(20).optional(),
        assets: z.array(z.string().max(32)).max(20).optional(),
      }),
    )
    .min(1)
    .max(1),
  defaultNetwork: z.string().min(1).max(64),
  partnerUserId: z.string().min(1).max(200),
  defaultExperience: z.literal('buy'),
  presetCryptoAmount: usdcAmountSchema.optional(),
  presetFiatAmount: paymentAmountSchema(1_000_000_000).optional(),
  fiatCurrency: z
    .string()
    .regex(/^[A-Z]{3}$/)
    .optional(),
  redirectUrl: z.url({ protocol: /^https?$/ }).optional(),
})

/** The body of `POST /v1/generators/onrampurl`. */
export type OnrampUrlBody = z.input<typeof onrampUrlBodySchema>
