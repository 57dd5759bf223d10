import * as Dialog from '@radix-ui/react-dialog'
import { useCallback, useEffect, useRef } from 'react'
import { useFoyerActions, useFoyerModal, useFoyerOptions, useFoyerShakeCount, useFoyerToastState } from '../../hooks/foyerContext'
import { useSiwxSession } from '../../hooks/siwx/useSiwxSession'
import { useOriginAlert, useRemoteConfigurationWarning } from '../../hooks/useProjectChecks'
import { useTranslate } from '../../hooks/useTranslate'
import { currentRoute } from '../../src/router/modalReducer'
import { canClose } from '../../src/router/openingRules'
import { afterNextPaint } from '../../src/scheduling/afterNextPaint'
import '../../styles/themes.css'
import { themeVariablesToStyle } from '../../styles/themeVariables'
import { viewFor } from '../views/viewRegistry'
import { Spinner } from '../ui/Spinner'
import { visuallyHidden } from '../ui/ui.css'
import { AlertBanner } from './AlertBanner'
import { DebugNotifications } from './DebugNotifications'
import { AnimatedHeight } from './AnimatedHeight'
import { ModalHeader } from './ModalHeader'
import * as parts from './ModalParts.css'
import * as styles from './ModalRoot.css'
import { ToastView } from './ToastView'
import { useLegalGate } from './useLegalGate'
import { useRestViews } from './useRestViews'
import { useModalConnected } from '../../hooks/namespaces/useModalConnected'
import { useNamespaceSwitching } from '../../hooks/namespaces/useNamespaceSwitching'
import { useShaking } from './useShaking'
import { useTakeover } from './useTakeover'
import { warnMissingStylesheet } from './warnMissingStylesheet'

export { ModalPrewarm } from './ModalPrewarm'
// Watches for a connect to open DataCapture; with the modal's code, since it needs the project's flags.
export { EmailCaptureGuard } from '../EmailCaptureGuard'

/** Focuses the view's first useful control (`data-foyer-autofocus`), not the header's close button. */
function focusFirstControl(body: HTMLElement | null, preventScroll: boolean) {
  const target =
    body?.querySelector<HTMLElement>('[data-foyer-autofocus]:not(:disabled)') ??
    body?.querySelector<HTMLElement>('button:not(:disabled), input:not(:disabled), [href]')
  target?.focus({ preventScroll })
}

/** Props of {@link ModalRoot}. */
export type ModalRootProps = {
  /**
   * When the page's light dialog shell has been on screen since this `performance.now()` time (the
   * modal opened before this code arrived): this dialog takes its place without replaying the
   * opening animation from the start and keeps focus inside the dialog.
   * @default undefined
   */
  shellShownAt?: number | undefined
}

/**
 * The modal itself: a Radix dialog (focus trap and restore, Escape, scroll
 * lock, labelled title) that renders the view on top of the history, with the
 * setup alerts, toast and motion. Loaded lazily by `<ConnectModal/>`; every view
 * but Connect arrives in a second chunk, loaded in the background.
 */
