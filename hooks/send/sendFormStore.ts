import type { SendTransactionError, SendValidationError } from '../../src/errors/sendErrors'
import { createFormStore, type FormStore } from '../createFormStore'
import type { BitcoinSendResult } from './bitcoinSendTransfer'
import type { SolanaSendResult } from './solanaSendTransfer'
import type { SendTokenResult } from './sendTokenTransfer'

/** What the user entered in the send form. */
export type SendFormValues = {
  /** `SendToken.id` of the picked token; `undefined` until one is picked. */
  tokenId: string | undefined
  /** The amount as typed (sanitised). */
  amount: string
  /** The receiver as typed: an address or a name. */
  receiver: string
}

/**
 * How the last send of this form went. Kept in the store, not in the view that sent: with the
 * embedded wallet, the frame's approval replaces the preview while it asks, and the preview that
 * comes back must show the send pending, then its result.
 */
export type SendOutcome =
  | { status: 'pending' }
  | { status: 'success'; result: SendFlowResult }
  | { status: 'error'; error: SendTransactionError | SendValidationError }

/** A sent transfer of any namespace: an EVM transaction, a Solana one or a Bitcoin one. */
export type SendFlowResult = SendTokenResult | SolanaSendResult | BitcoinSendResult

/** The stored form, stamped with the account and chain it was entered for (an EVM chain id, or a CAIP-2 id for other namespaces). */
export type StoredSendForm = SendFormValues & {
  address: string | undefined
  chainId: number | string | undefined
  /** The last send's outcome; cleared by the next edit or a reset. */
  outcome?: SendOutcome | undefined
}

/** The send form's state of one `FoyerProvider`: read, replace, subscribe (for `useSyncExternalStore`). */
export type SendFormStore = FormStore<StoredSendForm>

/** An empty form for no account. */
export const emptySendForm: StoredSendForm = { tokenId: undefined, amount: '', receiver: '', address: undefined, chainId: undefined }

/**
 * A synchronous store for the send form, one per `FoyerProvider` (so the Send and Preview views,
 * and app code, share one form: there is one send flow state). Synchronous on purpose: the
 * amount and receiver are controlled inputs, and an update that lands a tick later would move the
 * caret to the end while typing.
 *
 * @example
 * const store = createSendFormStore()
 * store.set((form) => ({ ...form, amount: '1.5' }))
 */
export function createSendFormStore(): SendFormStore {
  return createFormStore(emptySendForm)
}
