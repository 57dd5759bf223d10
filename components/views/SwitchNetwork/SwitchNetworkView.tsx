import { useEffect, useRef, useState } from 'react'
import { useChains, useConnection } from 'wagmi'
import { useAuthConnector } from '../../../hooks/auth/useAuthConnector'
import { useFoyerActions, useFoyerModal } from '../../../hooks/foyerContext'
import { useNamespaces } from '../../../hooks/namespaces/useNamespaces'
import { useSwitchNetworkFlow } from '../../../hooks/useSwitchNetworkFlow'
import { useTranslate } from '../../../hooks/useTranslate'
import type { CaipNetwork } from '../../../src/chains/network'
import { currentRoute } from '../../../src/router/modalReducer'
import { authConnectorSupports } from '../../../src/router/authConnectorSupports'
import { resolveSwitchRequest } from '../../../src/router/networkRules'
import { NetworkChoice } from './partials/NetworkChoice'
import { switchErrorKey } from './partials/switchErrorKey'

/**
 * SwitchNetwork: every network of the app's wagmi config, then the networks of its other families
 * (Solana, Bitcoin, ...) once their code has loaded, the active one marked. Picking a network of another namespace follows the switching rules
 * (SwitchActiveChain when no wallet of that family is connected, else the switch at once). Picking one
 * asks the wallet ("Approve in wallet"); success leaves the view (or closes the modal when the
 * wallet was on an unlisted network); failure comes back to the list with the reason. Opened
 * with a network in its route data, it starts the switch to that network right away: that route is
 * a switch already confirmed, so it skips SwitchActiveChain, as does a switch the connected embedded
 * wallet can make by itself (its own chains, and Solana when its login holds a Solana account).
 */
export function SwitchNetworkView() {
  const t = useTranslate()
  const { dispatch } = useFoyerActions()
  const modal = useFoyerModal()
  const { isConnected, connector } = useConnection()
  const chains = useChains()
  const auth = useAuthConnector()
  const route = currentRoute(modal)
  const requested = route.view === 'SwitchNetwork' ? route.data?.caipNetworkId : undefined
  const flow = useSwitchNetworkFlow()
  const { networks: evmNetworks, activeCaipNetworkId: evmActiveId, start, pending, error, reset, finish } = flow
  const namespaces = useNamespaces()
  const connectedOthers = namespaces.entries.filter((entry) => entry.state.status === 'connected').map((entry) => entry.namespace)
  const networks = [...evmNetworks, ...namespaces.entries.flatMap((entry) => entry.adapter?.networks ?? [])]
  const activeCaipNetworkId = namespaces.active ? namespaces.active.state.caipNetwork?.caipNetworkId : evmActiveId
  const [namespaceFailed, setNamespaceFailed] = useState(false)
  const [lastPicked, setLastPicked] = useState<string>()

  function pick(caipNetworkId: string, confirmed: boolean) {
    const authUser = auth && connector?.uid === auth.uid ? auth.currentUser() : undefined
    const decision = resolveSwitchRequest({
      target: caipNetworkId,
      active: activeCaipNetworkId,
      confirmed,
      authConnectorSupportsTarget: authConnectorSupports({
        target: caipNetworkId,
        user: authUser,
        evmChainIds: chains.map((chain) => chain.id),
        solanaNetworks: namespaces.entries
          .filter((entry) => entry.namespace === 'solana')
          .flatMap((entry) => entry.adapter?.networks.map((network) => network.caipNetworkId) ?? []),
      }),
      isConnected: isConnected || connectedOthers.length > 0,
      connectedNamespaces: [...(isConnected ? ['eip155'] : []), ...connectedOthers],
    })
    if (decision.type === 'none') return
    if (decision.route.view !== 'SwitchNetwork') {
      dispatch({ type: 'push', route: decision.route })
      return
    }
    reset()
    setNamespaceFailed(false)
    setLastPicked(caipNetworkId)
    const owner = namespaces.entries.find((entry) => entry.adapter?.networks.some((network) => network.caipNetworkId === caipNetworkId))
    if (owner?.adapter) {
      // The family's adapter switches (a Solana wallet signs for any cluster: choosing it is the switch).
      owner.adapter
        .switchNetwork(caipNetworkId)
        .then(() => {
          namespaces.runtime.setActiveChain(owner.namespace)
          finish({ type: 'leave' })
        })
        .catch(() => setNamespaceFailed(true))
      return
    }
    namespaces.runtime.setActiveChain(undefined)
    if (caipNetworkId === evmActiveId) finish({ type: 'leave' })
    else start(caipNetworkId)
  }

  // A route that names a network confirms the switch to it once, on arrival (StrictMode's second
  // effect run finds the ref already set), with the render's latest `pick`: a new one each render,
  // which must not run the effect again.
  const started = useRef(false)
  const latestPick = useRef(pick)
  latestPick.current = pick
  useEffect(() => {
    if (!requested || started.current) return
    started.current = true
    latestPick.current(requested, true)
  }, [requested])

  return (
    <NetworkChoice
      pending={pending}
      heading={t('network.networks')}
      error={error ? t(switchErrorKey(error)) : namespaceFailed ? t('error.An error occurred') : undefined}
      networks={networks}
      activeCaipNetworkId={activeCaipNetworkId}
      onPick={(network: CaipNetwork) => pick(network.caipNetworkId, false)}
      focusCaipNetworkId={error ? lastPicked : undefined}
    />
  )
}
