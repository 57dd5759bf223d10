/** One error printed by `tsc --pretty false`. */
export type TscDiagnostic = {
  /**
   * The package whose file holds the error: the last `node_modules/<name>` of its path (`foyer-kit`,
   * `@wagmi/core`), or `app` for the app's own files and for errors that name no file.
   */
  origin: string
  /** The error's code, e.g. `TS2834`; `output` for a line tsc printed that is no error of its format. */
  code: string
  /** The error as printed, its continuation lines included. */
  text: string
}

/**
 * The errors in `tsc --pretty false` output, each with the package it comes from, so that a check
 * can tell the kit's own errors from those inside other packages' declarations.
 *
 * @example
 * parseTscDiagnostics("node_modules/foyer-kit/dist/types/entries/index.d.ts(3,1): error TS2834: ...")
 * // [{ origin: 'foyer-kit', code: 'TS2834', text: '...' }]
 */
export function parseTscDiagnostics(output: string): TscDiagnostic[] {
  const diagnostics: TscDiagnostic[] = []
  for (const line of output.split('\n')) {
    const match = /^(.+?)\(\d+,\d+\): error (TS\d+):/.exec(line)
    if (match) {
      const packageName = /.*node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(match[1] ?? '')?.[1]
      diagnostics.push({ origin: packageName ?? 'app', code: match[2] ?? '', text: line })
      continue
    }
    // An indented line continues the previous error's message; any other line (an error without a
    // file, such as a bad option, or a crash's trace) counts as the app's, so that it is never lost.
    const last = diagnostics.at(-1)
    if (last && /^\s/.test(line)) last.text += `\n${line}`
    else if (line.trim() !== '') diagnostics.push({ origin: 'app', code: /^error (TS\d+):/.exec(line)?.[1] ?? 'output', text: line })
  }
  return diagnostics
}
