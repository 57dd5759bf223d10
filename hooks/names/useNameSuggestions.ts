import { useQuery } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { DEFAULT_NAME_ZONE, nameProblem } from '../../src/names/nameRules'
import type { NameProblem } from '../../src/names/nameRules'
import { useFoyerApi } from '../foyerContext'
import { nameSuggestionsQueryOptions } from './namesQueryOptions'

/** What {@link useNameSuggestions} returns beside the query. */
export type NameSuggestionsState = {
  /** Why the typed label is not a valid name (shown as the rule it breaks), or `undefined`. */
  problem: NameProblem | undefined
  /** The label the suggestions are for: the typed one once typing paused, when valid. */
  settledLabel: string | undefined
}

/**
 * Availability and suggestions for the name being typed: asked for once typing pauses for
 * `debounceMs`, and only for a valid label (the rules are checked at once, without asking). A
 * failure is 'Error fetching name suggestions'.
 *
 * @example
 * const { data, problem } = useNameSuggestions(value)
 */
export function useNameSuggestions(label: string, parameters: { debounceMs?: number; zone?: string } = {}) {
  const { debounceMs = 300, zone = DEFAULT_NAME_ZONE } = parameters
  const api = useFoyerApi()
  const trimmed = label.trim()
  const problem = trimmed === '' ? undefined : nameProblem(trimmed)
  const [settled, setSettled] = useState<string | undefined>(undefined)
  useEffect(() => {
    if (trimmed === '' || problem) {
      setSettled(undefined)
      return
    }
    const timer = setTimeout(() => setSettled(trimmed.toLowerCase()), debounceMs)
    return () => clearTimeout(timer)
  }, [trimmed, problem, debounceMs])
  const settledLabel = settled === trimmed.toLowerCase() ? settled : undefined
  const query = useQuery(nameSuggestionsQueryOptions(api, settledLabel, zone))
  return { ...query, problem, settledLabel, pendingInput: trimmed !== '' && !problem && settledLabel === undefined }
}
