import { useCallback } from 'react'
import { useConnection } from 'wagmi'
import { afterSwitch, type AfterSwitchAction } from '../src/router/networkRules'
import type { Route, View } from '../src/router/views'
import { useFoyerActions } from './foyerContext'
import { useSwitchNetwork, type UseSwitchNetworkReturnType } from './useSwitchNetwork'

/** Options of {@link useSwitchNetworkFlow}: SwitchActiveChain's follow-up. */
export type UseSwitchNetworkFlowParameters = {
  /** View to show once the switch is done. @default undefined (leave the switch view) */
  redirectView?: View | undefined
  /** Replace the current view with `redirectView` instead of pushing it. @default false */
  replace?: boolean | undefined
}

/** Return type of {@link useSwitchNetworkFlow}. */
export type UseSwitchNetworkFlowReturnType = UseSwitchNetworkReturnType & {
  /** Switches and then follows the network switching rules (close, redirect or leave). */
  start: (caipNetworkId: string) => void
  /** Applies the step after a switch, e.g. when the target turns out to be active already. */
  finish: (action: AfterSwitchAction) => void
}

/**
 * A network switch inside the modal, wired to the network switching rules: a successful switch out of an
 * unlisted network closes the modal, one with a redirect goes there, others leave the switch
 * view; a failed one goes back to the step it was asked from (the view keeps `error` to show)
 * and shakes the modal.
 *
 * @example
 * const { networks, start, pending, error } = useSwitchNetworkFlow()
 */
export function useSwitchNetworkFlow({ redirectView, replace }: UseSwitchNetworkFlowParameters = {}): UseSwitchNetworkFlowReturnType {
  const { dispatch, shake } = useFoyerActions()
  const { isConnected } = useConnection()
  const switching = useSwitchNetwork()
  const { switchNetwork } = switching

  const finish = useCallback(
    (action: AfterSwitchAction) => {
      switch (action.type) {
        case 'close':
          dispatch({ type: 'close' })
          return
        case 'redirect':
          dispatch({ type: action.replace ? 'replace' : 'push', route: action.route satisfies Route })
          return
        case 'leave':
          dispatch({ type: 'back', isConnected })
          return
        case 'back':
          // The view itself returns to where the switch was asked from and shows the reason.
          shake()
          return
      }
    },
    [dispatch, isConnected, shake],
  )

  const start = useCallback(
    (caipNetworkId: string) => {
      switchNetwork(caipNetworkId, {
        onSuccess: ({ fromUnlistedNetwork }) => finish(afterSwitch({ ok: true, fromUnlistedNetwork, redirectView, replace })),
        onError: () => finish(afterSwitch({ ok: false })),
      })
    },
    [switchNetwork, finish, redirectView, replace],
  )

  return { ...switching, start, finish }
}
