import { useId, useState } from 'react'
import { useConnection, useDisconnect } from 'wagmi'
import { useSwitchNetworkFlow } from '../../../hooks/useSwitchNetworkFlow'
import { useTranslate } from '../../../hooks/useTranslate'
import { Button } from '../../ui/Button'
import { NetworkList } from '../SwitchNetwork/partials/NetworkList'
import { SwitchPending } from '../SwitchNetwork/partials/SwitchPending'
import { switchErrorKey } from '../SwitchNetwork/partials/switchErrorKey'
import * as styles from '../SwitchNetwork/SwitchNetworkView.css'

/**
 * UnsupportedChain: the wallet is on a network the app does not list. Offers the app's networks;
 * a successful switch closes the modal (the rules' "out of an unlisted network"), a failed one
 * comes back here with the reason. Disconnecting is the other way out.
 */
export function UnsupportedChainView() {
  const t = useTranslate()
  const { connector } = useConnection()
  const { mutateAsync: disconnect, isPending: disconnecting } = useDisconnect()
  const { networks, start, pending, error, reset } = useSwitchNetworkFlow()
  const [lastPicked, setLastPicked] = useState<string>()
  const [disconnectFailed, setDisconnectFailed] = useState(false)
  const headingId = useId()

  if (pending) {
    return (
      <div className={styles.root}>
        <SwitchPending network={pending} />
      </div>
    )
  }

  async function onDisconnect() {
    setDisconnectFailed(false)
    try {
      await disconnect({ connector })
    } catch {
      setDisconnectFailed(true)
    }
  }

  return (
    <div className={styles.root}>
      <p className={styles.text}>{t('network.unsupported')}</p>
      {error && (
        <p role="alert" className={styles.errorText}>
          {t(switchErrorKey(error))}
        </p>
      )}
      <h3 className={styles.heading} id={headingId}>
        {t('network.availableNetworks')}
      </h3>
      <NetworkList
        networks={networks}
        activeCaipNetworkId={undefined}
        labelledBy={headingId}
        onPick={(network) => {
          reset()
          setLastPicked(network.caipNetworkId)
          start(network.caipNetworkId)
        }}
        focusCaipNetworkId={error ? lastPicked : undefined}
      />
      {disconnectFailed && (
        <p role="alert" className={styles.errorText}>
          {t('error.Failed to disconnect')}
        </p>
      )}
      <Button variant="danger" className={styles.fullWidth} onClick={onDisconnect} disabled={disconnecting}>
        {disconnecting ? t('account.disconnecting') : t('account.disconnect')}
      </Button>
    </div>
  )
}
