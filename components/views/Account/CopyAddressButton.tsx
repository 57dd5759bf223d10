import { useCopyText } from '../../../hooks/useCopyText'
import { useTranslate } from '../../../hooks/useTranslate'
import { IconButton } from '../../ui/IconButton'
import { CheckIcon, CopyIcon } from '../../ui/icons'

/** Copies the full address; the modal's toast (a live region) tells the result. */
export function CopyAddressButton({ address }: { address: string }) {
  const t = useTranslate()
  const { state, copy } = useCopyText({ copied: 'account.copied', failed: 'account.copyFailed' })
  return (
    <IconButton
      label={t('account.copyAddress')}
      icon={state === 'copied' ? <CheckIcon /> : <CopyIcon />}
      onClick={() => copy(address)}
      data-foyer-autofocus=""
    />
  )
}
