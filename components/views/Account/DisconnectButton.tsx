import { useState } from 'react'
import { useTranslate } from '../../../hooks/useTranslate'
import { Button } from '../../ui/Button'
import * as styles from './AccountView.css'

/** Props of {@link DisconnectButton}. */
export type DisconnectButtonProps = {
  /** Ends the connection (wagmi's disconnect, or a family adapter's). */
  disconnect: () => Promise<unknown>
  /** The class of the failure line, for views with their own text styles. @default Account's error text */
  errorClassName?: string | undefined
}

/**
 * Disconnect, full width: says 'Disconnecting…' and stays disabled while it runs; when the wallet
 * refuses, 'Failed to disconnect' shows above it and the button is usable again.
 *
 * @example
 * <DisconnectButton disconnect={() => disconnect({ connector })} />
 */
export function DisconnectButton({ disconnect, errorClassName = styles.errorText }: DisconnectButtonProps) {
  const t = useTranslate()
  const [failed, setFailed] = useState(false)
  const [disconnecting, setDisconnecting] = useState(false)

  async function onDisconnect() {
    setFailed(false)
    setDisconnecting(true)
    try {
      await disconnect()
    } catch {
      setFailed(true)
    } finally {
      setDisconnecting(false)
    }
  }

  return (
    <>
      {failed && (
        <p role="alert" className={errorClassName}>
          {t('error.Failed to disconnect')}
        </p>
      )}
      <Button variant="danger" className={styles.fullWidth} onClick={onDisconnect} disabled={disconnecting}>
        {disconnecting ? t('account.disconnecting') : t('account.disconnect')}
      </Button>
    </>
  )
}
