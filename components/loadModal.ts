/** The lazily loaded module that holds the modal's dialog and its Connect view. */
export type ModalModule = typeof import('./modal/ModalRoot')

// The module object once loaded: code, the same for every provider on the page, so a provider
// mounted later renders the dialog at once instead of showing the shell for a tick.
let loaded: ModalModule | undefined

/**
 * Loads the modal's code. The bundler turns this into a separate chunk, so the dialog, its Connect
 * view and its CSS cost nothing until the user hovers or opens; the other views follow in a chunk
 * of their own. Repeated calls share the browser's module map.
 */
export function loadModal(): Promise<ModalModule> {
  return import('./modal/ModalRoot').then((module) => (loaded = module))
}

/** The modal's code if it has already loaded, else `undefined`. */
export function loadedModal(): ModalModule | undefined {
  return loaded
}
