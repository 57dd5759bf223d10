import { useState } from 'react'
import { useAuthMethods } from '../../../hooks/auth/useAuthMethods'
import { useEmailStart } from '../../../hooks/auth/useEmailStart'
import { useSocialLogin } from '../../../hooks/auth/useSocialLogin'
import { useFoyerActions } from '../../../hooks/foyerContext'
import { useTranslate } from '../../../hooks/useTranslate'
import type { OidcDisplay } from '../../../src/features/remoteFeatures'
import type { SocialProvider } from '../../../src/protocol/payloads'
import { Button } from '../../ui/Button'
import { Spinner } from '../../ui/Spinner'
import { AuthErrorMessage } from '../EmailLogin/partials/AuthErrorMessage'
import { EmailForm } from '../EmailLogin/partials/EmailForm'
import * as styles from '../EmailLogin/partials/authForm.css'
import { OidcMark } from './OidcMark'
import { socialProviderNames } from './socialProviderNames'

// The operator's own provider is named by the API's answer; the buttons show only with that name.
const providerName = (provider: SocialProvider, oidc: OidcDisplay | undefined): string =>
  provider === 'oidc' ? (oidc?.name ?? 'SSO') : socialProviderNames[provider]

/** Props of {@link AuthSection}. */
export type AuthSectionProps = {
  /** Every control is disabled (the legal checkbox is unticked). @default false */
  locked?: boolean
  /** The id of the text that says why, for the disabled controls' group. @default undefined */
  describedBy?: string | undefined
}

/**
 * The embedded-wallet part of Connect, before the wallets (the default order of methods: e-mail, social, then the wallets): the
 * e-mail field and the social buttons. Renders nothing without an auth connector or when the remote
 * features turn e-mail and socials off.
 */
export function AuthSection({ locked = false, describedBy }: AuthSectionProps = {}) {
  const t = useTranslate()
  const { dispatch } = useFoyerActions()
  const methods = useAuthMethods()
  const email = useEmailStart()
  const social = useSocialLogin()
  const [value, setValue] = useState('')
  if (!methods.email && methods.socials.length === 0 && !methods.farcaster) return null

  const busy = email.pending || social.pending !== undefined || locked
  return (
    <div className={styles.section} data-testid="foyer-auth-section" aria-describedby={describedBy}>
      {methods.email && (
        <EmailForm
          label={t('auth.emailLabel')}
          placeholder={t('auth.emailPlaceholder')}
          value={value}
          onChange={setValue}
          onSubmit={(address) => void email.start(address)}
          error={email.error}
          pending={email.pending}
          disabled={busy}
          submitLabel={email.pending ? t('auth.sending') : t('auth.continue')}
        />
      )}
      {(methods.socials.length > 0 || methods.farcaster) && (
        <>
          {/* A group, not a list: the wallet list stays the modal's first list (and first focus). */}
          <div role="group" className={styles.socialGrid} aria-label={t('auth.socialsLabel')}>
            {methods.socials.map((provider) => (
              // Short visible names in a grid keep Connect compact (it opens faster and the wallets stay in
              // view); the accessible name carries the whole phrase and contains the visible text.
              <Button
                key={provider}
                className={styles.fullWidth}
                disabled={busy}
                aria-busy={social.pending === provider || undefined}
                aria-label={t('auth.continueWith', { provider: providerName(provider, methods.oidc) })}
                onClick={() => social.start(provider)}
              >
                {social.pending === provider ? <Spinner size={16} /> : provider === 'oidc' && <OidcMark iconUrl={methods.oidc?.iconUrl} />}
                {providerName(provider, methods.oidc)}
              </Button>
            ))}
            {methods.farcaster && (
              <Button
                className={styles.fullWidth}
                disabled={busy}
                aria-label={t('auth.continueWith', { provider: socialProviderNames.farcaster })}
                onClick={() => dispatch({ type: 'push', route: { view: 'ConnectingFarcaster' } })}
              >
                {socialProviderNames.farcaster}
              </Button>
            )}
          </div>
          {social.pending && (
            <p className={styles.hint} role="status">
              {t('auth.waitingSocial', { provider: providerName(social.pending, methods.oidc) })}
            </p>
          )}
          <AuthErrorMessage error={social.error} />
          {social.failed && (
            <Button
              className={styles.fullWidth}
              disabled={busy}
              aria-label={`${t('auth.tryAgain')}: ${t('auth.continueWith', { provider: providerName(social.failed, methods.oidc) })}`}
              onClick={() => social.failed && social.start(social.failed)}
            >
              {t('auth.tryAgain')}
            </Button>
          )}
        </>
      )}
      <div className={styles.divider}>{t('auth.or')}</div>
    </div>
  )
}
