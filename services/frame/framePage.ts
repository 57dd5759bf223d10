import { originPatternToRegExp } from '../../src/origins/matchOrigin'

/**
 * HTML of the frame page. The allowed origins go into a JSON data block (not executed, so the CSP
 * needs no inline allowance) both as written and as the RegExp sources `/frame.js` tests against,
 * so the browser uses exactly the server's matching rules.
 */
export function framePage(allowedOrigins: readonly string[]): string {
  const config = {
    allowedOrigins,
    originPatterns: allowedOrigins.map((pattern) => originPatternToRegExp(pattern).source),
  }
  // `<` escaped so no value can close the script element early.
  const json = JSON.stringify(config).replace(/</g, '\\u003c')
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Foyer login frame</title>
<script type="application/json" id="foyer-frame-config">${json}</script>
<script src="/frame.js" defer></script>
</head>
<body></body>
</html>
`
}
