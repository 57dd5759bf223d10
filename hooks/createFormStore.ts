import { createStore } from 'zustand/vanilla'

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
 * A synchronous form store (zustand's vanilla store). Synchronous on purpose: the forms' fields are controlled inputs, and an
 * update that landed a tick later would move the caret to the end while the user types.
 *
 * @example
 * const store = createFormStore({ amount: '' })
 * store.set((form) => ({ ...form, amount: '1.5' }))
 */
export function createFormStore<T>(initial: T): FormStore<T> {
  // zustand's vanilla store: it tells listeners only when the value is another one (Object.is).
  const store = createStore<T>()(() => initial)
  return {
    get: store.getState,
    set: (next) => store.setState(next, true),
    subscribe: (listener) => store.subscribe(() => listener()),
  }
}
