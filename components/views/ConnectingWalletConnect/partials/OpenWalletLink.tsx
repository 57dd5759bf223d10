import { useState } from 'react'
import { useTranslate } from '../../../../hooks/useTranslate'
import type { PairingWallet } from '../../../../src/router/views'
import { rememberStoredDeepLink } from '../../../../src/walletconnect/storedDeepLink'
import { buildWalletDeepLink } from '../../../../src/walletconnect/walletDeepLink'
import { Button } from '../../../ui/Button'
import { button, buttonVariant } from '../../../ui/ui.css'
import * as styles from '../ConnectingWalletConnectView.css'

/** Phones and tablets: a narrow viewport or a touch screen without a fine pointer. */
function isMobileDevice(): boolean {
  if (typeof window === 'undefined' || !window.matchMedia) return false
  return window.matchMedia('(max-width: 430px)').matches || window.matchMedia('(pointer: coarse) and (hover: none)').matches
}

/**
 * On mobile, "Open <wallet>": a plain link to the wallet's universal link (or native scheme)
 * carrying the pairing URI. It is a real `<a href>` built before the tap, so iOS follows it within
 * the user's gesture. Tapping it stores the wallet as the stored deep link, so later requests can
 * send the user back to that app. Renders nothing on desktop or for wallets without links.
 */
export function OpenWalletLink({ uri, wallet }: { /** `undefined` while preparing. */ uri: string | undefined; wallet: PairingWallet }) {
  const t = useTranslate()
  const [mobile] = useState(isMobileDevice)
  if (!mobile) return null
  const link = uri ? buildWalletDeepLink(uri, wallet) : buildWalletDeepLink('wc:', wallet)
  if (!link) return null
  const label = t('wc.openWallet', { wallet: wallet.name })
  const className = [button, buttonVariant.accent, styles.fullWidth, styles.openLink].join(' ')
  if (!uri) {
    // The link appears once the pairing URI exists; until then a disabled look-alike keeps the layout.
    return (
      <Button variant="accent" className={styles.fullWidth} disabled>
        {label}
      </Button>
    )
  }
  return (
    <a
      className={className}
      href={link.href}
      // Universal links open the app (or its site) in a new tab; app schemes replace nothing.
      {...(link.kind === 'universal' ? { target: '_blank', rel: 'noreferrer noopener' } : {})}
      onClick={() => rememberStoredDeepLink({ href: link.base, name: link.name })}
      data-foyer-autofocus=""
    >
      {label}
    </a>
  )
}
