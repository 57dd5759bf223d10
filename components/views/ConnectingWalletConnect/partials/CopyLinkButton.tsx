import { useCopyText } from '../../../../hooks/useCopyText'
import { useTranslate } from '../../../../hooks/useTranslate'
import { Button } from '../../../ui/Button'
import { CheckIcon, CopyIcon } from '../../../ui/icons'
import { visuallyHidden } from '../../../ui/ui.css'
import * as styles from '../ConnectingWalletConnectView.css'

/** Copies the pairing URI, for wallets on the same device; disabled until the URI exists. */
export function CopyLinkButton({ uri }: { /** The `wc:` URI; `undefined` while preparing. */ uri: string | undefined }) {
  const t = useTranslate()
  // The pairing view announces the result in its own status line, next to the button.
  const { state: copy, copy: copyText } = useCopyText()

  async function onClick() {
    if (uri) await copyText(uri)
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
