import * as Dialog from '@radix-ui/react-dialog'
import type { CSSProperties } from 'react'
import { useTranslate } from '../../hooks/useTranslate'
import { IconButton } from '../ui/IconButton'
import { BackIcon, CloseIcon } from '../ui/icons'
import * as styles from './ModalRoot.css'
import * as parts from './ModalParts.css'

/** Props of {@link ModalHeader}. */
export type ModalHeaderProps = {
  title: string
  /** Shows the back button. */
  canGoBack: boolean
  onBack: () => void
  /** The close control is disabled on sign views when sign-in is required. @default true */
  canClose?: boolean
  /** Extra style of the title text (the takeover from the shell delays its fade). @default undefined */
  titleStyle?: CSSProperties | undefined
}

/** Back, the labelled title (fading over 120 ms when it changes) and close. */
export function ModalHeader({ title, canGoBack, onBack, canClose = true, titleStyle }: ModalHeaderProps) {
  const t = useTranslate()
  return (
    <div className={styles.header}>
      {canGoBack ? (
        <IconButton
          label={t('modal.back')}
          icon={
            <span className={styles.backIcon}>
              <BackIcon />
            </span>
          }
          onClick={onBack}
        />
      ) : (
        <span />
      )}
      <Dialog.Title className={styles.title}>
        <span key={title} className={parts.titleText} style={titleStyle}>
          {title}
        </span>
      </Dialog.Title>
      <Dialog.Close asChild>
        <IconButton label={t('modal.close')} icon={<CloseIcon />} disabled={!canClose} />
      </Dialog.Close>
    </div>
  )
}
