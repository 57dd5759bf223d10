import { useState } from 'react'
import { useFoyerModal } from '../../../hooks/foyerContext'
import { useSwitchNetworkFlow } from '../../../hooks/useSwitchNetworkFlow'
import { useTranslate } from '../../../hooks/useTranslate'
import { findNetwork } from '../../../src/chains/builtinNetworks'
import { namespaceOf } from '../../../src/chains/caip'
import { unknownNetwork, type CaipNetwork } from '../../../src/chains/network'
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
 * view (pushed, or replacing this one) or leaves. Only the EVM namespace has a wallet adapter
 * today, so any other target ends in 'Chain adapter not found'.
 */
export function SwitchActiveChainView() {
  const t = useTranslate()
  const modal = useFoyerModal()
  const route = currentRoute(modal)
  const data = route.view === 'SwitchActiveChain' ? route.data : undefined
  const flow = useSwitchNetworkFlow({ redirectView: data?.redirectView, replace: data?.replace })
  const { networks, activeCaipNetworkId, isActiveListed, start, finish, pending, error, reset } = flow
  const [noAdapter, setNoAdapter] = useState(false)
  const target = resolveTarget(data?.caipNetworkId, networks)

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

  function onSwitch(network: CaipNetwork) {
    reset()
    setNoAdapter(false)
    if (network.caipNetworkId === activeCaipNetworkId) {
      // Already there (the wallet moved meanwhile): nothing to ask, go straight on.
      finish(afterSwitch({ ok: true, fromUnlistedNetwork: !isActiveListed, redirectView: data?.redirectView, replace: data?.replace }))
      return
    }
    if (network.chainNamespace !== 'eip155') {
      setNoAdapter(true)
      finish(afterSwitch({ ok: false }))
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
      {(error || noAdapter) && (
        <p role="alert" className={styles.errorText}>
          {noAdapter ? t('error.Chain adapter not found') : error ? t(switchErrorKey(error)) : null}
        </p>
      )}
      <Button variant="accent" className={styles.fullWidth} data-foyer-autofocus="" onClick={() => onSwitch(target)}>
        {t('network.switchTo', { network: target.name })}
      </Button>
    </div>
  )
}
