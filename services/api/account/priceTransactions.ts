import type { Transaction, TransactionTransfer } from '../../../src/api/wire/accountSchemas'
import { tokenKey } from '../prices/priceService'
import type { PriceService, TokenRef } from '../prices/priceService'
import { readPrices, usdFields } from './priceBalances'

/**
 * A history transfer not yet priced, with the identity its price is asked by: absent for NFTs and
 * for tokens that are not listed (a contract anyone deployed gets no USD value, whatever its symbol).
 */
export type UnpricedTransfer = { transfer: TransactionTransfer; ref?: TokenRef | undefined }

/** A history transaction whose transfers are not yet priced: what the history cache keeps. */
export type UnpricedTransaction = Omit<Transaction, 'transfers'> & { transfers: UnpricedTransfer[] }

/**
 * The history endpoint's transactions: each transfer with a `ref` gets its USD `price` and `value`
 * from the service at this moment; the others, and those it does not price, have neither.
 */
export async function priceTransactions(prices: PriceService, transactions: readonly UnpricedTransaction[]): Promise<Transaction[]> {
  const refs = transactions.flatMap((tx) => tx.transfers.flatMap(({ ref }) => (ref ? [ref] : [])))
  const priced = await readPrices(prices, refs)
  return transactions.map((tx) => ({
    ...tx,
    transfers: tx.transfers.map(({ transfer, ref }) => ({
      ...transfer,
      ...(ref ? usdFields(transfer.quantity.numeric, priced.get(tokenKey(ref))) : {}),
    })),
  }))
}
