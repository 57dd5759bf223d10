/**
 * How many signing requests (transactions, messages) the embedded wallet holds at once, waiting for
 * the user's approval in turn: a page that fires requests in a loop gets the 100th refused at once
 * (`limitExceeded`) instead of queueing approvals without end.
 */
export const PENDING_TRANSACTIONS_LIMIT = 99
