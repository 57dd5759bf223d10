import type { NameSuggestion } from '../../../../src/api/namesApi'
import { useTranslate } from '../../../../hooks/useTranslate'
import * as styles from '../RegisterAccountNameView.css'

/** Free names like the one typed; picking one puts its label in the field. */
export function NameSuggestionList({ suggestions, zone, onPick }: { suggestions: readonly NameSuggestion[]; zone: string; onPick: (label: string) => void }) {
  const t = useTranslate()
  const free = suggestions.filter((suggestion) => !suggestion.registered)
  if (free.length === 0) return null
  return (
    <section aria-labelledby="foyer-name-suggestions">
      <h3 id="foyer-name-suggestions" className={styles.heading}>
        {t('names.suggestions')}
      </h3>
      <ul className={styles.suggestions} data-testid="foyer-name-suggestions">
        {free.map((suggestion) => {
          const label = suggestion.name.endsWith(`.${zone}`) ? suggestion.name.slice(0, -zone.length - 1) : suggestion.name
          return (
            <li key={suggestion.name}>
              <button type="button" className={styles.suggestion} onClick={() => onPick(label)} dir="ltr">
                {suggestion.name}
              </button>
            </li>
          )
        })}
      </ul>
    </section>
  )
}
