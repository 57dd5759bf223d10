import { useMutation } from '@tanstack/react-query'
import { useCallback, useMemo } from 'react'
import { authErrorText, type AuthErrorText } from '../../src/auth/authErrorText'
import { AuthStepError } from '../../src/errors/authErrors'
import type { MessageKey } from '../../src/i18n/en'
import { useFoyerActions } from '../foyerContext'

/** Parameters of {@link useAuthStep}. */
export type UseAuthStepParameters<TVariables, TData> = {
  /**
   * Runs the step. Throws an `AuthStepError` for what it refuses or names itself, anything else for
   * a failure; returns normally when it was cancelled (the view left, or a newer attempt started).
   */
  run: (variables: TVariables) => Promise<TData>
  /** The catalogue text of a failure that nothing more specific names, e.g. `'error.Failed to connect'`. */
  fallback: MessageKey
}

/** Return type of {@link useAuthStep}. */
export type AuthStep<TVariables> = {
  /** The latest attempt is running. */
  pending: boolean
  /** What the view shows for the latest attempt's failure, until the next attempt. */
  error: AuthErrorText | undefined
  /** The latest attempt's input, once one started. */
  variables: TVariables | undefined
  /** The latest attempt succeeded. */
  succeeded: boolean
  /** When the latest attempt started (`Date.now()`); 0 before the first. */
  startedAt: number
  /** Starts an attempt; resolves once it settled and never rejects: a failure shows in `error`. */
  start: (variables: TVariables) => Promise<void>
}

/**
 * One step of an embedded-wallet login (send the e-mail, check the code, the social popup, ...) as
 * a React Query mutation: its pending state and its error as the view shows it. A new attempt
 * replaces the last one's state, so an older attempt finishing late never shows its error, and a
 * view that unmounts takes its state along. A failure shakes the modal; a refused input does not.
 *
 * @example
 * const step = useAuthStep({ run: (code: string) => auth.connectOtp({ otp: code }), fallback: 'error.Failed to connect' })
 * step.start('123456')
 */
export function useAuthStep<TVariables = void, TData = unknown>({ run, fallback }: UseAuthStepParameters<TVariables, TData>): AuthStep<TVariables> {
  const { shake } = useFoyerActions()
  const mutation = useMutation<TData, Error, TVariables>({
    mutationFn: run,
    onError: (error) => {
      if (!(error instanceof AuthStepError && error.refused)) shake()
    },
  })
  const { error: failure, mutateAsync } = mutation
  const error = useMemo(() => {
    if (failure === null) return undefined
    return failure instanceof AuthStepError ? failure.text : authErrorText(failure, fallback)
  }, [failure, fallback])
  const start = useCallback((variables: TVariables) => mutateAsync(variables).then(ignore, ignore), [mutateAsync])
  return { pending: mutation.isPending, error, variables: mutation.variables, succeeded: mutation.isSuccess, startedAt: mutation.submittedAt, start }
}

function ignore(): void {}
