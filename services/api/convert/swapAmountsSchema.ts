import { z } from 'zod'
import { amountSchema } from './convertContext'

/**
 * `amount` fixes the input (the spec's call); `amountOut` instead fixes the output (Foyer's
 * extension, for a form where the user types what they want to receive). Exactly one is given.
 */
export const swapAmountsSchema = z
  .object({ amount: amountSchema.optional(), amountOut: amountSchema.optional() })
  .refine((amounts) => (amounts.amount === undefined) !== (amounts.amountOut === undefined), 'Invalid amount')
  .transform((amounts) =>
    amounts.amount === undefined ? { side: 'exactOut' as const, value: amounts.amountOut! } : { side: 'exactIn' as const, value: amounts.amount },
  )
