import { useMemo } from 'react'
import { qrCodePath } from '../../../src/walletconnect/qrCodePath'
import * as styles from './WalletReceiveView.css'

// Quiet zone around the code, in modules; the white frame's padding adds more.
const quietZone = 2

/**
 * An address as a QR code (the pairing view's encoder, without a logo: an address is short and
 * every module counts). The encoded text is on `data-value` for tests and tools.
 */
export function AddressQrCode({ value, label }: { value: string; label: string }) {
  const code = useMemo(() => qrCodePath(value), [value])
  const side = code.size + quietZone * 2
  return (
    <div className={styles.qrFrame} role="img" aria-label={label} data-testid="foyer-receive-qr" data-value={value}>
      <svg className={styles.qrSvg} viewBox={`${-quietZone} ${-quietZone} ${side} ${side}`} shapeRendering="crispEdges" aria-hidden="true">
        <path d={code.d} fill="#000000" />
      </svg>
    </div>
  )
}
