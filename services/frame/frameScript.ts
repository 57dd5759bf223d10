/**
 * Source of `/frame.js`, the frame page's only script (the CSP allows no inline code). It reads the
 * host page's origin from `?origin=`, checks it against the allowed-origin RegExps the server put in
 * the page, and posts `frame:ready` to the parent with that exact origin as `targetOrigin`, so a page
 * that lied about its origin receives nothing. It records the outcome in `<html data-foyer-frame>`
 * for tests and debugging.
 *
 * Plain JS because the server sends it as is; `version` is embedded from `FRAME_PROTOCOL_VERSION`.
 */
export function frameScript(version: number): string {
  return `// Foyer login frame (placeholder): announces itself to an allowed parent page.
(() => {
  'use strict'
  const VERSION = ${JSON.stringify(version)}
  const setStatus = (value) => {
    document.documentElement.dataset.foyerFrame = value
  }
  // Browsers send origins serialized; anything else (a path, upper case, "null") is refused.
  const isSerializedOrigin = (value) => {
    try {
      const origin = new URL(value).origin
      return origin !== 'null' && origin === value
    } catch {
      return false
    }
  }

  let config
  try {
    config = JSON.parse(document.getElementById('foyer-frame-config').textContent)
  } catch {
    return setStatus('bad-config')
  }
  const origin = new URLSearchParams(location.search).get('origin')
  if (!origin || !isSerializedOrigin(origin)) return setStatus('no-origin')
  const allowed = config.originPatterns.some((source) => new RegExp(source).test(origin))
  if (!allowed) return setStatus('origin-not-allowed')
  if (window.parent === window) return setStatus('not-framed')
  // Where the browser tells us who embeds us (Chromium, WebKit), the claim must agree with it.
  const ancestors = location.ancestorOrigins
  if (ancestors && ancestors.length > 0 && ancestors[0] !== origin) return setStatus('origin-mismatch')

  window.parent.postMessage({ type: 'frame:ready', version: VERSION }, origin)
  setStatus('ready')
})()
`
}
