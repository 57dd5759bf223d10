import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useId, useState, type FormEvent } from 'react'
import { useConnection } from 'wagmi'
import { useAuthConnector } from '../../../hooks/auth/useAuthConnector'
import { useNameSuggestions } from '../../../hooks/names/useNameSuggestions'
import { registerNameMutationKey, useLatestNameRegistration, useRegisterAccountName } from '../../../hooks/names/useRegisterAccountName'
import { useTranslate } from '../../../hooks/useTranslate'
import { RegisterNameError } from '../../../src/errors/nameErrors'
import { DEFAULT_NAME_ZONE, fullName } from '../../../src/names/nameRules'
import { Button } from '../../ui/Button'
import { Spinner } from '../../ui/Spinner'
import { NameStatus } from './partials/NameStatus'
import { NameSuggestionList } from './partials/NameSuggestionList'
import * as styles from './RegisterAccountNameView.css'

/**
 * RegisterAccountName: a name field checked as the user types (the rules at once, availability and
 * suggestions once typing pauses), and Register, which has the embedded wallet sign the
 * registration and the API store it. A failure (or a refused signature) shows here with the name;
 * the field keeps what was typed. Only the connected embedded-wallet account can register.
 */
export function RegisterAccountNameView() {
  const t = useTranslate()
  const zone = DEFAULT_NAME_ZONE
  const { address, connector } = useConnection()
  const auth = useAuthConnector()
  const queryClient = useQueryClient()
  const latest = useLatestNameRegistration()
  const register = useRegisterAccountName({ zone })
  // Back from the login frame's approval the view mounts again: the name being registered stays.
  const [value, setValue] = useState(() => (latest && latest.status !== 'success' && typeof latest.variables === 'string' ? latest.variables : ''))
  const suggestions = useNameSuggestions(value, { zone })
  const inputId = useId()
  const statusId = useId()
  const errorId = useId()

  // A failure from an earlier visit is not this visit's.
  useEffect(() => {
    const cache = queryClient.getMutationCache()
    for (const mutation of cache.findAll({ mutationKey: registerNameMutationKey })) {
      if (mutation.state.status === 'error' && mutation.state.submittedAt < Date.now() - 60_000) cache.remove(mutation)
    }
  }, [queryClient])

  if (!address || !auth || connector?.uid !== auth.uid) {
    return (
      <p role="alert" className={styles.error} data-testid="foyer-name-auth-only">
        {t('names.authOnly')}
      </p>
    )
  }

  const pending = latest?.status === 'pending'
  const failure = latest?.status === 'error' ? latest.error : undefined
  const exact = suggestions.data?.[0]
  const checkedName = suggestions.settledLabel ? fullName(suggestions.settledLabel, zone) : undefined
  const available = Boolean(checkedName && exact && exact.name === checkedName && !exact.registered)
  const canSubmit = available && !pending && !suggestions.problem

  function submit(event: FormEvent) {
    event.preventDefault()
    if (canSubmit) register.mutate(value.trim())
  }

  return (
    <form className={styles.root} onSubmit={submit} noValidate data-testid="foyer-register-name">
      <p className={styles.text}>{t('names.description', { zone })}</p>
      <label className={styles.label} htmlFor={inputId}>
        {t('names.label')}
      </label>
      <div className={styles.field} dir="ltr">
        <input
          id={inputId}
          className={styles.input}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={63}
          aria-invalid={suggestions.problem ? true : undefined}
          aria-describedby={failure ? `${statusId} ${errorId}` : statusId}
          data-foyer-autofocus=""
        />
        <span className={styles.zone} aria-hidden="true">
          .{zone}
        </span>
      </div>
      <NameStatus
        id={statusId}
        problem={suggestions.problem}
        name={exact && exact.name === checkedName ? exact.name : undefined}
        registered={exact?.registered}
        checking={suggestions.pendingInput || suggestions.isFetching}
        failed={suggestions.isError}
      />
      {suggestions.data && <NameSuggestionList suggestions={suggestions.data.slice(1)} zone={zone} onPick={setValue} />}
      {failure && <RegisterFailure id={errorId} error={failure} />}
      <Button variant="accent" type="submit" disabled={!canSubmit} aria-busy={pending}>
        {pending && <Spinner size={16} />}
        {pending ? t('names.registering') : t('names.register')}
      </Button>
    </form>
  )
}

function RegisterFailure({ id, error }: { id: string; error: Error }) {
  const t = useTranslate()
  const name = error instanceof RegisterNameError ? error.registeredName : ''
  const reason = error instanceof RegisterNameError ? error.reason : undefined
  return (
    <div id={id} role="alert" className={styles.error} data-testid="foyer-register-name-error">
      <p className={styles.error}>{t('error.Error registering name', { name })}</p>
      {reason && <p className={styles.text}>{reason}</p>}
    </div>
  )
}
