import { useCallback, useEffect, useMemo, useSyncExternalStore } from 'react'
import type { Address } from 'viem'
import { useFoyerActions } from '../foyerContext'
import { emptySwapForm, emptySwapValues, idleSwapActivity, type SwapActivity, type SwapFormValues } from './swapFormStore'

/**
 * The swap form of the nearest `FoyerProvider` (its `swapForm` store), for one account on one chain:
 * read for another one it is empty, and a mounted user writes the reset when the chain or account
 * changes, since the tokens of one chain mean nothing on another. `update` takes a patch or a function
 * of the current values, applied to the latest state; a change of the form ends a finished swap's or
 * failure's `activity` (back to idle), never a pending one.
 */
export function useSwapForm(scope: { address: Address | undefined; chainId: number | undefined }) {
  const { swapForm: store } = useFoyerActions()
  // The store starts empty (null) in the provider: see SwapFormStore.
  const data = useSyncExternalStore(store.subscribe, store.get, store.get) ?? emptySwapForm
  const current = data.address === scope.address && data.chainId === scope.chainId
  const values = useMemo<SwapFormValues>(
    () => (current ? { from: data.from, to: data.to, amount: data.amount, side: data.side, slippage: data.slippage } : emptySwapValues),
    [current, data],
  )

  const update = useCallback(
    (patch: Partial<SwapFormValues> | ((values: SwapFormValues) => Partial<SwapFormValues>)) => {
      store.set((stored) => {
        const previous = stored ?? emptySwapForm
        const base = previous.address === scope.address && previous.chainId === scope.chainId ? previous : emptySwapForm
        const change = typeof patch === 'function' ? patch(base) : patch
        const finished = base.activity.status === 'success' || base.activity.status === 'error'
        return { ...base, ...change, ...(finished ? { activity: idleSwapActivity } : {}), address: scope.address, chainId: scope.chainId }
      })
    },
    [store, scope.address, scope.chainId],
  )

  const setActivity = useCallback(
    (patch: Partial<SwapActivity>) => {
      store.set((stored) => {
        const previous = stored ?? emptySwapForm
        const base = previous.address === scope.address && previous.chainId === scope.chainId ? previous : emptySwapForm
        return { ...base, activity: { ...base.activity, ...patch }, address: scope.address, chainId: scope.chainId }
      })
    },
    [store, scope.address, scope.chainId],
  )
  const activity = current ? data.activity : idleSwapActivity

  useEffect(() => {
    if (!current && (data.address !== undefined || data.chainId !== undefined)) {
      store.set({ ...emptySwapForm, address: scope.address, chainId: scope.chainId })
    }
  }, [current, data.address, data.chainId, store, scope.address, scope.chainId])

  return { values, update, activity, setActivity }
}
