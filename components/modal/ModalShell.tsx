import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'
import { createPortal, flushSync } from 'react-dom'
import { useFoyerActions, useFoyerCatalogue, useFoyerModal, useFoyerOptions } from '../../hooks/foyerContext'
import { modalMessages } from '../../src/i18n/messages/modal'
import { currentRoute } from '../../src/router/modalReducer'
import { canClose } from '../../src/router/openingRules'
import { afterNextPaint } from '../../src/scheduling/afterNextPaint'
import { inNextTask } from '../../src/scheduling/inNextTask'
import { registerFlushSync } from '../../src/scheduling/syncRender'
import type { View } from '../../src/router/views'
import { themeVariablesToStyle } from '../../styles/themeVariables'
import { IconButton } from '../ui/IconButton'
import { CloseIcon } from '../ui/icons'
import { shellListsWallets } from '../../src/router/shellListsWallets'
import { loadedShellWalletList, loadShellWalletList } from './loadShellWalletList'
import { ShellConnectList, type ShellWalletState } from './ShellConnectList'
import * as parts from './ModalParts.css'
import * as styles from './ModalRoot.css'

/** Views the shell can stand in for: the ones a connect button opens, whose titles ship with the page. */
const shellTitles = { Connect: 'view.Connect.title', Account: 'view.Account.title' } as const satisfies Partial<Record<View, keyof typeof modalMessages>>

// The modal's lazy views render synchronously through this module's `react-dom` import, not their own.
registerFlushSync(flushSync)

/**
 * Whether the shell can show the current view now: it has a title for it in the page's language
 * (English ships with the page; another locale once its catalogue has loaded, never English in its place).
 */
export function useShellTitle(): string | undefined {
  const modal = useFoyerModal()
  const { locale } = useFoyerOptions()
  const catalogue = useFoyerCatalogue()
  const view = currentRoute(modal).view
  if (!(view in shellTitles)) return undefined
  const key = shellTitles[view as keyof typeof shellTitles]
  if (locale === 'en') return modalMessages[key]
  return catalogue?.[key]
}

/** Props of {@link ModalShell}. */
export type ModalShellProps = {
  /** The current view's title. */
  title: string
  /** The shell's list is painted with its settled rows, or a wallet was picked there. */
  onListSettled?: (() => void) | undefined
  /** A pointer went down in the shell (`true`); the press is over (`false`): in the task after its click, or soon after a release without one. */
  onPress?: ((pressed: boolean) => void) | undefined
}

/**
 * The dialog shown the moment the modal opens while its code is still on its way: the page ships
 * it, so a click never waits for the network. A real modal dialog (labelled by its title, focus
 * moved in and kept there, Escape and the close control close it) in the full dialog's place and
 * look; `<ConnectModal/>` swaps in the full dialog as soon as its chunk has loaded, which continues
 * the opening animation instead of restarting it. On Connect its first frame lists every wallet that
 * needs no registry ({@link ShellConnectList}); a small chunk of its own then fills in the recent and
 * recommended wallets as soon as the registry answers, often before the full dialog has rendered. A
 * wallet picked there connects once the full dialog takes over.
 */
