import { useEffect, useState } from 'react'
import { useFoyerActions } from '../../../hooks/foyerContext'
import { useTranslate } from '../../../hooks/useTranslate'
import { IconButton } from '../../ui/IconButton'
import { CheckIcon, CopyIcon } from '../../ui/icons'

/** Copies the full address; the modal's toast (a live region) tells the result. */
export function CopyAddressButton({ address }: { address: string }) {
  const t = useTranslate()
  const { toast, shake } = useFoyerActions()
  const [copied, setCopied] = useState(false)

  useEffect(() => {
    if (!copied) return
    const timer = setTimeout(() => setCopied(false), 1500)
    return () => clearTimeout(timer)
  }, [copied])

  async function copy() {
    try {
      await navigator.clipboard.writeText(address)
      setCopied(true)
      toast.showToast('success', t('account.copied'))
    } catch {
      toast.showToast('error', t('account.copyFailed'))
      shake()
    }
  }

  return <IconButton label={t('account.copyAddress')} icon={copied ? <CheckIcon /> : <CopyIcon />} onClick={copy} data-foyer-autofocus="" />
}
