import type { Context } from 'hono'

const STYLE = `body{font:16px/1.5 system-ui,sans-serif;margin:0;min-height:100vh;display:grid;place-items:center;background:#141414;color:#eee}
main{max-width:24rem;padding:1.5rem;text-align:center}
dl{text-align:left;display:grid;grid-template-columns:auto 1fr;gap:.25rem .75rem}dt{color:#aaa}dd{margin:0;overflow-wrap:anywhere}
button{display:block;box-sizing:border-box;width:100%;margin-block:.5rem;padding:.75rem;border-radius:.75rem;border:1px solid #444;background:#242424;color:#eee;font:inherit;cursor:pointer}
button.primary{background:#4b6bff;border-color:#4b6bff;color:#fff}[hidden]{display:none}`

/** The path of the page's script, served by the API itself (the page's CSP allows no inline script). */
export const DEVICE_APPROVAL_SCRIPT_PATH = '/auth/v1/device/approve.js'

/**
 * The device-approval page, `GET /auth/v1/device/approve#<token>`. The token stays in the
 * fragment; the page's script reads it, asks what is being approved, and only an explicit click
 * approves or denies (mail scanners open links, so loading the page decides nothing).
 */
export function deviceApprovalPage(context: Context): Response {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="referrer" content="no-referrer"><meta name="robots" content="noindex"><title>Approve this device</title><style>${STYLE}</style></head>
<body><main>
<h1>Approve this device</h1>
<p id="status" role="status">Loading…</p>
<dl id="details" hidden><dt>When</dt><dd id="when"></dd><dt>Browser</dt><dd id="browser"></dd><dt>App</dt><dd id="app"></dd><dt>Site</dt><dd id="site"></dd></dl>
<div id="choices" hidden>
<p>Approve only if you are signing in on this browser right now.</p>
<button id="approve" class="primary" type="button">Approve this device</button>
<button id="deny" type="button">This was not me</button>
</div>
</main><script src="${DEVICE_APPROVAL_SCRIPT_PATH}"></script></body></html>`
  const csp = [
    "default-src 'none'",
    "style-src 'unsafe-inline'",
    "script-src 'self'",
    "connect-src 'self'",
    "form-action 'none'",
    "frame-ancestors 'none'",
    "base-uri 'none'",
  ]
  return context.body(html, 200, { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': csp.join('; '), 'referrer-policy': 'no-referrer' })
}

// Plain browser JavaScript: no build step on the API, and it runs on any browser the mail is read in.
const SCRIPT = `(() => {
  const token = location.hash.slice(1)
  const byId = (id) => document.getElementById(id)
  const say = (text) => { byId('status').textContent = text }
  const gone = 'This link expired or was already used. Sign in again to get a new one.'
  const post = (path) => fetch(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ token }), credentials: 'omit', cache: 'no-store' })
  const fill = (id, value) => { const row = byId(id); if (value) row.textContent = value; else { row.previousElementSibling.hidden = true; row.hidden = true } }
  const decide = async (path, done) => {
    byId('choices').hidden = true
    say('…')
    try {
      const answer = await post(path)
      say(answer.ok ? done : answer.status === 410 ? gone : 'Something went wrong. Try again later.')
    } catch { say('Something went wrong. Try again later.') }
  }
  const start = async () => {
    if (!/^[A-Za-z0-9_-]{20,200}$/.test(token)) return say(gone)
    const answer = await post('/auth/v1/device/approval')
    if (!answer.ok) return say(answer.status === 410 ? gone : 'Something went wrong. Try again later.')
    const details = await answer.json()
    fill('when', new Date(details.requestedAt).toLocaleString())
    fill('browser', details.browser)
    fill('app', details.appName)
    fill('site', details.site)
    byId('details').hidden = false
    byId('choices').hidden = false
    say('Someone signed in with the code sent to your e-mail and wants to use your wallet on a new device.')
    byId('approve').addEventListener('click', () => decide('/auth/v1/device/approve', 'Device approved. You can go back to the app.'))
    byId('deny').addEventListener('click', () => decide('/auth/v1/device/deny', 'Sign-in refused. That device cannot use your wallet.'))
  }
  start().catch(() => say('Something went wrong. Try again later.'))
})()
`

/** The page's script, `GET /auth/v1/device/approve.js`. */
export function deviceApprovalScript(context: Context): Response {
  return context.body(SCRIPT, 200, { 'content-type': 'text/javascript; charset=utf-8' })
}
