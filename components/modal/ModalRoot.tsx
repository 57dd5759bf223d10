import * as Dialog from '@radix-ui/react-dialog'
import { useEffect, useRef } from 'react'
import { useConnection } from 'wagmi'
import { useFoyerContext } from '../../hooks/foyerContext'
import { useTranslate } from '../../hooks/useTranslate'
import { currentRoute } from '../../src/router/modalReducer'
import '../../styles/themes.css'
import { themeVariablesToStyle } from '../../styles/themeVariables'
import { IconButton } from '../ui/IconButton'
import { BackIcon, CloseIcon } from '../ui/icons'
import { viewFor } from '../views/viewRegistry'
import * as styles from './ModalRoot.css'

/**
 * The modal itself: a Radix dialog (focus trap and restore, Escape, scroll
 * lock, labelled title) that renders the view on top of the history.
 * Loaded lazily by `<ConnectModal/>`.
 */
export function ModalRoot() {
  const { modal, dispatch, options, returnFocus } = useFoyerContext()
  const { isConnected } = useConnection()
  const t = useTranslate()
  const route = currentRoute(modal)
  const view = viewFor(route.view, isConnected)

  // Keep the view in step with the wallet: connecting leads to Account, and a
  // disconnect from anywhere (the wallet itself included) leads back to Connect.
  useEffect(() => {
    if (!modal.open) return
    if (isConnected && route.view === 'Connect') dispatch({ type: 'reset', route: { view: 'Account' } })
    if (!isConnected && route.view === 'Account') dispatch({ type: 'reset', route: { view: 'Connect' } })
  }, [isConnected, route.view, modal.open, dispatch])

  // Focus the view's first useful control (marked `data-foyer-autofocus`) rather
  // than the header's close button, on open and whenever the view changes.
  const bodyRef = useRef<HTMLDivElement>(null)
  const focusView = () => {
    const body = bodyRef.current
    const target = body?.querySelector<HTMLElement>('[data-foyer-autofocus]:not(:disabled)') ?? body?.querySelector<HTMLElement>('button:not(:disabled), input, [href]')
    target?.focus()
  }
  useEffect(() => {
    if (modal.open) focusView()
  }, [route.view, modal.open])

  const themeProps = { 'data-foyer-theme': options.themeMode, style: themeVariablesToStyle(options.themeVariables) }
  const View = view.Component

  return (
    <Dialog.Root open={modal.open} onOpenChange={(open) => !open && dispatch({ type: 'close' })}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} {...themeProps} />
        <Dialog.Content
          className={styles.content}
          aria-describedby={undefined}
          {...themeProps}
          data-foyer-view={route.view}
          onOpenAutoFocus={(event) => {
            event.preventDefault()
            focusView()
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault()
            if (returnFocus.current?.isConnected) returnFocus.current.focus()
          }}
        >
          <div className={styles.header}>
            {modal.history.length > 1 ? (
              <IconButton
                label={t('modal.back')}
                icon={<span className={styles.backIcon}><BackIcon /></span>}
                onClick={() => dispatch({ type: 'back', isConnected })}
              />
            ) : (
              <span />
            )}
            <Dialog.Title className={styles.title}>{t(view.title)}</Dialog.Title>
            <Dialog.Close asChild>
              <IconButton label={t('modal.close')} icon={<CloseIcon />} />
            </Dialog.Close>
          </div>
          <div className={styles.body} ref={bodyRef}>
            <View />
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
