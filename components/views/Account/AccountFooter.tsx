import { useFoyerActions, useFoyerOptions } from '../../../hooks/foyerContext'
import { useTranslate } from '../../../hooks/useTranslate'
import { Button } from '../../ui/Button'
import { NetworkImage } from '../../ui/NetworkImage'
import { DisconnectButton } from './DisconnectButton'
import { ProfileWalletsEntry } from './ProfileWalletsEntry'
import * as styles from './AccountView.css'

/** Props of {@link AccountFooter}. */
export type AccountFooterProps = {
  /** The active network, for Switch network's icon; undefined on an unknown network. */
  network: { caipNetworkId: string; name: string } | undefined
  /** Ends the connection shown (wagmi's disconnect, or the family adapter's). */
  disconnect: () => Promise<unknown>
}

/**
 * The end of every family's Account view: the Wallets entry, Switch network (where the app allows
 * it), and Disconnect, which stays usable and says 'Failed to disconnect' when the wallet refuses.
 */
export function AccountFooter({ network, disconnect }: AccountFooterProps) {
  const t = useTranslate()
  const { dispatch } = useFoyerActions()
  const options = useFoyerOptions()
  return (
    <>
      <ProfileWalletsEntry />
      {options.enableNetworkSwitch && (
        <Button className={styles.fullWidth} onClick={() => dispatch({ type: 'push', route: { view: 'SwitchNetwork' } })}>
          {network && <NetworkImage caipNetworkId={network.caipNetworkId} name={network.name} size={20} />}
          {t('network.switchNetwork')}
        </Button>
      )}
      <DisconnectButton disconnect={disconnect} />
    </>
  )
}
