/**
 * A form's state held outside React, one per `FoyerProvider`: read, replace, subscribe (for
 * `useSyncExternalStore`). Views that follow each other (a form and its preview) and app code share
 * it, so going back finds the values as they were.
 */
export type FormStore<T> = {
  get(): T
  /** Replaces the form; a function gets the current form. Listeners hear only real changes. */
  set(next: T | ((previous: T) => T)): void
  subscribe(listener: () => void): () => void
}

/**
 * A synchronous form store. Synchronous on purpose: the forms' fields are controlled inputs, and an
 * update that landed a tick later would move the caret to the end while the user types.
 *
 * @example
 * const store = createFormStore({ amount: '' })
 * store.set((form) => ({ ...form, amount: '1.5' }))
 */
export function createFormStore<T>(initial: T): FormStore<T> {
  let state = initial
  const listeners = new Set<() => void>()
  return {
    get: () => state,
    set(next) {
      const value = typeof next === 'function' ? (next as (previous: T) => T)(state) : next
      if (value === state) return
      state = value
      for (const listener of listeners) listener()
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}
