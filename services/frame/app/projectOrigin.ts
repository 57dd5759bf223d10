import { z } from 'zod'
import { matchOrigin } from '../../../src/origins/matchOrigin'
import type { FrameConfig } from './frameConfig'

const originsSchema = z.object({ allowedOrigins: z.array(z.string()) })

/**
 * Checks the host origin against the project's allowed origins (`GET /projects/v1/origins`):
 * `'allowed'`, `'unverified'` (not on the list, or an unknown project) or `'unavailable'` (the API
 * could not say; the frame then stays silent rather than guess). `known` is the answer the page
 * carries (from the frame server's cache); only without it is the API asked.
 */
export async function checkProjectOrigin(
  apiUrl: string,
  projectId: string,
  origin: string,
  known?: FrameConfig['project'],
): Promise<'allowed' | 'unverified' | 'unavailable'> {
  // The frame server's cached answer, when it had one for this project: no request at all.
  if (known?.id === projectId) return 'unknown' in known ? 'unverified' : matchOrigin(origin, known.allowedOrigins) ? 'allowed' : 'unverified'
  try {
    const url = new URL('/projects/v1/origins', apiUrl)
    url.searchParams.set('projectId', projectId)
    const response = await fetch(url, { credentials: 'omit', cache: 'no-store' })
    if (response.status === 404) return 'unverified'
    if (!response.ok) return 'unavailable'
    const parsed = originsSchema.safeParse(await response.json())
    if (!parsed.success) return 'unavailable'
    return matchOrigin(origin, parsed.data.allowedOrigins) ? 'allowed' : 'unverified'
  } catch {
    return 'unavailable'
  }
}
