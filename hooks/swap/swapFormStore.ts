import type { Address, Hash } from 'viem'
import type { FormStore } from '../createFormStore'
import type { SwapQuoteInfo, SwapTokenInfo } from '../../src/api/convertApi'

/** What the user entered in the swap form. */
export type SwapFormValues = {
  from: SwapTokenInfo | undefined
  to: SwapTokenInfo | undefined
  /** The amount as typed: of `from` for `exactIn`, of `to` for `exactOut`. */
  amount: string
  side: 'exactIn' | 'exactOut'
  /** Slippage tolerance in percent. */
  slippage: string
}

/**
 * Where the last approve or swap is, kept beside the form rather than in one view: a wallet whose
 * approval shows in the modal (the embedded wallet's ApproveTransaction view) replaces the preview
 * while it asks, and the preview that comes back must still know the swap is pending, then mined.
 */
export type SwapActivity = {
  status: 'idle' | 'approving' | 'swapping' | 'success' | 'error'
  error: Error | null
  /** The last mined swap. */
  hash: Hash | undefined
  /** The quote the last swap was sent with, for its success screen. */
  quote: SwapQuoteInfo | undefined
}

/** No approve or swap yet. */
export const idleSwapActivity: SwapActivity = { status: 'idle', error: null, hash: undefined, quote: undefined }

/** The stored form, stamped with the account and chain it was entered for. */
export type StoredSwapForm = SwapFormValues & { address: Address | undefined; chainId: number | undefined; activity: SwapActivity }

/**
 * The swap form's state of one `FoyerProvider`: read, replace, subscribe (for `useSyncExternalStore`).
 * `null` until the first swap hook writes it: the provider creates the store with the generic
 * `createFormStore(null)`, so none of this module's code is in the page's first chunk.
 */
export type SwapFormStore = FormStore<StoredSwapForm | null>

/** The values of a new form: nothing picked, 1 percent slippage. */
export const emptySwapValues: SwapFormValues = { from: undefined, to: undefined, amount: '', side: 'exactIn', slippage: '1' }

/** An empty form for no account. */
export const emptySwapForm: StoredSwapForm = { ...emptySwapValues, address: undefined, chainId: undefined, activity: idleSwapActivity }
