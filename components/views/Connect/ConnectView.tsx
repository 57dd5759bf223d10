import { useEffect, useRef, useState } from 'react'
import { useConnect, useConnectors, type Connector } from 'wagmi'
import { getConnectorType, type ConnectorType } from '../../../connectors/connectorType'
import { useTranslate } from '../../../hooks/useTranslate'
import { ConnectionRejectedError, toConnectError, type ConnectFailedError } from '../../../src/errors/connectErrors'
import { Button } from '../../ui/Button'
import { Spinner } from '../../ui/Spinner'
import { WalletImage } from '../../ui/WalletImage'
import { ConnectStatus } from './ConnectStatus'
import * as styles from './ConnectView.css'

const rankByType: Record<ConnectorType, number> = { ANNOUNCED: 0, INJECTED: 1, MULTI_CHAIN: 2, EXTERNAL: 3, WALLET_CONNECT: 4, AUTH: 5 }

/** Browser wallets first (announced through EIP-6963, then plain injected), then the rest as configured. */
function orderWallets(connectors: readonly Connector[]): Connector[] {
  return [...connectors].sort((a, b) => rankByType[getConnectorType(a)] - rankByType[getConnectorType(b)])
}

/**
 * Connect: the wallets wagmi knows about (EIP-6963 icon and name), each a
 * button. Shows the request while the wallet asks the user, and the catalogue
 * error with a working retry when it fails.
 */
export function ConnectView() {
  const t = useTranslate()
  const connectors = useConnectors()
  const { mutateAsync: connect } = useConnect()
  const [pending, setPending] = useState<Connector>()
  const [failure, setFailure] = useState<{ connector: Connector; error: ConnectionRejectedError | ConnectFailedError }>()
  const retryRef = useRef<HTMLButtonElement>(null)
  const wallets = orderWallets(connectors)

  async function connectWith(connector: Connector) {
    setFailure(undefined)
    setPending(connector)
    try {
      await connect({ connector })
    } catch (error) {
      setFailure({ connector, error: toConnectError(error) })
    } finally {
      setPending(undefined)
    }
  }

  // Move focus to the retry button so keyboard users land on the next step.
  useEffect(() => {
    if (failure) retryRef.current?.focus()
  }, [failure])

  return (
    <div className={styles.section}>
      {pending && (
        <ConnectStatus wallet={pending} busy>
          <p className={styles.statusTitle}>{t('connect.requesting')}</p>
          <p className={styles.statusText}>{t('connect.acceptIn', { wallet: pending.name })}</p>
        </ConnectStatus>
      )}
      {failure && !pending && (
        <ConnectStatus wallet={failure.connector}>
          <p role="alert" className={styles.errorText}>
            {t(failure.error instanceof ConnectionRejectedError ? 'error.Connection rejected' : 'error.Failed to connect')}
          </p>
          <Button ref={retryRef} variant="accent" onClick={() => connectWith(failure.connector)}>
            {t('connect.retry')}
          </Button>
        </ConnectStatus>
      )}
      <h3 className={styles.heading} id="foyer-browser-wallets">
        {t('connect.browserWallets')}
      </h3>
      {wallets.length === 0 ? (
        <div className={styles.empty}>
          <p>{t('connect.noWallets')}</p>
          <p>{t('connect.noWalletsHint')}</p>
        </div>
      ) : (
        <ul className={styles.list} aria-labelledby="foyer-browser-wallets">
          {wallets.map((connector, index) => (
            <li key={connector.uid}>
              <button
                type="button"
                className={styles.walletButton}
                data-foyer-autofocus={index === 0 ? '' : undefined}
                disabled={pending !== undefined}
                aria-busy={pending?.uid === connector.uid}
                aria-labelledby={`foyer-wallet-${connector.uid}`}
                aria-describedby={getConnectorType(connector) === 'ANNOUNCED' ? `foyer-wallet-tag-${connector.uid}` : undefined}
                onClick={() => connectWith(connector)}
              >
                <WalletImage src={connector.icon} name={connector.name} />
                <span className={styles.walletName} id={`foyer-wallet-${connector.uid}`}>
                  {connector.name}
                </span>
                {pending?.uid === connector.uid ? (
                  <Spinner />
                ) : getConnectorType(connector) === 'ANNOUNCED' ? (
                  <span className={styles.tag} id={`foyer-wallet-tag-${connector.uid}`}>
                    {t('connect.installed')}
                  </span>
                ) : null}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
