import { randomBytes } from 'node:crypto'
import type { Context } from 'hono'

/** Escapes text for HTML content and attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)
}

const STYLE = `body{font:16px/1.5 system-ui,sans-serif;margin:0;min-height:100vh;display:grid;place-items:center;background:#141414;color:#eee}
main{max-width:22rem;padding:1.5rem;text-align:center}
.dev{font-size:.8rem;color:#f5a524;border:1px solid #f5a524;border-radius:1rem;padding:0 .5rem;display:inline-block}
a,button{display:block;box-sizing:border-box;width:100%;margin-block:.5rem;padding:.75rem;border-radius:.75rem;border:1px solid #444;background:#242424;color:#eee;font:inherit;text-decoration:none;cursor:pointer}
a.primary,button.primary{background:#4b6bff;border-color:#4b6bff;color:#fff}
@media (prefers-reduced-motion:no-preference){a,button{transition:background .15s}}`

/**
 * An HTML page of a development stand-in (the OAuth consent page, the Farcaster relay stand-in's
 * sign-in page): a strict CSP, no framing, and an optional inline script allowed by a per-response
 * nonce.
 *
 * @param body HTML inside `<main>`; callers escape what they interpolate.
 * @param status the answer's status. @default 200
 * @example
 * return devPage(c, 'Sign in', '<h1>This sign-in link expired</h1>', undefined, 404)
 */
export function devPage(context: Context, title: string, body: string, script?: string, status: 200 | 404 = 200): Response {
  const nonce = randomBytes(16).toString('base64')
  const csp = [
    "default-src 'none'",
    "style-src 'unsafe-inline'",
    script ? `script-src 'nonce-${nonce}'` : '',
    "connect-src 'self'",
    "form-action 'none'",
    "frame-ancestors 'none'",
    "base-uri 'none'",
  ]
    .filter(Boolean)
    .join('; ')
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="referrer" content="no-referrer"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body><main>${body}</main>${script ? `<script nonce="${nonce}">${script}</script>` : ''}</body></html>`
  return context.body(html, status, { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': csp, 'referrer-policy': 'no-referrer' })
}
