import { useEffect, useRef } from 'react'
import { useConnection } from 'wagmi'
import { useFoyerActions, useFoyerOptions } from '../../../../hooks/foyerContext'
import { useShowConnected } from '../../../../hooks/profileWallets/useShowConnected'
import { useTranslate } from '../../../../hooks/useTranslate'
import { useRecentWallets } from '../../../../hooks/useRecentWallets'
import { useWalletConnectPairing } from '../../../../hooks/useWalletConnectPairing'
import type { PairingWallet } from '../../../../src/router/views'
import { forgetStoredDeepLink } from '../../../../src/walletconnect/storedDeepLink'
import { Button } from '../../../ui/Button'
import { Spinner } from '../../../ui/Spinner'
import * as styles from '../ConnectingWalletConnectView.css'
import { CopyLinkButton } from './CopyLinkButton'
import { OpenWalletLink } from './OpenWalletLink'
import { PairingQrCode } from './PairingQrCode'

/** Props of {@link PairingPanel}. */
export type PairingPanelProps = {
  /** The wallet the user picked, if any: its icon goes in the QR code and its app gets a deep link. */
  wallet?: PairingWallet | undefined
  /** Basic mode: QR code and copy link only. @default false */
  basic?: boolean
}

/**
 * The body of both pairing views: starts pairing on mount, shows the QR code (a fresh one when
 * it expires), copy link and, on phones, a link that opens the chosen wallet; 'Connection
 * rejected' or 'Failed to connect' with a retry; Account once the wallet approves.
 */
export function PairingPanel({ wallet, basic = false }: PairingPanelProps) {
  const t = useTranslate()
  const { shake } = useFoyerActions()
  const { adding, showConnected } = useShowConnected()
  const options = useFoyerOptions()
  const { remember } = useRecentWallets()
  const { state, retry, authenticating } = useWalletConnectPairing({ timings: options.walletConnectTimings, siwx: options.siwx })
  const { isConnected, connector } = useConnection()
  const retryRef = useRef<HTMLButtonElement>(null)
  const walletName = wallet?.name ?? t('wc.yourWallet')

  // A new pairing makes an earlier wallet choice stale (the user may scan with another phone).
  useEffect(() => {
    if (state.status === 'starting') forgetStoredDeepLink()
  }, [state.status])

  // ModalRoot moves Connect to Account on connection; this view must do the same. Watching wagmi
  // (not only this attempt's promise) also covers a wallet that approved an older QR code, except
  // when adding a wallet from ProfileWallets: the active connection may already be WalletConnect.
  useEffect(() => {
    if (state.status === 'connected' || (!adding && isConnected && connector?.type === 'walletConnect')) {
      // A wallet picked from a list is remembered as recent, with the links to reach it again.
      if (wallet) remember({ ...wallet, imageUrl: wallet.imageUrl?.startsWith('http') ? wallet.imageUrl : undefined })
      showConnected()
    }
  }, [state.status, isConnected, connector, adding, showConnected, wallet, remember])

  const failed = state.status === 'failed' || state.status === 'rejected'
  // Keyboard users land on the next step; the modal shakes as it does for every error, once per
  // failed attempt.
  const failedAttempt = failed ? state.attempt : undefined
  useEffect(() => {
    if (failedAttempt === undefined) return
    retryRef.current?.focus()
    shake()
  }, [failedAttempt, shake])

  if (failed) {
    const message =
      state.status === 'rejected'
        ? t('error.Connection rejected')
        : state.reason === 'noConnector'
          ? t('error.WalletConnectConnector not found')
          : t('error.Failed to connect')
    return (
      <div className={styles.section} data-foyer-pairing={state.status}>
        <div className={styles.status}>
          <p role="alert" className={styles.errorText}>
            {message}
          </p>
          {state.status === 'failed' && state.reason === 'timeout' && <p className={styles.text}>{t('wc.noAnswer')}</p>}
          {!(state.status === 'failed' && state.reason === 'noConnector') && (
            <Button ref={retryRef} variant="accent" className={styles.fullWidth} onClick={retry} data-foyer-autofocus="">
              {t('wc.retry')}
            </Button>
          )}
        </div>
      </div>
    )
  }

  const uri = state.status === 'ready' ? state.uri : undefined
  return (
    <div className={styles.section} data-foyer-pairing={state.status}>
      <PairingQrCode
        uri={uri}
        label={wallet ? t('wc.qrLabelFor', { wallet: wallet.name }) : t('wc.qrLabel')}
        wallet={wallet ? { name: wallet.name, imageUrl: wallet.imageUrl } : undefined}
      />
      {state.status === 'connected' ? (
        <p role="status" className={styles.title}>
          {t('wc.connected')}
        </p>
      ) : uri ? (
        <div>
          <p className={styles.title}>{wallet ? t('wc.scanWith', { wallet: wallet.name }) : t('wc.scan')}</p>
          <p className={styles.text}>{basic || !wallet ? t('wc.scanHint') : t('wc.approveIn', { wallet: walletName })}</p>
          {/* One-step sign-in: the wallet connects and signs in together. */}
          {authenticating && (
            <p role="status" className={styles.text} data-testid="foyer-wc-authenticating">
              {t('siwx.authenticating')}
            </p>
          )}
        </div>
      ) : (
        <p role="status" className={styles.text}>
          <Spinner size={12} /> {t('wc.preparing')}
        </p>
      )}
      <div className={styles.actions}>
        {!basic && wallet && <OpenWalletLink uri={uri} wallet={wallet} />}
        <CopyLinkButton uri={uri} />
      </div>
    </div>
  )
}
