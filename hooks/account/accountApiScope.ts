import type { FoyerOptions } from '../foyerContext'

/** Which API the account queries ask, and for which project; part of every account query key. */
export type AccountApiScope = {
  /** Base URL of Foyer's API. */
  baseUrl: string
  projectId: string
}

/** The account API scope of a provider's options. */
export function accountApiScope(options: Pick<FoyerOptions, 'apiUrl' | 'projectId'>): AccountApiScope {
  return { baseUrl: options.apiUrl, projectId: options.projectId }
}
