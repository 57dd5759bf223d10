// The account domain's wire: the API's routes type their answers with these schemas and the client
// parses the answers with them, so the two cannot drift apart. Full zod, as the account clients
// already use; the request schemas live in accountRequests.ts, which the browser never loads.
import { z } from 'zod'

const caip2 = z.string().regex(/^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/)
const decimalNumber = z.string().regex(/^-?\d+(\.\d+)?$/)

/** Schema of one token balance. */
export const tokenBalanceSchema = z.object({
  name: z.string().max(200),
  symbol: z.string().max(50),
  /** CAIP-2 chain id. */
  chainId: caip2,
  /** `namespace:chain:address`; absent for native tokens. */
  address: z.string().max(200).optional(),
  /** USD value of the balance; absent when the token has no fresh price (never 0 for "unknown"). */
  value: z.number().finite().optional(),
  /** USD per whole token; absent when the token has no fresh price. */
  price: z.number().finite().optional(),
  quantity: z.object({ decimals: z.string().regex(/^\d{1,3}$/), numeric: decimalNumber }),
  iconUrl: z.string().max(2000),
  logoUri: z.string().max(2000).optional(),
})

/** A token balance of an account. */
export type TokenBalance = z.infer<typeof tokenBalanceSchema>

/** Schema of `GET /v1/account/{address}/balance`. */
export const balanceResponseSchema = z.object({ balances: z.array(tokenBalanceSchema).max(1000) })

/** Schema of one entry of `POST /v1/fungible/price`. */
export const fungiblePriceSchema = z.object({
  name: z.string().max(200),
  symbol: z.string().max(50),
  iconUrl: z.string().max(2000),
  price: z.number().finite(),
})

/** A token's USD price. */
export type FungiblePrice = z.infer<typeof fungiblePriceSchema>

/** Schema of `POST /v1/fungible/price`. */
export const fungiblePriceResponseSchema = z.object({ fungibles: z.array(fungiblePriceSchema).max(1000) })

const wei = z
  .string()
  .regex(/^\d{1,78}$/)
  .transform((value) => BigInt(value))

/** Schema of `GET /v1/convert/gas-price`; the wei strings become bigints. */
export const gasPriceResponseSchema = z.object({ standard: wei, fast: wei, instant: wei })

/** Gas prices in wei. */
export type GasPrices = z.output<typeof gasPriceResponseSchema>

/** `GET /v1/convert/gas-price`'s answer as sent: gas prices in wei, as decimal strings. */
export type GasPricesWire = z.input<typeof gasPriceResponseSchema>

/** Schema of `GET /v1/identity/{address}`. */
export const identityResponseSchema = z.object({
  name: z.string().max(300).nullable(),
  avatar: z.string().max(2000).nullable(),
})

/** An address's name and avatar, `null` when unknown. */
export type AccountIdentity = z.infer<typeof identityResponseSchema>

/** Schema of the API's error answers (`{ error }`). */
export const apiErrorBodySchema = z.object({ error: z.string().max(500) })

/** Schema of one transfer of a history transaction. */
export const transactionTransferSchema = z.object({
  fungible_info: z.object({ name: z.string().max(200), symbol: z.string().max(50), icon: z.object({ url: z.string().max(2000) }).optional() }).optional(),
  nft_info: z.object({ name: z.string().max(300), token_id: z.string().max(100).optional(), flags: z.object({ is_spam: z.boolean() }).optional() }).optional(),
  direction: z.enum(['in', 'out', 'self']),
  /** Who the tokens left; Foyer's API sends it (for a token transfer `metadata.sentTo` is the contract). */
  sender: z.string().max(200).optional(),
  /** Who received the tokens; as `sender`. */
  recipient: z.string().max(200).optional(),
  quantity: z.object({ numeric: decimalNumber }),
  /** USD value of the transfer; absent when the token has no fresh price or is not on the token list. */
  value: z.number().finite().optional(),
  /** USD per whole token; absent as `value`. */
  price: z.number().finite().optional(),
})

/** One transfer of a history transaction. */
export type TransactionTransfer = z.infer<typeof transactionTransferSchema>

/** Schema of one history transaction. */
export const transactionSchema = z.object({
  id: z.string().max(200),
  metadata: z.object({
    minedAt: z.string().max(50),
    chain: caip2,
    operationType: z.string().max(50),
    status: z.enum(['confirmed', 'failed', 'pending']),
    sentFrom: z.string().max(200),
    sentTo: z.string().max(200),
    hash: z.string().max(200).optional(),
    nonce: z.number().int().optional(),
  }),
  transfers: z.array(transactionTransferSchema).max(500),
})

/** A transaction of an account's history. */
export type Transaction = z.infer<typeof transactionSchema>

/** Schema of `GET /v1/account/{address}/history`. */
export const historyResponseSchema = z.object({
  data: z.array(transactionSchema).max(1000),
  next: z.string().max(500).nullable(),
  /** The blocks the answer covers (Foyer's extension; `null` before the first one is indexed, absent from other APIs). */
  indexed: z.object({ fromBlock: z.number().int().nonnegative(), toBlock: z.number().int().nonnegative() }).nullable().optional(),
})

/** One page of an account's history; `next` is the cursor of the following page, `null` on the last. */
export type TransactionHistoryPage = z.infer<typeof historyResponseSchema>

/** Schema of one NFT of `GET /v1/account/{address}/nfts` (Foyer's extension of the blockchain API). */
export const accountNftSchema = z.object({
  /** CAIP-2 chain id. */
  chainId: caip2,
  /** CAIP-10 of the contract. */
  address: z.string().max(200),
  tokenId: z.string().regex(/^\d{1,78}$/),
  collection: z.object({ name: z.string().max(200), symbol: z.string().max(50) }),
  name: z.string().max(300),
  description: z.string().max(2000).nullable(),
  // Only inline images and web URLs: the value ends up in an <img src>.
  image: z
    .string()
    .max(200_000)
    .regex(/^(data:image\/|https?:\/\/)/)
    .nullable(),
})

/** An ERC-721 token an account holds, with its name and image. */
export type AccountNft = z.infer<typeof accountNftSchema>

/** Schema of `GET /v1/account/{address}/nfts`. */
export const accountNftsResponseSchema = z.object({ nfts: z.array(accountNftSchema).max(1000) })
