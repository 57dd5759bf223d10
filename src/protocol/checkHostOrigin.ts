import { matchOrigin } from '../origins/matchOrigin'

/** Why the frame refuses to talk to its parent, as shown in `<html data-foyer-frame>`. */
export type HostOriginFailure = 'no-origin' | 'origin-not-allowed' | 'not-framed' | 'origin-mismatch'

/** Outcome of {@link checkHostOrigin}. */
export type HostOriginCheck = { ok: true; origin: string } | { ok: false; status: HostOriginFailure }

/** Inputs of {@link checkHostOrigin}: what the frame knows about who embeds it. */
export type CheckHostOriginOptions = {
  /** The `?origin=` the host claims. */
  claimed: string | null | undefined
  /** The project's allowed origins (`*` wildcards, see `matchOrigin`). */
  allowedOrigins: readonly string[]
  /** Whether the page runs inside a frame (`window.parent !== window`). */
  framed: boolean
  /** `location.ancestorOrigins` where the browser has it (Chromium, WebKit). */
  ancestorOrigins?: ArrayLike<string> | undefined
}

/**
 * Decides whether the frame may talk to the host origin it was given: the claim must be a
 * serialized origin on the allowed list, the page must be framed, and where the browser reports the
 * embedding origin the claim must agree with it (so a page cannot borrow an allowed origin's name).
 *
 * @example
 * checkHostOrigin({ claimed: 'http://127.0.0.1:5173', allowedOrigins: ['http://127.0.0.1:*'], framed: true })
 * // { ok: true, origin: 'http://127.0.0.1:5173' }
 */
export function checkHostOrigin(options: CheckHostOriginOptions): HostOriginCheck {
  const { claimed } = options
  if (!claimed || !isSerializedOrigin(claimed)) return { ok: false, status: 'no-origin' }
  if (!matchOrigin(claimed, options.allowedOrigins)) return { ok: false, status: 'origin-not-allowed' }
  if (!options.framed) return { ok: false, status: 'not-framed' }
  const ancestors = options.ancestorOrigins
  if (ancestors && ancestors.length > 0 && ancestors[0] !== claimed) return { ok: false, status: 'origin-mismatch' }
  return { ok: true, origin: claimed }
}

// An opaque origin (data:, file:, sandboxed pages) serializes as `null`, which is no parseable URL,
// so the equality below already refuses it: no separate check for `null` is needed.
function isSerializedOrigin(value: string): boolean {
  return URL.canParse(value) && new URL(value).origin === value
}
