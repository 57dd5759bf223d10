import { useEffect, useRef } from 'react'
import { useTranslate } from '../../../hooks/useTranslate'
import { FoyerConfigError } from '../../../src/errors/configErrors'
import { ConnectionRejectedError } from '../../../src/errors/connectErrors'
import { ConnectorChainsUnsupportedError } from '../../../src/errors/namespaceErrors'
import type { ConnectorInfo } from '../../../src/wallets/walletTypes'
import { Button } from '../../ui/Button'
import { ConnectStatus } from './ConnectStatus'
import * as styles from './ConnectView.css'

/** A failed connection of any namespace: the wallet and the catalogue error. */
export type ConnectAttemptFailure = { connector: ConnectorInfo; registryId?: string | undefined; error: Error }

/** Props of {@link ConnectAttempt}. */
export type ConnectAttemptProps = {
  /** The wallet asking the user right now. */
  pending: ConnectorInfo | undefined
  /** The last failure, shown with a retry until the next attempt. */
  failure: ConnectAttemptFailure | undefined
  onRetry: (failure: ConnectAttemptFailure) => void
}

/**
 * The state of a browser-wallet connection above a wallet list: the open
 * request, or the catalogue error with a retry that takes focus.
 */
export function ConnectAttempt({ pending, failure, onRetry }: ConnectAttemptProps) {
  const t = useTranslate()
  const retryRef = useRef<HTMLButtonElement>(null)
  // Keyboard users land on the next step.
  useEffect(() => {
    if (failure) retryRef.current?.focus()
  }, [failure])

  if (pending) {
    return (
      <ConnectStatus wallet={pending} busy>
        <p className={styles.statusTitle}>{t('connect.requesting')}</p>
        <p className={styles.statusText}>{t('connect.acceptIn', { wallet: pending.name })}</p>
      </ConnectStatus>
    )
  }
  if (!failure) return null
  const missing = missingOptionOf(failure.error)
  return (
    <ConnectStatus wallet={failure.connector}>
      <p role="alert" className={styles.errorText}>
        {missing
          ? t('error.missingOption', { option: missing })
          : t(
              failure.error instanceof ConnectionRejectedError
                ? 'error.Connection rejected'
                : failure.error instanceof ConnectorChainsUnsupportedError
                  ? 'error.The connector does not support any of the requested chains'
                  : 'error.Failed to connect',
            )}
      </p>
      <Button ref={retryRef} variant="accent" onClick={() => onRetry(failure)}>
        {t('connect.retry')}
      </Button>
    </ConnectStatus>
  )
}

// A connector that needs an option the app left out (authConnector without `frameUrl`) fails with a
// FoyerConfigError, which the connect flow wraps: the option's name is what the developer needs.
function missingOptionOf(error: unknown): string | undefined {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; current = current.cause, depth++) {
    if (current instanceof FoyerConfigError && current.reason === 'missing') return current.option
  }
  return undefined
}
