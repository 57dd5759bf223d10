/** The lazily loaded module with every view but Connect (and the analytics client). */
export type RestViewsModule = typeof import('./restViews')

// The module object once loaded: code, the same for every provider on the page, so a later mount
// (another provider, a remount) can show the views at once instead of waiting a tick.
let loaded: RestViewsModule | undefined

/**
 * Loads every view but Connect. The bundler makes this a chunk of its own that the modal asks for
 * once its first view is on screen, or at once when a view from it is shown.
 */
export function loadRestViews(): Promise<RestViewsModule> {
  return import('./restViews').then((module) => (loaded = module))
}

/** The rest of the views if they have already loaded, else `undefined`. */
export function loadedRestViews(): RestViewsModule | undefined {
  return loaded
}
