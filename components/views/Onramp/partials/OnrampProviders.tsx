import { useId } from 'react'
import { useTranslate } from '../../../../hooks/useTranslate'
import type { MessageKey } from '../../../../src/i18n/en'
import { ONRAMP_PROVIDER_FEE_PERCENT } from '../../../../src/onramp/onrampDefaults'
import * as styles from '../OnrampView.css'

const names: Readonly<Record<string, MessageKey>> = { sandbox: 'onramp.provider.sandbox', meld: 'onramp.provider.meld' }

/** A provider's name as shown: the known ones translated, any other as the API names it. */
export function useProviderLabel(): (name: string) => string {
  const t = useTranslate()
  return (name) => {
    const key = names[name]
    return key ? t(key) : name
  }
}

/** The providers as a radio group, each with the fee range (and the sandbox with its note). */
export function OnrampProviders(props: { providers: readonly string[]; selected: string | undefined; onSelect: (name: string) => void }) {
  const t = useTranslate()
  const label = useProviderLabel()
  const group = useId()
  if (props.providers.length === 0) {
    return (
      <p className={styles.warning} role="alert" data-testid="foyer-onramp-no-provider">
        {t('onramp.noProvider')}
      </p>
    )
  }
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{t('onramp.providers')}</legend>
      {props.providers.map((name) => (
        <label key={name} className={styles.provider}>
          <input type="radio" className={styles.radio} name={group} value={name} checked={props.selected === name} onChange={() => props.onSelect(name)} />
          <span className={styles.providerText}>
            <span className={styles.providerName}>{label(name)}</span>
            <span className={styles.muted}>
              {t('onramp.providerFee', { min: ONRAMP_PROVIDER_FEE_PERCENT.min, max: ONRAMP_PROVIDER_FEE_PERCENT.max })}
              {name === 'sandbox' && ` · ${t('onramp.provider.sandboxNote')}`}
            </span>
          </span>
        </label>
      ))}
    </fieldset>
  )
}
