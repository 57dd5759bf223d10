/** How an authorization request at the local OpenID Provider ended. */
export type AuthorizationOutcome =
  /** A redirect to the client's redirect URI (`response_mode` query, the default). */
  | { kind: 'redirect'; location: URL }
  /** The page that form-posts the answer to the client's redirect URI (`response_mode=form_post`, as Apple uses). */
  | { kind: 'formPost'; action: URL; fields: URLSearchParams }

const REQUEST_TIMEOUT_MS = 10_000

/**
 * Runs an authorization request as a user in the popup would: follows the provider's redirects,
 * signs in with `login` on its login page, then consents (or cancels), keeping its cookies.
 *
 * @throws when the provider answers anything else (e.g. its error page for a bad request).
 * @example
 * const outcome = await runAuthorization(issuer, authorizationUrl, 'alice', true)
 */
export async function runAuthorization(issuer: string, start: URL, login: string, consent: boolean): Promise<AuthorizationOutcome> {
  const jar = new Map<string, string>()
  const send = async (url: URL, form?: Record<string, string>) => {
    const response = await fetch(url, {
      method: form ? 'POST' : 'GET',
      redirect: 'manual',
      headers: {
        cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; '),
        ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      body: form ? new URLSearchParams(form) : undefined,
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    })
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';')
      const at = pair.indexOf('=')
      const name = pair.slice(0, at).trim()
      const expired = attributes.some((attribute) => /^\s*(max-age=0|expires=thu, 01 jan 1970)/i.test(attribute))
      if (expired) jar.delete(name)
      else jar.set(name, pair.slice(at + 1).trim())
    }
    return response
  }

  let url = start
  let response = await send(url)
  for (let step = 0; step < 12; step++) {
    const location = response.headers.get('location')
    if (response.status >= 300 && response.status < 400 && location) {
      await response.arrayBuffer()
      const next = new URL(location, url)
      // Anything outside the provider is the client's redirect URI: the flow's result.
      if (next.origin !== issuer) return { kind: 'redirect', location: next }
      url = next
      response = await send(url)
      continue
    }
    const page = await response.text()
    const posted = formPostOf(page)
    if (posted) return posted
    if (response.status !== 200 || !/^\/interaction\/[^/]+$/.test(url.pathname)) {
      throw new Error(`local OpenID Provider answered ${response.status} at ${url.pathname}: ${page.slice(0, 300)}`)
    }
    const prompt = /name="prompt" value="(login|consent)"/.exec(page)?.[1]
    if (!consent) {
      url = new URL(`${url.pathname}/abort`, url)
      response = await send(url)
    } else if (prompt === 'login') {
      response = await send(url, { prompt: 'login', login, password: 'any' })
    } else if (prompt === 'consent') {
      response = await send(url, { prompt: 'consent' })
    } else {
      throw new Error(`local OpenID Provider: unexpected page at ${url.pathname}`)
    }
  }
  throw new Error('local OpenID Provider: too many redirects')
}

/** The provider's self-submitting form_post page, read as its target and fields. */
function formPostOf(page: string): AuthorizationOutcome | undefined {
  if (!page.includes('<title>Submitting Callback</title>')) return undefined
  const action = /<form method="post" action="([^"]+)">/.exec(page)?.[1]
  if (!action) return undefined
  const fields = new URLSearchParams()
  for (const match of page.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"\/>/g))
    fields.append(unescapeHtml(match[1] ?? ''), unescapeHtml(match[2] ?? ''))
  return { kind: 'formPost', action: new URL(unescapeHtml(action)), fields }
}

function unescapeHtml(text: string): string {
  return text.replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&quot;', '"').replaceAll('&#39;', "'").replaceAll('&amp;', '&')
}
