import { Fragment, type ReactNode } from 'react'
import type { FoyerLegal } from '../../../src/config/createFoyerConfig'
import type { MessageKey } from '../../../src/i18n/en'
import * as styles from './LegalCheckbox.css'

/** Props of {@link LegalCheckbox}. */
export type LegalCheckboxProps = {
  /** The links the user agrees to (at least one). */
  legal: Readonly<FoyerLegal> | undefined
  /** Whether the box is ticked. */
  checked: boolean
  onChange: (checked: boolean) => void
  /** The id of the explanation shown while unticked, for the controls it locks (`aria-describedby`). */
  hintId: string
  /** The modal's texts. */
  t: (key: MessageKey) => string
  /** Take the dialog's initial focus (`data-foyer-autofocus`), as the first thing to do on Connect. @default false */
  autoFocus?: boolean
}

/**
 * "I agree to the Terms of Service and Privacy Policy": a native checkbox (Space ticks it) whose
 * links open in a new tab, and, while it is unticked, the reason the connect controls are off.
 */
export function LegalCheckbox({ legal, checked, onChange, hintId, t, autoFocus = false }: LegalCheckboxProps) {
  const link = (href: string, key: 'legal.terms' | 'legal.privacy') => (
    <a className={styles.link} href={href} target="_blank" rel="noreferrer noopener">
      {t(key)} <span className={styles.srOnly}>{t('legal.newTab')}</span>
    </a>
  )
  const terms = legal?.termsUrl ? link(legal.termsUrl, 'legal.terms') : undefined
  const privacy = legal?.privacyUrl ? link(legal.privacyUrl, 'legal.privacy') : undefined
  const sentence = terms && privacy ? 'legal.agreeBoth' : terms ? 'legal.agreeTerms' : 'legal.agreePrivacy'
  return (
    <div className={styles.root} data-foyer-legal="">
      <label className={styles.label}>
        <input
          type="checkbox"
          className={styles.checkbox}
          checked={checked}
          onChange={(event) => onChange(event.currentTarget.checked)}
          data-foyer-autofocus={autoFocus ? '' : undefined}
        />
        <span>{fillLinks(t(sentence), { terms, privacy })}</span>
      </label>
      {!checked && (
        <p className={styles.hint} id={hintId}>
          {t('legal.required')}
        </p>
      )}
    </div>
  )
}

// The sentence's `{terms}` and `{privacy}` placeholders become the links, wherever a locale puts them.
function fillLinks(text: string, links: Record<'terms' | 'privacy', ReactNode>): ReactNode[] {
  return text.split(/\{(terms|privacy)\}/).map((part, index) => (index % 2 === 1 ? <Fragment key={part}>{links[part as 'terms' | 'privacy']}</Fragment> : part))
}
