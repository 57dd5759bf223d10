import { useState } from 'react'
import { useConnection, useDisconnect } from 'wagmi'
import { useSwitchNetworkFlow } from '../../../hooks/useSwitchNetworkFlow'
import { useTranslate } from '../../../hooks/useTranslate'
import { DisconnectButton } from '../Account/DisconnectButton'
import { NetworkChoice } from '../SwitchNetwork/partials/NetworkChoice'
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
  const { mutateAsync: disconnect } = useDisconnect()
  const { networks, start, pending, error, reset } = useSwitchNetworkFlow()
  const [lastPicked, setLastPicked] = useState<string>()
  return (
    <NetworkChoice
      pending={pending}
      intro={<p className={styles.text}>{t('network.unsupported')}</p>}
      heading={t('network.availableNetworks')}
      error={error ? t(switchErrorKey(error)) : undefined}
      networks={networks}
      activeCaipNetworkId={undefined}
      onPick={(network) => {
        reset()
        setLastPicked(network.caipNetworkId)
        start(network.caipNetworkId)
      }}
      focusCaipNetworkId={error ? lastPicked : undefined}
    >
      <DisconnectButton disconnect={() => disconnect({ connector })} errorClassName={styles.errorText} />
    </NetworkChoice>
  )
}
