import { useEmailCode } from '../../../hooks/auth/useEmailCode'
import { useFoyerModal } from '../../../hooks/foyerContext'
import { useTranslate } from '../../../hooks/useTranslate'
import { currentRoute } from '../../../src/router/modalReducer'
import { Button } from '../../ui/Button'
import { visuallyHidden } from '../../ui/ui.css'
import { CodeForm } from './partials/CodeForm'
import { DeviceApprovalStep } from './partials/DeviceApprovalStep'
import { DevMailboxHint } from './partials/DevMailboxHint'
import * as styles from './partials/authForm.css'

/**
 * EmailLogin: the one-time code sent to the address entered on Connect (or, on a new device, the
 * device-verification code), and "Resend code" with its 30 s countdown. In development it also says
 * where the local stack keeps the code (its development mailbox). When the code was right but the
 * device is new to an existing wallet, the VERIFY_DEVICE step follows: approve it by e-mail link.
 */
export function EmailLoginView() {
  const modal = useFoyerModal()
  const route = currentRoute(modal)
  const data = route.view === 'EmailLogin' ? route.data : undefined
  if (!data) return null
  return <EmailCodeStep data={data} />
}

function EmailCodeStep({ data }: { data: { email: string; action: 'VERIFY_OTP' | 'VERIFY_DEVICE'; sentAt: number } }) {
  const t = useTranslate()
  const { action, pending, error, resendIn, resent, submit, resend, deviceApproval } = useEmailCode(data)
  if (deviceApproval) return <DeviceApprovalStep email={data.email} />
  const prompt = action === 'VERIFY_DEVICE' ? t('auth.deviceSentTo', { email: data.email }) : t('auth.otpSentTo', { email: data.email })
  return (
    <div className={styles.section} data-testid="foyer-email-login" data-action={action}>
      <CodeForm prompt={prompt} pending={pending} error={error} onSubmit={(code) => void submit(code)} />
      <DevMailboxHint email={data.email} />
      <Button className={styles.fullWidth} disabled={pending || resendIn > 0} onClick={() => void resend()}>
        {resendIn > 0 ? t('auth.resendIn', { seconds: resendIn }) : t('auth.resend')}
      </Button>
      <span role="status" className={visuallyHidden}>
        {resent ? t('auth.codeResent') : ''}
      </span>
    </div>
  )
}
