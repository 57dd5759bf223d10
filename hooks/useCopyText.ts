import { useEffect, useState } from 'react'
import type { MessageKey } from '../src/i18n/en'
import { useFoyerActions } from './foyerContext'
import { useTranslate } from './useTranslate'

/** How long a copy button shows its result before it returns to its idle look. */
const FEEDBACK_MS = 1500

/** What {@link useCopyText} tells the user through the modal's toast, which is a live region. */
export type CopyToasts = {
  /** Shown after a copy. */
  copied: MessageKey
  /** Shown (and the modal shakes) when the clipboard refuses. */
  failed: MessageKey
}

/**
 * Copies text to the clipboard with feedback: `state` is `copied` or `failed` for 1.5 s after an
 * attempt, then `idle` again. With `toasts`, the result is also announced in the modal's toast, and
 * a refusal shakes the modal; without, the caller announces `state` itself.
 *
 * @example
 * const { state, copy } = useCopyText({ copied: 'account.copied', failed: 'account.copyFailed' })
 * <IconButton icon={state === 'copied' ? <CheckIcon /> : <CopyIcon />} onClick={() => copy(address)} />
 */
export function useCopyText(toasts?: CopyToasts): { state: 'idle' | 'copied' | 'failed'; copy(text: string): Promise<void> } {
  const t = useTranslate()
  const { toast, shake } = useFoyerActions()
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle')

  useEffect(() => {
    if (state === 'idle') return
    const timer = setTimeout(() => setState('idle'), FEEDBACK_MS)
    return () => clearTimeout(timer)
  }, [state])

  async function copy(text: string) {
    try {
      await navigator.clipboard.writeText(text)
      setState('copied')
      if (toasts) toast.showToast('success', t(toasts.copied))
    } catch {
      setState('failed')
      if (toasts) {
        toast.showToast('error', t(toasts.failed))
        shake()
      }
    }
  }

  return { state, copy }
}
