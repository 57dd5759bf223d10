import { useState } from 'react'
import { useConnection } from 'wagmi'
import { useFoyerActions, useFoyerModal } from '../../../hooks/foyerContext'
import { useNamespaceRegistry } from '../../../hooks/namespaces/useNamespaceRegistry'
import { useNamespaces } from '../../../hooks/namespaces/useNamespaces'
import { useSwitchNetworkFlow } from '../../../hooks/useSwitchNetworkFlow'
import { useTranslate } from '../../../hooks/useTranslate'
import { findNetwork } from '../../../src/chains/builtinNetworks'
import { namespaceOf } from '../../../src/chains/caip'
import { unknownNetwork, type CaipNetwork } from '../../../src/chains/network'
import { BaseError } from '../../../src/errors/BaseError'
import { errorMessages } from '../../../src/errors/messages'
import { currentRoute } from '../../../src/router/modalReducer'
import { afterSwitch } from '../../../src/router/networkRules'
import { Button } from '../../ui/Button'
import { NetworkImage } from '../../ui/NetworkImage'
import { SwitchPending } from '../SwitchNetwork/partials/SwitchPending'
import { switchErrorKey } from '../SwitchNetwork/partials/switchErrorKey'
import * as styles from '../SwitchNetwork/SwitchNetworkView.css'

function resolveTarget(caipNetworkId: string | undefined, networks: readonly CaipNetwork[]): CaipNetwork | undefined {
  if (!caipNetworkId || !namespaceOf(caipNetworkId)) return undefined
  return findNetwork(caipNetworkId, networks) ?? unknownNetwork(caipNetworkId as `${string}:${string}`)
}

/**
 * SwitchActiveChain: the wallet is connected in another namespace than the network asked for.
 * Shows the target network and a Switch button; once switched, goes to the route's follow-up
 * view (pushed, or replacing this one) or leaves. The target's namespace is looked up among the
 * app's adapters: one the app lacks is 'Chain adapter not found', one no wallet connects in is
 * 'Unsupported chain namespace'; a Solana target with no Solana wallet connected goes to Connect.
 */
export function SwitchActiveChainView() {
  const t = useTranslate()
  const modal = useFoyerModal()
  const route = currentRoute(modal)
  const data = route.view === 'SwitchActiveChain' ? route.data : undefined
  const flow = useSwitchNetworkFlow({ redirectView: data?.redirectView, replace: data?.replace })
  const { networks, activeCaipNetworkId, isActiveListed, start, finish, pending, error, reset } = flow
  const { dispatch } = useFoyerActions()
  const { isConnected: evmConnected } = useConnection()
  const registry = useNamespaceRegistry()
  const namespaces = useNamespaces()
  const [namespaceError, setNamespaceError] = useState<string>()
  const target = resolveTarget(data?.caipNetworkId, [...networks, ...registry.networks()])

  if (pending) {
    return (
      <div className={styles.root}>
        <SwitchPending network={pending} />
      </div>
    )
  }
  if (!target) {
    return (
      <div className={styles.root}>
        <p role="alert" className={styles.errorText}>
          {t('error.Network not found')}
        </p>
      </div>
    )
  }

  const activeId = namespaces.active ? namespaces.active.state.caipNetwork?.caipNetworkId : activeCaipNetworkId

  async function switchOtherNamespace(network: CaipNetwork) {
    const { runtime } = namespaces
    try {
      // The family's code loads now if the app enabled it; otherwise the registry names the error.
      const adapter = runtime.plugin(network.chainNamespace) ? await runtime.load(network.chainNamespace) : registry.forNetwork(network.caipNetworkId)
      if (adapter.getState().status !== 'connected') {
        // No wallet of that family yet: connecting one is the switch, so Connect opens for it.
        runtime.setActiveChain(network.chainNamespace)
        dispatch({ type: 'push', route: { view: 'Connect' } })
        return
      }
      await adapter.switchNetwork(network.caipNetworkId)
      runtime.setActiveChain(network.chainNamespace)
      finish(afterSwitch({ ok: true, fromUnlistedNetwork: false, redirectView: data?.redirectView, replace: data?.replace }))
    } catch (cause) {
      setNamespaceError(cause instanceof BaseError ? cause.shortMessage : errorMessages.default)
      finish(afterSwitch({ ok: false }))
    }
  }

  function onSwitch(network: CaipNetwork) {
    reset()
    setNamespaceError(undefined)
    if (network.caipNetworkId === activeId) {
      // Already there (the wallet moved meanwhile): nothing to ask, go straight on.
      finish(afterSwitch({ ok: true, fromUnlistedNetwork: !isActiveListed, redirectView: data?.redirectView, replace: data?.replace }))
      return
    }
    if (network.chainNamespace !== 'eip155') {
      void switchOtherNamespace(network)
      return
    }
    // Back to EVM: the modal shows the EVM account again, and wagmi switches its chain if needed;
    // with no EVM wallet connected, connecting one is the switch.
    namespaces.runtime.setActiveChain(undefined)
    if (!evmConnected) {
      dispatch({ type: 'push', route: { view: 'Connect' } })
      return
    }
    if (network.caipNetworkId === activeCaipNetworkId) {
      finish(afterSwitch({ ok: true, fromUnlistedNetwork: false, redirectView: data?.redirectView, replace: data?.replace }))
      return
    }
    start(network.caipNetworkId)
  }

  return (
    <div className={styles.root}>
      <div className={styles.panel}>
        <NetworkImage caipNetworkId={target.caipNetworkId} name={target.name} src={target.assets?.imageUrl} size={64} />
        <p className={styles.panelTitle} data-testid="foyer-target-network">
          {target.name}
        </p>
        <p className={styles.text}>{t('network.activeChain', { network: target.name })}</p>
      </div>
      {(error || namespaceError) && (
        <p role="alert" className={styles.errorText}>
          {namespaceError ? t(namespaceErrorKey(namespaceError)) : error ? t(switchErrorKey(error)) : null}
        </p>
      )}
      <Button variant="accent" className={styles.fullWidth} data-foyer-autofocus="" onClick={() => onSwitch(target)}>
        {t('network.switchTo', { network: target.name })}
      </Button>
    </div>
  )
}

const namespaceErrorKeys = {
  [errorMessages.chainAdapterNotFound]: 'error.Chain adapter not found',
  [errorMessages.unsupportedChainNamespace]: 'error.Unsupported chain namespace',
  [errorMessages.networkNotFound]: 'error.Network not found',
} as const

function namespaceErrorKey(message: string) {
  return namespaceErrorKeys[message as keyof typeof namespaceErrorKeys] ?? 'error.An error occurred'
}
