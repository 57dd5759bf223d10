import { useCallback, useEffect, useMemo, useSyncExternalStore } from 'react'
import { useFoyerActions } from '../foyerContext'
import { emptySendForm, type SendFormValues, type SendOutcome } from './sendFormStore'

export type { SendFormValues } from './sendFormStore'

const emptyValues: SendFormValues = { tokenId: undefined, amount: '', receiver: '' }

/**
 * The send form of the nearest `FoyerProvider` (its `sendForm` store), for one account on one
 * chain: read for another one it is empty, and a mounted user writes the reset when the chain or
 * account changes (the spec's network-change rule), so switching back does not bring it back.
 * `update` takes a patch or a function of the current values, applied to the latest state.
 * `outcome` is the last send's, which `setOutcome` records (the next edit or reset clears it).
 */
export function useSendForm(scope: { address: string | undefined; chainId: number | string | undefined }) {
  const { sendForm: store } = useFoyerActions()
  const data = useSyncExternalStore(store.subscribe, store.get, store.get)
  const current = data.address === scope.address && data.chainId === scope.chainId
  const values = useMemo<SendFormValues>(
    () => (current ? { tokenId: data.tokenId, amount: data.amount, receiver: data.receiver } : emptyValues),
    [current, data],
  )

  const update = useCallback(
    (patch: Partial<SendFormValues> | ((values: SendFormValues) => Partial<SendFormValues>)) => {
      store.set((previous) => {
        const base = previous.address === scope.address && previous.chainId === scope.chainId ? previous : emptySendForm
        const change = typeof patch === 'function' ? patch({ tokenId: base.tokenId, amount: base.amount, receiver: base.receiver }) : patch
        // An edit starts a new send: the last one's outcome no longer describes this form.
        return { ...base, ...change, address: scope.address, chainId: scope.chainId, outcome: undefined }
      })
    },
    [store, scope.address, scope.chainId],
  )
  const reset = useCallback(() => {
    store.set({ ...emptySendForm, address: scope.address, chainId: scope.chainId })
  }, [store, scope.address, scope.chainId])
  // Written by the send itself, which may finish after the view that started it has gone. A
  // success also empties the form, so the preview shows the result and Send starts afresh.
  const setOutcome = useCallback(
    (outcome: SendOutcome) => {
      store.set((previous) => {
        const base = previous.address === scope.address && previous.chainId === scope.chainId ? previous : emptySendForm
        const values = outcome.status === 'success' ? emptySendForm : base
        return { ...values, address: scope.address, chainId: scope.chainId, outcome }
      })
    },
    [store, scope.address, scope.chainId],
  )
  const outcome = current ? data.outcome : undefined

  useEffect(() => {
    if (!current && (data.address !== undefined || data.chainId !== undefined)) reset()
  }, [current, data.address, data.chainId, reset])

  return { values, update, reset, outcome, setOutcome }
}
