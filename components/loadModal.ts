/** The lazily loaded module that holds the modal. */
export type ModalModule = typeof import('./modal/ModalRoot')

/**
 * Loads the modal's code. The bundler turns this into a separate chunk, so the
 * dialog, its views and its CSS cost nothing until the user hovers or opens.
 * Repeated calls share the browser's module map: there is no cache of ours.
 */
export function loadModal(): Promise<ModalModule> {
  return import('./modal/ModalRoot')
}
