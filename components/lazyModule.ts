/** A module loaded on demand: {@link lazyModule}'s result. */
export type LazyModule<M> = {
  /** Loads the module (the browser's module map shares repeated loads) and remembers it. */
  load: () => Promise<M>
  /** The module if it has already loaded, else `undefined`: a later mount renders it at once. */
  loaded: () => M | undefined
}

/**
 * Wraps one `import()` of a lazily loaded part of the modal. The loaded module is code, the same for
 * every provider on the page, so it is kept once here for components mounted later (another
 * provider, a remount, the dialog shown again) to render at once instead of waiting a tick. Write
 * the `import()` with its literal path at the call site: that is what tells the app's bundler to
 * make the target a chunk of its own.
 *
 * @example
 * const modal = lazyModule(() => import('./modal/ModalRoot'))
 * export const loadModal = modal.load
 */
export function lazyModule<M>(importModule: () => Promise<M>): LazyModule<M> {
  let module: M | undefined
  return {
    load: () => importModule().then((loaded) => (module = loaded)),
    loaded: () => module,
  }
}
