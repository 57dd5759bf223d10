import type { ReactNode } from 'react'
import type { NameProblem } from '../../../../src/names/nameRules'
import { useTranslate } from '../../../../hooks/useTranslate'
import * as styles from '../RegisterAccountNameView.css'

/** Props of {@link NameStatus}. */
export type NameStatusProps = {
  id: string
  problem: NameProblem | undefined
  /** The name checked (full), when the API answered. */
  name: string | undefined
  /** Whether that name is taken. */
  registered: boolean | undefined
  checking: boolean
  failed: boolean
}

const problemKey = { tooShort: 'names.tooShort', tooLong: 'names.tooLong', invalidCharacters: 'names.invalidCharacters' } as const

/**
 * The line under the name field: the rule the name breaks, 'Checking…', available or taken, or
 * 'Error fetching name suggestions'. A polite live region, so screen readers hear each answer.
 */
export function NameStatus({ id, problem, name, registered, checking, failed }: NameStatusProps) {
  const t = useTranslate()
  let content: ReactNode = t('names.rules')
  if (problem) content = <span className={styles.problem}>{t(problemKey[problem])}</span>
  else if (failed) content = <span className={styles.problem}>{t('error.Error fetching name suggestions')}</span>
  else if (checking) content = t('names.checking')
  else if (name && registered) content = <span className={styles.problem}>{t('names.taken', { name })}</span>
  else if (name) content = <span className={styles.available}>{t('names.available', { name })}</span>
  return (
    <p id={id} className={styles.status} aria-live="polite" data-testid="foyer-name-status">
      {content}
    </p>
  )
}
