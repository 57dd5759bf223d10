import type { FrameSolanaClusterConfig } from './frameSolanaClusters'
import type { ProjectAnswer } from './projectAnswers'

/** What the frame server tells the app through the page's JSON config block. */
export type FramePageConfig = {
  /** Host origins the frame may talk to (`*` wildcards). */
  allowedOrigins: readonly string[]
  /** The auth API the frame calls. */
  apiUrl: string
  /** The chains the frame uses, each with its own RPC URL, fee cap (wei, decimal string) and currency symbol. */
  chains: readonly { id: number; rpcUrl: string; maxFeeWei: string; nativeSymbol: string; smartAccountImplementation?: string; smartSessions?: boolean }[]
  /** The Solana clusters the frame signs for, each with its own RPC URL. */
  solana?: readonly FrameSolanaClusterConfig[]
  /** The API's answer about the page's project, when the server had a fresh one (the frame then does not ask). */
  project?: ProjectAnswer
}

/**
 * HTML of a frame page (`/` runs `/frame.js`, `/social-result` runs `/social-result.js`). The
 * config goes into a JSON data block (not executed, so the CSP needs no inline allowance);
 * `status` is the initial `<html data-foyer-frame>`, and `script: undefined` gives a page that runs
 * nothing (the server's answer to a host origin that is not allowed).
 */
export function framePage({ config, script, status, title }: { config: FramePageConfig; script: string | undefined; status: string; title: string }): string {
  // `<` escaped so no value can close the script element early.
  const json = JSON.stringify({
    allowedOrigins: config.allowedOrigins,
    apiUrl: config.apiUrl,
    chains: config.chains,
    solana: config.solana ?? [],
    ...(config.project ? { project: config.project } : {}),
  }).replace(/</g, '\\u003c')
  return `<!doctype html>
<html lang="en" data-foyer-frame="${escapeAttribute(status)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeAttribute(title)}</title>
<link rel="stylesheet" href="/frame.css">
<script type="application/json" id="foyer-frame-config">${json}</script>
${script ? `<script type="module" src="${escapeAttribute(script)}"></script>\n` : ''}</head>
<body></body>
</html>
`
}

function escapeAttribute(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
}
