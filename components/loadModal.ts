import { lazyModule } from './lazyModule'

/** The lazily loaded module that holds the modal's dialog and its Connect view. */
export type ModalModule = typeof import('./modal/ModalRoot')

const modal = lazyModule<ModalModule>(() => import('./modal/ModalRoot'))

/**
 * Loads the modal's code. The bundler turns this into a separate chunk, so the dialog, its Connect
 * view and its CSS cost nothing until the user hovers or opens; the other views follow in a chunk
 * of their own. Repeated calls share the browser's module map.
 */
export const loadModal: () => Promise<ModalModule> = modal.load

/** The modal's code if it has already loaded, else `undefined`. */
export const loadedModal: () => ModalModule | undefined = modal.loaded