export function ModalRoot({ shellShownAt }: ModalRootProps = {}) {
  const { dispatch, returnFocus, shellScroll } = useFoyerActions()
  const toastState = useFoyerToastState()
  const modal = useFoyerModal()
  const options = useFoyerOptions()
  const shakeCount = useFoyerShakeCount()
  const isConnected = useModalConnected()
  const t = useTranslate()
  const alert = useOriginAlert()
  useRemoteConfigurationWarning()
  const route = currentRoute(modal)
  // The other views load once Connect's wallet list has its answer, so their code does not compete
  // with it; at once when one of them is shown, or on a hover while connected (Account opens first).
  const rest = useRestViews(modal.open ? route.view !== 'Connect' : isConnected, modal.open)
  const view = viewFor(route.view, isConnected, rest)
  const takeover = useTakeover(shellShownAt, modal.open)
  const takeoverActive = useRef(takeover.active)
  takeoverActive.current = takeover.active
  // The shell that showed until now had focus; keep it inside the dialog while the view mounts.
  const dialogRef = useRef<HTMLDivElement | null>(null)
  const contentRef = useCallback(
    (node: HTMLDivElement | null) => {
      dialogRef.current = node
      if (node && takeover.active && !node.contains(document.activeElement)) node.focus({ preventScroll: true })
    },
    [takeover.active],
  )
  const bodyRef = useRef<HTMLDivElement | null>(null)
  const shaking = useShaking(shakeCount)
  // Taking over from a shell the visitor scrolled: the same place, as the body attaches (before
  // the first paint), so the row under the pointer stays there and a click in flight lands on it.
  const attachBody = useCallback(
    (node: HTMLDivElement | null) => {
      bodyRef.current = node
      const scrolled = shellScroll.current
      if (!node || scrolled === undefined) return
      shellScroll.current = undefined
      if (takeover.active) node.scrollTop = scrolled
    },
    [shellScroll, takeover.active],
  )

  // Keep the view in step with the wallet: connecting leads to Account, and a
  // disconnect from anywhere (the wallet itself included) leads back to Connect.
  // Connect opened to add one more wallet (from ProfileWallets) stays while a wallet is connected.
  const addingWallet = route.view === 'Connect' && route.data?.addWallet === true
  useEffect(() => {
    if (!modal.open) return
    if (isConnected && route.view === 'Connect' && !addingWallet) dispatch({ type: 'reset', route: { view: 'Account' } })
    if (!isConnected && route.view === 'Account') dispatch({ type: 'reset', route: { view: 'Connect' } })
  }, [isConnected, route.view, addingWallet, modal.open, dispatch])
  useLegalGate(route.view, modal.open, dispatch)

  // Focus moves to the view's first control once the frame with the view is painted: focusing
  // forces a layout, which would otherwise hold the opening (and each view change) back. A view
  // whose code was still loading gets its focus when it arrives (and only then: a chunk arriving
  // under a view already shown never moves the user's focus).
  const viewReady = view.Component !== undefined
  // biome-ignore lint/correctness/useExhaustiveDependencies(route.view): each view change is what moves the focus, though the effect reads only the painted DOM.
  useEffect(() => {
    if (!modal.open || !viewReady) return
    let cancelled = false
    void afterNextPaint().then(() => {
      // During a takeover the focus must not scroll the view away from where the shell was.
      if (!cancelled) focusFirstControl(bodyRef.current, takeoverActive.current)
    })
    return () => {
      cancelled = true
    }
  }, [route.view, modal.open, viewReady])

  // A forgotten `foyer-kit/styles.css` import shows a bare dialog: say so in development, once the
  // opened dialog is painted (its one style read then holds nothing back).
  const development = options.config.development
  const { logger } = options.config
  useEffect(() => {
    if (!modal.open || !development) return
    let cancelled = false
    void afterNextPaint().then(() => {
      if (!cancelled && dialogRef.current) warnMissingStylesheet(dialogRef.current, { development, logger })
    })
    return () => {
      cancelled = true
    }
  }, [modal.open, development, logger])

  // The modal is portalled to <body>, so it does not inherit a `dir` set on an app's wrapper:
  // use the option, else the page's own direction.
  const dir = options.dir ?? (document.documentElement.dir === 'rtl' || document.body.dir === 'rtl' ? 'rtl' : 'ltr')
  const themeProps = { 'data-foyer-theme': options.themeMode, style: themeVariablesToStyle(options.themeVariables), dir }
  const View = view.Component
  const approving = route.view === 'ApproveTransaction'
  // When the app requires sign-in, the sign and approve views cannot be left (close control, Escape,
  // a click outside) until a sign-in session exists (asked of the `siwx` configuration; none without it).
  const siwxSession = useSiwxSession()
  const switchingNamespace = useNamespaceSwitching()
  const closable = canClose({ view: route.view, signInRequired: options.signInRequired, hasSession: siwxSession.hasSession === true })

  return (
    // While the embedded wallet's frame shows its approval UI (ApproveTransaction) the dialog is
    // non-modal: Radix's focus trap and `pointer-events: none` on <body> would keep keyboard and
    // mouse out of the iframe, which sits outside the dialog's DOM (moving it would reload it).
    <Dialog.Root open={modal.open} modal={!approving} onOpenChange={(open) => !open && closable && dispatch({ type: 'close' })}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} {...themeProps} style={{ ...themeProps.style, ...takeover.style }} />
        <Dialog.Content
          ref={contentRef}
          className={[styles.content, shaking ? parts.shaking : undefined].filter(Boolean).join(' ')}
          aria-describedby={undefined}
          {...themeProps}
          style={{ ...themeProps.style, ...takeover.style }}
          data-foyer-view={route.view}
          // A stable hook for the error shake (class names are hashed in production builds).
          data-foyer-shaking={shaking ? '' : undefined}
          // Non-modal while approving: a click or focus in the frame must not dismiss the dialog.
          onInteractOutside={approving || !closable ? (event) => event.preventDefault() : undefined}
          onEscapeKeyDown={closable ? undefined : (event) => event.preventDefault()}
          onOpenAutoFocus={(event) => {
            event.preventDefault()
            // The effect above focuses the view once it is painted.
          }}
          onCloseAutoFocus={(event) => {
            // Radix would return focus to its own Dialog.Trigger; ours is the app's button.
            event.preventDefault()
            if (returnFocus.current?.isConnected) returnFocus.current.focus()
          }}
        >
          <ToastView state={toastState} />
          <ModalHeader
            title={t(view.title)}
            canGoBack={modal.history.length > 1}
            onBack={() => dispatch({ type: 'back', isConnected })}
            canClose={closable}
            titleStyle={takeover.style}
          />
          {alert && <AlertBanner code={alert.code} description={alert.description} />}
          {options.config.debug && <DebugNotifications store={options.config.notifications} />}
          <div
            className={styles.body}
            ref={attachBody}
            // Another chain family is being switched to: its account is not there yet.
            aria-busy={switchingNamespace || undefined}
            data-foyer-namespace-switching={switchingNamespace ? '' : undefined}
          >
            <AnimatedHeight>
              <div key={route.view} className={parts.viewTransition}>
                {View ? (
                  <View />
                ) : (
                  <div className={styles.viewLoading} aria-busy="true">
                    <Spinner size={24} />
                    <span className={visuallyHidden}>{t('modal.loading')}</span>
                  </div>
                )}
              </div>
            </AnimatedHeight>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
