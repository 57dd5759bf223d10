import type { Transaction } from '../api/wire/accountSchemas'

/** The transactions of one month, newest first. */
export type TransactionMonth = {
  /** 0 (January) to 11 (December), as `Date#getMonth`. */
  month: number
  transactions: Transaction[]
}

/** The transactions of one year, its months newest first. */
export type TransactionYear = {
  year: number
  months: TransactionMonth[]
}

/** Whether a transaction moves a token the indexer flagged as spam (`nft_info.flags.is_spam`). */
export function isSpamTransaction(transaction: Transaction): boolean {
  return transaction.transfers.some((transfer) => transfer.nft_info?.flags?.is_spam === true)
}

/**
 * The Activity tab's `transactionsByYear`: spam dropped, grouped by year then month, newest first (years,
 * months and the transactions inside a month), in the runtime's time zone. Transactions whose
 * `minedAt` is not a date are left out; duplicates (the same `id` on two pages) are kept once.
 *
 * @example
 * groupTransactions(pages.flatMap((page) => page.data))
 * // [{ year: 2026, months: [{ month: 10, transactions: [...] }] }]
 */
export function groupTransactions(transactions: readonly Transaction[]): TransactionYear[] {
  const seen = new Set<string>()
  const dated: { time: number; transaction: Transaction }[] = []
  for (const transaction of transactions) {
    const time = Date.parse(transaction.metadata.minedAt)
    if (Number.isNaN(time) || seen.has(transaction.id) || isSpamTransaction(transaction)) continue
    seen.add(transaction.id)
    dated.push({ time, transaction })
  }
  // A stable sort keeps the API's order for transactions of the same second.
  dated.sort((a, b) => b.time - a.time)
  const years: TransactionYear[] = []
  for (const { time, transaction } of dated) {
    const date = new Date(time)
    const year = date.getFullYear()
    const month = date.getMonth()
    let yearGroup = years[years.length - 1]
    if (yearGroup?.year !== year) {
      yearGroup = { year, months: [] }
      years.push(yearGroup)
    }
    let monthGroup = yearGroup.months[yearGroup.months.length - 1]
    if (monthGroup?.month !== month) {
      monthGroup = { month, transactions: [] }
      yearGroup.months.push(monthGroup)
    }
    monthGroup.transactions.push(transaction)
  }
  return years
}
