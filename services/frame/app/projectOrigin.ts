import { z } from 'zod'
import { matchOrigin } from '../../../src/origins/matchOrigin'

const originsSchema = z.object({ allowedOrigins: z.array(z.string()) })

/**
 * Checks the host origin against the project's allowed origins (`GET /projects/v1/origins`):
 * `'allowed'`, `'unverified'` (not on the list, or an unknown project) or `'unavailable'` (the API
 * could not say; the frame then stays silent rather than guess).
 */
export async function checkProjectOrigin(apiUrl: string, projectId: string, origin: string): Promise<'allowed' | 'unverified' | 'unavailable'> {
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
