import { useMemo, useState } from 'react'
import { qrCodePath } from '../../../../src/walletconnect/qrCodePath'
import { Spinner } from '../../../ui/Spinner'
import * as styles from '../ConnectingWalletConnectView.css'
import { FoyerMark } from './FoyerMark'

// Quiet zone around the code, in modules (the QR standard asks for 4; the white frame adds more).
const quietZone = 2
const logoFraction = 0.22

/** Props of {@link PairingQrCode}. */
export type PairingQrCodeProps = {
  /** The `wc:` pairing URI; `undefined` while it is being prepared. */
  uri: string | undefined
  /** Accessible name of the code. */
  label: string
  /** The chosen wallet's name and icon for the middle; Foyer's mark without one. */
  wallet?: { name: string; imageUrl?: string | undefined } | undefined
}

/**
 * The pairing URI as a QR code with the wallet's icon in the middle. The URI is also on
 * `data-uri`, so tests (and power users' tools) can read it.
 */
export function PairingQrCode({ uri, label, wallet }: PairingQrCodeProps) {
  const code = useMemo(() => (uri ? qrCodePath(uri, { logoFraction }) : undefined), [uri])
  const side = code ? code.size + quietZone * 2 : 1
  const logoPercent = code?.logo ? (code.logo.size / side) * 100 : 0
  return (
    <div className={styles.qrFrame} role="img" aria-label={label} aria-busy={code ? undefined : true} data-testid="foyer-wc-qr" data-uri={uri}>
      {code ? (
        <>
          <svg className={styles.qrSvg} viewBox={`${-quietZone} ${-quietZone} ${side} ${side}`} shapeRendering="crispEdges" aria-hidden="true">
            <path d={code.d} fill="#000000" />
          </svg>
          <span className={styles.qrLogo} style={{ inlineSize: `${logoPercent * 0.86}%`, blockSize: `${logoPercent * 0.86}%` }}>
            <QrLogo wallet={wallet} />
          </span>
        </>
      ) : (
        <span className={styles.qrPlaceholder}>
          <Spinner size={24} />
        </span>
      )}
    </div>
  )
}

/** The middle of the code: the wallet's icon, its initial when the icon fails, or Foyer's mark. */
function QrLogo({ wallet }: Pick<PairingQrCodeProps, 'wallet'>) {
  const [failed, setFailed] = useState(false)
  if (!wallet) return <FoyerMark size="100%" />
  if (wallet.imageUrl && !failed) return <img className={styles.qrLogoImage} src={wallet.imageUrl} alt="" onError={() => setFailed(true)} />
  return <span className={styles.qrLogoLetter}>{wallet.name.trim().charAt(0).toUpperCase() || '?'}</span>
}