export function ModalShell({ title, onListSettled, onPress }: ModalShellProps) {
  const { dispatch, returnFocus, shellPick, shellFocus, shellScroll } = useFoyerActions()
  const modal = useFoyerModal()
  const catalogue = useFoyerCatalogue()
  const options = useFoyerOptions()
  const titleId = useId()
  const contentRef = useRef<HTMLDivElement>(null)
  const route = currentRoute(modal)
  const closable = canClose({ view: route.view, signInRequired: options.signInRequired, hasSession: false })
  const closeLabel = options.locale === 'en' ? modalMessages['modal.close'] : (catalogue?.['modal.close'] ?? '')
  const listsWallets = shellListsWallets(route.view)
  const [walletData, setWalletData] = useState(loadedShellWalletList)
  const [data, setData] = useState<ShellWalletState | undefined>(undefined)
  useEffect(() => {
    // Nothing to list here: whatever waits for the shell's list need not.
    if (!listsWallets) onListSettled?.()
    if (!listsWallets || walletData) return
    let cancelled = false
    // `open()` has usually asked for it already (an opening from elsewhere has not); in a task of
    // its own, like the modal's code: the click's frame carries only the shell.
    inNextTask(() => {
      loadShellWalletList().then(
        // Rendered in the task that evaluated the module, not one React's scheduler queues: the
        // browser queues its own work there first (the code cache of the modules just run, the
        // kit store's chunks), and a returning visit's stored list would wait behind it.
        (module) => !cancelled && flushSync(() => setWalletData(() => module)),
        // Offline: the rows that need no registry stay, with their placeholders, until the full
        // dialog arrives (or explains).
        () => onListSettled?.(),
      )
    })
    return () => {
      cancelled = true
    }
  }, [listsWallets, walletData, onListSettled])
  // The registry has answered (or failed) and the frame with its rows is painted: the full dialog
  // may take over from then on.
  const settled = data !== undefined && !data.isLoading
  useEffect(() => {
    if (!settled || !onListSettled) return
    let cancelled = false
    void afterNextPaint().then(() => {
      if (!cancelled) onListSettled()
    })
    return () => {
      cancelled = true
    }
  }, [settled, onListSettled])

  // Focus moves in once the shell's first frame is painted (focusing forces a layout, which would
  // otherwise hold that frame back): onto the list's first row, as in the full dialog, else the dialog.
  useEffect(() => {
    let cancelled = false
    void afterNextPaint().then(() => {
      const content = contentRef.current
      if (cancelled || !content || content.contains(document.activeElement)) return
      const row = content.querySelector<HTMLElement>('[data-foyer-autofocus]:not(:disabled)')
      ;(row ?? content).focus({ preventScroll: true })
    })
    return () => {
      cancelled = true
    }
  }, [])

  function close() {
    if (!closable) return
    dispatch({ type: 'close' })
    if (returnFocus.current?.isConnected) returnFocus.current.focus()
  }
  const closeRef = useRef(close)
  closeRef.current = close

  // Escape is heard on the whole document: focus moves in only after the first paint, and a key
  // pressed before that must close the dialog all the same.
  useEffect(() => {
    function onDocumentKeyDown(event: globalThis.KeyboardEvent) {
      if (event.key !== 'Escape' || event.defaultPrevented) return
      event.preventDefault()
      closeRef.current()
    }
    document.addEventListener('keydown', onDocumentKeyDown)
    return () => document.removeEventListener('keydown', onDocumentKeyDown)
  }, [])

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key !== 'Tab') return
    // Focus stays in the dialog, cycling through its close control and the wallet rows it lists.
    const controls = [...(contentRef.current?.querySelectorAll<HTMLElement>('button:not(:disabled)') ?? [])]
    event.preventDefault()
    const index = controls.indexOf(document.activeElement as HTMLElement)
    const next = controls[event.shiftKey ? (index <= 0 ? controls.length - 1 : index - 1) : (index + 1) % controls.length]
    ;(next ?? contentRef.current)?.focus()
  }

  const dir = options.dir ?? (document.documentElement.dir === 'rtl' || document.body.dir === 'rtl' ? 'rtl' : 'ltr')
  const themeProps = { 'data-foyer-theme': options.themeMode, style: themeVariablesToStyle(options.themeVariables), dir, 'data-state': 'open' }
  return createPortal(
    <>
      <div className={styles.overlay} {...themeProps} onPointerDown={close} />
      <div
        ref={contentRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={styles.content}
        {...themeProps}
        data-foyer-view={route.view}
        data-foyer-shell=""
        onKeyDown={onKeyDown}
        onPointerDown={() => onPress && holdWhilePressed(onPress)}
        // The row the user is on: the full dialog gives it focus when it takes over.
        onFocus={(event) => {
          shellFocus.current = (event.target as HTMLElement).closest('[data-foyer-row-key]')?.getAttribute('data-foyer-row-key') ?? undefined
        }}
      >
        <div className={styles.header}>
          <span />
          <h2 id={titleId} className={styles.title}>
            <span className={parts.titleText}>{title}</span>
          </h2>
          <IconButton label={closeLabel} icon={<CloseIcon />} disabled={!closable} onClick={close} />
        </div>
        <div
          className={styles.body}
          // Where the visitor scrolled to: the full dialog starts there when it takes over.
          onScroll={(event) => {
            shellScroll.current = event.currentTarget.scrollTop
          }}
        >
          {listsWallets ? (
            <>
              <ShellConnectList
                data={data}
                onPick={(key) => {
                  shellPick.current = key
                  onListSettled?.()
                }}
              />
              {walletData && <walletData.ShellWalletData onChange={setData} />}
            </>
          ) : (
            <div className={styles.viewLoading} aria-busy="true" />
          )}
        </div>
      </div>
    </>,
    document.body,
  )
}

/**
 * Calls `onPress(true)` now and `onPress(false)` in the task after the press's click, so that click
 * lands on the element that was pressed: a mouse's click follows its release at once, a tap's comes
 * in an input event of its own. A press that ends without a click (released elsewhere, cancelled)
 * lets go too, a moment after the release.
 */
function holdWhilePressed(onPress: (pressed: boolean) => void): void {
  onPress(true)
  let fallback: ReturnType<typeof setTimeout> | undefined
  const release = () => {
    removeEventListener('click', release, true)
    removeEventListener('pointercancel', release)
    removeEventListener('pointerup', afterRelease)
    clearTimeout(fallback)
    setTimeout(() => onPress(false))
  }
  const afterRelease = () => {
    fallback = setTimeout(release, 300)
  }
  addEventListener('click', release, true)
  addEventListener('pointercancel', release)
  addEventListener('pointerup', afterRelease)
}
