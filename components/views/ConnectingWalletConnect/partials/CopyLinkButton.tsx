import { useEffect, useState } from 'react'
import { useTranslate } from '../../../../hooks/useTranslate'
import { Button } from '../../../ui/Button'
import { CheckIcon, CopyIcon } from '../../../ui/icons'
import { visuallyHidden } from '../../../ui/ui.css'
import * as styles from '../ConnectingWalletConnectView.css'

/** Copies the pairing URI, for wallets on the same device; disabled until the URI exists. */
export function CopyLinkButton({ uri }: { /** The `wc:` URI; `undefined` while preparing. */ uri: string | undefined }) {
  const t = useTranslate()
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle')

  useEffect(() => {
    if (copy === 'idle') return
    const timer = setTimeout(() => setCopy('idle'), 1500)
    return () => clearTimeout(timer)
  }, [copy])

  async function onClick() {
    if (!uri) return
    try {
      await navigator.clipboard.writeText(uri)
      setCopy('copied')
    } catch {
      setCopy('failed')
    }
  }

  return (
    <>
      <Button className={styles.fullWidth} disabled={!uri} onClick={onClick} data-foyer-autofocus="">
        {copy === 'copied' ? <CheckIcon /> : <CopyIcon />}
        {copy === 'copied' ? t('wc.copied') : t('wc.copyLink')}
      </Button>
      <span role="status" className={visuallyHidden}>
        {copy === 'copied' ? t('wc.copied') : copy === 'failed' ? t('wc.copyFailed') : ''}
      </span>
    </>
  )
}
