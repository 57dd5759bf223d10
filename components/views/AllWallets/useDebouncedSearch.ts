import { useCallback, useEffect, useState } from 'react'

/** The delay before a search is sent: 300 ms after typing stops, so keystrokes cost no requests. */
export const searchDebounceMs = 300

/** Return type of {@link useDebouncedSearch}. */
export type UseDebouncedSearchReturnType = {
  /** What the search box shows, updated on every keystroke. */
  text: string
  /** What to search for: `text`, once it has not changed for `delayMs`. */
  search: string
  setText: (text: string) => void
  /** Empties both at once (clearing is not typing: the full list comes back straight away). */
  clear: () => void
}

/**
 * A search box's text and its debounced value.
 *
 * @example
 * const { text, search, setText, clear } = useDebouncedSearch()
 */
export function useDebouncedSearch(delayMs = searchDebounceMs): UseDebouncedSearchReturnType {
  const [text, setText] = useState('')
  const [search, setSearch] = useState('')
  useEffect(() => {
    if (text === search) return
    const timer = setTimeout(() => setSearch(text), delayMs)
    return () => clearTimeout(timer)
  }, [text, search, delayMs])
  const clear = useCallback(() => {
    setText('')
    setSearch('')
  }, [])
  return { text, search, setText, clear }
}
