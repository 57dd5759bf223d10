const complete = new WeakSet<Response>()

/**
 * Marks an answer whose headers already include everything the shared middlewares add (security
 * headers, `Cache-Control`, CORS), set as one plain object when it was made. The middlewares then
 * leave it alone: touching `answer.headers` would turn that object into a WHATWG `Headers` and make
 * the Node adapter convert it back, the largest per-request cost of a cached answer.
 *
 * @returns the same answer.
 * @example
 * return markComplete(new Response(text, { headers: { ...headersFor(incoming), 'content-type': 'application/json' } }))
 */
export function markComplete<T extends Response>(answer: T): T {
  complete.add(answer)
  return answer
}

/** Whether {@link markComplete} marked this answer. */
export function isComplete(answer: Response): boolean {
  return complete.has(answer)
}
