/**
 * The alert codes: what the modal shows when the app's configuration or the services get in the
 * way. Each code has a fixed title; the descriptions tell the developer what to do.
 */
export const alerts = {
  APKT001: { title: 'Network Not Found', description: 'The requested network is not configured for this app.' },
  APKT002: {
    title: 'Invalid App Configuration',
    description: "This page's origin is not on the project's allowed origins. Add it to the project's settings.",
  },
  APKT003: { title: 'Network Error: Wallet Load Failed', description: 'The login frame did not load. Check the frame URL and your connection.' },
  APKT004: { title: 'Wallet Request Timeout', description: 'The wallet did not answer in time. Try again.' },
  APKT005: { title: 'Unverified Domain', description: "The login frame refused this page's domain." },
  APKT006: { title: 'Session Expired', description: 'Your session has expired. Connect again.' },
  APKT007: { title: 'Invalid Project ID', description: 'The project id was not recognised.' },
  APKT008: { title: 'Project ID Missing', description: 'The project id is missing or could not be checked.' },
  APKT009: { title: 'Server Error', description: "Foyer's API answered with a server error. Try again later." },
  APKT010: { title: 'Rate Limited', description: 'Too many requests. Wait a moment and try again.' },
} as const

/** An alert code, e.g. `'APKT002'`. */
export type AlertCode = keyof typeof alerts

/** How bad an alert is: errors block, warnings inform. */
export function alertSeverity(code: AlertCode): 'error' | 'warning' {
  return code === 'APKT010' || code === 'APKT006' ? 'warning' : 'error'
}

/**
 * Descriptions that say more precisely why an alert shows than its code's own: the API could not be
 * reached at all (rather than answering 5xx), or an option is missing from the app's configuration.
 */
export const alertDescriptions = ['alert.APKT009.unreachable', 'alert.APKT008.missingProjectId', 'alert.APKT008.missingApiUrl'] as const

/** One of {@link alertDescriptions}. */
export type AlertDescriptionKey = (typeof alertDescriptions)[number]

/** An alert the modal shows: its code and, when one applies, a more precise description. */
export type ModalAlert = { code: AlertCode; description?: AlertDescriptionKey | undefined }
