/** The `code` of the 404 answer for a project id the API does not know (the modal shows APKT007). */
export const unknownProjectCode = 'unknown_project'

/**
 * How long a project's origins and flags may be reused once fetched: by a browser or CDN (the answers'
 * `Cache-Control`) and by the login frame's server. A change to a project's configuration reaches
 * every page within it.
 */
export const PROJECT_CONFIG_MAX_AGE_MS = 60_000
