import * as z from 'zod/mini'
import type { FoyerLegal } from '../config/createFoyerConfig'
import { readStoredJson } from './dropStoredValue'

/**
 * Key of the legal checkbox's acceptance for one project in the kit's store. Per project, so two
 * apps on one origin (or one app with two projects) each ask for their own terms.
 *
 * @example
 * legalConsentKey('my-app') // 'foyer.legalConsent.my-app'
 */
export function legalConsentKey(projectId: string | undefined): string {
  return `foyer.legalConsent.${projectId ?? ''}`
}

const url = z.optional(z.string().check(z.maxLength(2048)))
const consentSchema = z.object({ termsUrl: url, privacyUrl: url, acceptedAt: z.number().check(z.int(), z.nonnegative()) })

/** An acceptance as stored: the links the user agreed to, and when (ms since the epoch). */
export type LegalConsent = z.infer<typeof consentSchema>

/**
 * Whether the store holds this project's acceptance of exactly these links. A malformed value is
 * dropped and logged; an acceptance of other links (the app changed its terms) counts as none, so
 * the user is asked again.
 *
 * @example
 * readLegalConsent(storage, 'my-app', config.legal) // true once the box was ticked
 */
export function readLegalConsent(
  storage: Pick<Storage, 'getItem' | 'removeItem'> | undefined,
  projectId: string | undefined,
  legal: Readonly<FoyerLegal> | undefined,
): boolean {
  const stored = readStoredJson(storage, legalConsentKey(projectId), (value) => {
    const parsed = consentSchema.safeParse(value)
    return parsed.success ? parsed.data : undefined
  })
  return stored !== undefined && stored.termsUrl === legal?.termsUrl && stored.privacyUrl === legal?.privacyUrl
}

/**
 * Stores (or, with `accepted` false, forgets) this project's acceptance of these links.
 *
 * @example
 * writeLegalConsent(storage, 'my-app', config.legal, true)
 */
export function writeLegalConsent(
  storage: Pick<Storage, 'setItem' | 'removeItem'>,
  projectId: string | undefined,
  legal: Readonly<FoyerLegal> | undefined,
  accepted: boolean,
  now: number = Date.now(),
): void {
  const key = legalConsentKey(projectId)
  if (!accepted) return storage.removeItem(key)
  const consent: LegalConsent = { termsUrl: legal?.termsUrl, privacyUrl: legal?.privacyUrl, acceptedAt: now }
  storage.setItem(key, JSON.stringify(consent))
}
