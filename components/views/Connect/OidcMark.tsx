import { useState } from 'react'
import * as styles from './OidcMark.css'

/** Props of {@link OidcMark}. */
export type OidcMarkProps = {
  /** The operator's icon (https), from the project answer; without it (or when it fails) a key glyph. */
  iconUrl?: string | undefined
}

/**
 * The mark on the operator's own OpenID Provider button: its icon, or a generic key glyph. Decorative:
 * the button's accessible name says "Continue with <name>". The image is requested only when this
 * button renders, i.e. when the modal shows the Connect view with `'oidc'` in it.
 *
 * @example
 * <OidcMark iconUrl="https://sso.acme.example/icon.svg" />
 */
export function OidcMark({ iconUrl }: OidcMarkProps) {
  const [failed, setFailed] = useState(false)
  if (iconUrl && !failed) {
    return (
      <img
        className={styles.mark}
        src={iconUrl}
        alt=""
        aria-hidden="true"
        width={16}
        height={16}
        referrerPolicy="no-referrer"
        onError={() => setFailed(true)}
        data-testid="foyer-oidc-icon"
      />
    )
  }
  return (
    <svg className={styles.mark} width="16" height="16" viewBox="0 0 16 16" fill="none" aria-hidden="true" data-testid="foyer-oidc-glyph">
      <circle cx="5.5" cy="8" r="3" stroke="currentColor" strokeWidth="1.6" />
      <path d="M8.5 8h6M12.5 8v2.5M14.5 8v2" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
    </svg>
  )
}
