import { useRef } from 'react'

/**
 * Returns the first of a run of objects whose own values are all the same (`Object.is`) from one
 * render to the next, so an object literal built on every render keeps its identity until one of
 * its members changes: the same as `useMemo` over each member, with the members listed once.
 *
 * @example
 * const options = useShallowStable({ config, locale, onEvent })
 */
export function useShallowStable<T extends object>(value: T): T {
  const stable = useRef(value)
  if (!shallowEqual(stable.current, value)) stable.current = value
  return stable.current
}

function shallowEqual(a: object, b: object): boolean {
  const keys = Object.keys(a)
  if (keys.length !== Object.keys(b).length) return false
  return keys.every((key) => Object.hasOwn(b, key) && Object.is(a[key as keyof typeof a], b[key as keyof typeof b]))
}
