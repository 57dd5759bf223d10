import { memo } from 'react'
import { useAuthConnector } from '../../hooks/auth/useAuthConnector'
import { socialProviders } from '../../src/features/socialProviders'
import { Button } from '../ui/Button'
import * as styles from '../views/Connect/authSection.css'
import { socialProviderNames } from '../views/Connect/socialProviderNames'
import { useShellText } from './useShellText'

// The default socials as the Connect view orders them: the popup providers, then Farcaster.
const shellSocials = [...socialProviders.filter((provider) => provider !== 'farcaster'), 'farcaster' as const]

/**
 * The Connect view's e-mail field and social buttons as the page's dialog shell shows them, in an app
 * with `authConnector()`: the same boxes in the same places, disabled and hidden from assistive
 * technology until the Connect view replaces them a moment later. Without them the wallet rows would
 * move down when the Connect view takes over, and a click aimed at a wallet row in that moment would
 * land on a social button. The shell knows only the defaults (e-mail and every default social); a
 * project whose answer turns some off shrinks the part when the answer arrives, in the Connect view
 * too. Memoized: it takes no props, and the list beside it renders again as the registry answers.
 */
export const ShellAuthSection = memo(function ShellAuthSection() {
  const t = useShellText()
  const auth = useAuthConnector()
  if (!auth) return null
  return (
    <div className={styles.section} aria-hidden="true" data-testid="foyer-shell-auth">
      <div className={styles.form}>
        <span className={styles.label}>{t('auth.emailLabel')}</span>
        <input className={styles.input} type="email" placeholder={t('auth.emailPlaceholder')} dir="ltr" disabled />
        <Button variant="accent" disabled>
          {t('auth.continue')}
        </Button>
      </div>
      <div className={styles.socialGrid}>
        {shellSocials.map((provider) => (
          <Button key={provider} className={styles.fullWidth} disabled>
            {socialProviderNames[provider]}
          </Button>
        ))}
      </div>
      <div className={styles.divider}>{t('auth.or')}</div>
    </div>
  )
})
