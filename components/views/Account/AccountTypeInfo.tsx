import { useState } from 'react'
import { useConnection } from 'wagmi'
import { useAuthConnector } from '../../../hooks/auth/useAuthConnector'
import { useSmartAccountEnabledNetworks } from '../../../hooks/auth/useSmartAccountEnabledNetworks'
import { useFoyerActions } from '../../../hooks/foyerContext'
import { useTranslate } from '../../../hooks/useTranslate'
import type { FrameUser } from '../../../src/protocol/payloads'
import { Button } from '../../ui/Button'
import * as styles from './AccountView.css'

/**
 * The embedded account's type on Account: "EOA" or "Smart account" (noting when the EIP-7702
 * upgrade is still to come with the first batch), and the switch the rules allow: to a smart
 * account only where smart accounts are enabled and only from an EOA; back to an EOA only while
 * not yet upgraded. Each switch tracks SET_PREFERRED_ACCOUNT_TYPE.
 */
export function AccountTypeInfo({ user }: { /** The signed-in embedded-wallet user. */ user: FrameUser }) {
  const t = useTranslate()
  const auth = useAuthConnector()
  const { chainId } = useConnection()
  const { track } = useFoyerActions()
  const [pending, setPending] = useState(false)
  const [error, setError] = useState<string | undefined>()
  const enabledNetworks = useSmartAccountEnabledNetworks()
  const type = user.preferredAccountType
  const smartEnabled = chainId !== undefined && enabledNetworks?.includes(chainId) === true
  const target = type === 'eoa' ? (smartEnabled ? 'smartAccount' : undefined) : user.smartAccountDeployed === false ? 'eoa' : undefined

  const switchType = async () => {
    if (!auth || !target) return
    setPending(true)
    setError(undefined)
    try {
      await auth.setPreferredAccountType(target)
      track({ event: 'SET_PREFERRED_ACCOUNT_TYPE', properties: { accountType: target, network: chainId } })
    } catch (cause) {
      setError(cause instanceof Error && 'shortMessage' in cause ? String(cause.shortMessage) : t('error.An error occurred'))
    } finally {
      setPending(false)
    }
  }

  return (
    <>
      <p className={styles.value} data-testid="foyer-account-type" data-account-type={type}>
        {t('smartAccount.typeLabel')}: {type === 'smartAccount' ? t('smartAccount.smartAccount') : t('smartAccount.eoa')}
        {type === 'smartAccount' && user.smartAccountDeployed === false && <span className={styles.muted}> ({t('smartAccount.notUpgraded')})</span>}
      </p>
      {target && (
        <Button className={styles.fullWidth} onClick={() => void switchType()} disabled={pending} aria-busy={pending}>
          {pending ? t('smartAccount.switching') : target === 'smartAccount' ? t('smartAccount.switchToSmart') : t('smartAccount.switchToEoa')}
        </Button>
      )}
      {error && (
        <p className={styles.errorText} role="alert">
          {error}
        </p>
      )}
    </>
  )
}
