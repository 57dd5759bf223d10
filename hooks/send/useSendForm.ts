import { useCallback, useEffect, useMemo, useRef, useSyncExternalStore } from 'react'
import { useFoyerActions } from '../foyerContext'
import { emptySendForm, type SendFormValues, type SendOutcome, type StoredSendForm } from './sendFormStore'

export type { SendFormValues } from './sendFormStore'

/** The account and chain a send form is entered for (an EVM chain id, or a CAIP-2 id for other namespaces). */
export type SendFormScope = { address: string | undefined; chainId: number | string | undefined }

const emptyValues: SendFormValues = { tokenId: undefined, amount: '', receiver: '' }

/** Whether the stored form was entered for `scope`. */
export function inScope(stored: SendFormScope, scope: SendFormScope): boolean {
  return stored.address === scope.address && stored.chainId === scope.chainId
}

/** The stored form when it is for `scope`, else an empty one (another account's form is not this one's). */
function formFor(stored: StoredSendForm, scope: SendFormScope): StoredSendForm {
  return inScope(stored, scope) ? stored : emptySendForm
}

/**
 * The send form of the nearest `FoyerProvider` (its `sendForm` store), for one account on one
 * chain: read for another one it is empty. The network-change rule (the form is reset, since its tokens belong to the old network) is
 * written by the callers themselves: a caller that mounts onto another account's form, or whose own
 * account or chain changes while the store still holds the form it left, empties it, so switching
 * back does not bring it back. Only its own change counts: two callers that (briefly) see different
 * scopes never reset each other's form in turn.
 * `update` takes a patch or a function of the current values, applied to the latest state.
 * `outcome` is the last send's, which `setOutcome` records (the next edit or reset clears it).
 */
export function useSendForm(scope: SendFormScope) {
  const { sendForm: store } = useFoyerActions()
  const data = useSyncExternalStore(store.subscribe, store.get, store.get)
  const { address, chainId } = scope
  const current = inScope(data, scope)
  const values = useMemo<SendFormValues>(
    () => (current ? { tokenId: data.tokenId, amount: data.amount, receiver: data.receiver } : emptyValues),
    [current, data],
  )

  const update = useCallback(
    (patch: Partial<SendFormValues> | ((values: SendFormValues) => Partial<SendFormValues>)) => {
      store.set((previous) => {
        const base = formFor(previous, { address, chainId })
        const change = typeof patch === 'function' ? patch({ tokenId: base.tokenId, amount: base.amount, receiver: base.receiver }) : patch
        // An edit starts a new send: the last one's outcome no longer describes this form.
        return { ...base, ...change, address, chainId, outcome: undefined }
      })
    },
    [store, address, chainId],
  )
  const reset = useCallback(() => {
    store.set({ ...emptySendForm, address, chainId })
  }, [store, address, chainId])
  // Written by the send itself, which may finish after the view that started it has gone. A
  // success also empties the form, so the preview shows the result and Send starts afresh. A send
  // that settles after the account or chain changed is not this form's any more: left out.
  const setOutcome = useCallback(
    (outcome: SendOutcome) => {
      store.set((previous) => {
        const unclaimed = previous.address === undefined && previous.chainId === undefined
        if (!unclaimed && !inScope(previous, { address, chainId })) return previous
        const values = outcome.status === 'success' ? emptySendForm : previous
        return { ...values, address, chainId, outcome }
      })
    },
    [store, address, chainId],
  )
  const outcome = current ? data.outcome : undefined

  const left = useRef<SendFormScope | undefined>(undefined)
  useEffect(() => {
    const previous = left.current
    left.current = { address, chainId }
    const stored = store.get()
    if (inScope(stored, { address, chainId })) return
    const abandoned = previous === undefined ? stored.address !== undefined || stored.chainId !== undefined : inScope(stored, previous)
    if (abandoned) reset()
  }, [store, address, chainId, reset])

  return { values, update, reset, outcome, setOutcome }
}
