import { lazyModule } from '../lazyModule'

/** The lazily loaded module with every view but Connect (and the analytics client). */
export type RestViewsModule = typeof import('./restViews')

const restViews = lazyModule<RestViewsModule>(() => import('./restViews'))

/**
 * Loads every view but Connect. The bundler makes this a chunk of its own that the modal asks for
 * once its first view is on screen, or at once when a view from it is shown.
 */
export const loadRestViews: () => Promise<RestViewsModule> = restViews.load

/** The rest of the views if they have already loaded, else `undefined`. */
export const loadedRestViews: () => RestViewsModule | undefined = restViews.loaded
