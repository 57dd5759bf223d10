import type { IncomingMessage } from 'node:http'
import { ClientAbortError } from '../http/ClientAbortError'
import { HttpError } from './HttpError'

/** Largest JSON body a route may read. */
export const MAX_BODY_BYTES = 1_000_000

/**
 * Reads and parses a request's JSON body: 415 unless it is declared JSON, 413 past
 * {@link MAX_BODY_BYTES} (declared or sent), 400 when it does not parse; a {@link ClientAbortError}
 * when the client closes the connection before the body arrived whole.
 */
export async function readJsonBody(request: Request, incoming: IncomingMessage): Promise<unknown> {
  if (!request.headers.get('content-type')?.startsWith('application/json')) {
    throw new HttpError(415, 'Expected a JSON body (Content-Type: application/json)')
  }
  if (Number(request.headers.get('content-length') ?? 0) > MAX_BODY_BYTES) throw new HttpError(413, 'Body too large')
  const chunks: Uint8Array[] = []
  let size = 0
  const reader = request.body?.getReader()
  try {
    for (let chunk = await reader?.read(); chunk && !chunk.done; chunk = await reader?.read()) {
      size += chunk.value.byteLength
      if (size > MAX_BODY_BYTES) {
        await reader?.cancel()
        throw new HttpError(413, 'Body too large')
      }
      chunks.push(chunk.value)
    }
  } catch (error) {
    if (!(error instanceof HttpError) && (request.signal.aborted || (incoming.destroyed && !incoming.complete))) {
      throw new ClientAbortError()
    }
    throw error
  }
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown
  } catch {
    throw new HttpError(400, 'Body is not valid JSON')
  }
}
