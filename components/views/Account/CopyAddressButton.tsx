import { useEffect, useState } from 'react'
import { useTranslate } from '../../../hooks/useTranslate'
import { IconButton } from '../../ui/IconButton'
import { CheckIcon, CopyIcon } from '../../ui/icons'
import { visuallyHidden } from '../../ui/ui.css'

/** Copies the full address; announces the result to screen readers. */
export function CopyAddressButton({ address }: { address: string }) {
  const t = useTranslate()
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle')

  useEffect(() => {
    if (state === 'idle') return
    const timer = setTimeout(() => setState('idle'), 1500)
    return () => clearTimeout(timer)
  }, [state])

  async function copy() {
    try {
      await navigator.clipboard.writeText(address)
      setState('copied')
    } catch {
      setState('failed')
    }
  }

  return (
    <>
      <IconButton label={t('account.copyAddress')} icon={state === 'copied' ? <CheckIcon /> : <CopyIcon />} onClick={copy} data-foyer-autofocus="" />
      <span role="status" className={visuallyHidden}>
        {state === 'copied' ? t('account.copied') : state === 'failed' ? t('account.copyFailed') : ''}
      </span>
    </>
  )
}
