import type { ApprovalSummary } from './approvalSummary'
import { frameTexts } from './frameTexts'

/** Options of {@link showApproval}. */
export type ShowApprovalOptions = {
  /** The app's name from syncDappData (the host's claim). */
  appName?: string | undefined
  /** The host page's origin as the frame checked it, shown beside the claimed name. */
  origin?: string | undefined
  /**
   * Approve stays disabled this long after the dialog appears, so a click aimed at something the
   * host page showed just before (a double-click lure) cannot land on it.
   * @default 500
   */
  armDelayMs?: number
  /** Aborting (rpcAbort, the modal closing) hides the UI and resolves `false`. */
  signal?: AbortSignal
  /** Where the dialog is rendered. @default document.body */
  root?: HTMLElement
}

/**
 * Shows the approval dialog for one request and resolves `true` on Approve, `false` on Reject,
 * Escape or abort. Everything is set with `textContent`, so nothing in the request is parsed as
 * HTML. The dialog takes focus; `<html data-foyer-frame>` is `approval` while it shows.
 */
export function showApproval(summary: ApprovalSummary, options: ShowApprovalOptions = {}): Promise<boolean> {
  const root = options.root ?? document.body
  // Every node has its frame.css class; a text node gets its text with `textContent`, never as markup.
  const element = (tag: string, className: string) => {
    const node = document.createElement(tag)
    node.className = className
    return node
  }
  const textElement = (tag: string, className: string, text: string) => {
    const node = element(tag, className)
    node.textContent = text
    return node
  }

  const dialog = element('section', 'approval')
  dialog.setAttribute('role', 'dialog')
  dialog.setAttribute('aria-modal', 'true')
  dialog.setAttribute('aria-labelledby', 'foyer-approval-title')
  dialog.tabIndex = -1
  const title = textElement('h1', 'approval-title', summary.title)
  title.id = 'foyer-approval-title'
  const from = textElement('p', 'approval-from', frameTexts.approvalFrom(options.appName || frameTexts.unknownApp))
  const origin = options.origin ? textElement('p', 'approval-origin', options.origin) : undefined
  const list = element('dl', 'approval-rows')
  for (const row of summary.rows) {
    list.append(textElement('dt', 'approval-label', row.label))
    const value = element('dd', 'approval-value')
    value.append(textElement(row.code ? 'pre' : 'p', row.code ? 'approval-code' : 'approval-text', row.value))
    list.append(value)
  }
  const actions = element('div', 'approval-actions')
  const reject = textElement('button', 'button button-secondary', frameTexts.reject) as HTMLButtonElement
  const approve = textElement('button', 'button button-primary', frameTexts.approve) as HTMLButtonElement
  reject.type = 'button'
  approve.type = 'button'
  actions.append(reject, approve)
  dialog.append(from, ...(origin ? [origin] : []), title, list, actions)
  approve.disabled = true

  return new Promise<boolean>((resolve) => {
    // Browsers refuse focus() in a cross-origin frame until the host focuses the iframe; then the
    // dialog takes it.
    const onWindowFocus = () => {
      if (!dialog.contains(document.activeElement)) dialog.focus()
    }
    const arm = setTimeout(() => (approve.disabled = false), options.armDelayMs ?? 500)
    // A dialog answers once: its buttons or keys reached again after that (a detached node, a queued
    // event) must not mark the frame ready while the next approval shows.
    let answered = false
    const finish = (approved: boolean) => {
      if (answered) return
      answered = true
      clearTimeout(arm)
      window.removeEventListener('focus', onWindowFocus)
      dialog.remove()
      options.signal?.removeEventListener('abort', onAbort)
      document.documentElement.dataset.foyerFrame = 'ready'
      resolve(approved)
    }
    const onAbort = () => finish(false)
    if (options.signal?.aborted) return resolve(false)
    options.signal?.addEventListener('abort', onAbort)
    approve.addEventListener('click', () => finish(true))
    reject.addEventListener('click', () => finish(false))
    dialog.addEventListener('keydown', (event) => {
      if (event.key === 'Escape') {
        event.preventDefault()
        finish(false)
      }
    })
    root.append(dialog)
    document.documentElement.dataset.foyerFrame = 'approval'
    window.addEventListener('focus', onWindowFocus)
    dialog.focus()
  })
}
