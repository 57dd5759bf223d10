/** One validation problem as the API answers it: where in the input, and what is wrong. */
export type AnswerIssue = { path: string[]; message: string }

// A refusal must stay small whatever the input: one issue, short path segments, a short message.
// Record keys and unrecognized keys come from the client, so they are cut, never echoed whole.
const MAX_SEGMENTS = 8
const MAX_SEGMENT_CHARS = 64
const MAX_MESSAGE_CHARS = 200

/**
 * The issues a 400 answer carries: only the first problem, its path and message cut to a few hundred
 * characters at most. Every issue of a large body would make the answer many times the body's size
 * (and the server's memory with it).
 *
 * @example
 * throw new HttpError(400, 'Invalid request', { issues: boundedIssues(error.issues) })
 */
export function boundedIssues(issues: readonly { path?: readonly PropertyKey[]; message: string }[]): AnswerIssue[] {
  const first = issues[0]
  if (!first) return []
  const path = (first.path ?? []).slice(0, MAX_SEGMENTS).map((segment) => cut(String(segment), MAX_SEGMENT_CHARS))
  return [{ path, message: cut(first.message, MAX_MESSAGE_CHARS) }]
}

function cut(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max)}…` : text
}
