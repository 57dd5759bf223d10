import { existsSync } from 'node:fs'
import { recordedSecrets, scanLogFile } from '../logScan/scanLogForSecrets'
import { e2eLogFiles } from './stackEnv'

/**
 * Fails the run when a log line of the stack's services carries a secret it handed out (a code the
 * dev mailbox sent, a session or channel token, a share, a Bearer value, the recovery key). Throws
 * with the findings, secrets masked.
 *
 * @throws when the log is missing or empty (a scan of nothing proves nothing) or carries a secret.
 */
export function assertLogsCarryNoSecret(files: { log: string; secrets: string; dataDir: string | undefined }): string {
  if (!existsSync(files.log)) throw new Error(`No services log at ${files.log}: the stack did not write one (FOYER_LOG_FILE)`)
  const scan = scanLogFile(files.log, recordedSecrets(files.secrets, files.dataDir))
  if (scan.lines === 0) throw new Error(`The services log ${files.log} is empty`)
  if (scan.findings.length > 0) {
    const shown = scan.findings.slice(0, 20).map((finding) => `  line ${finding.line} (${finding.kind}): ${finding.excerpt}`)
    throw new Error(`${scan.findings.length} log line(s) of ${files.log} carry a secret:\n${shown.join('\n')}`)
  }
  return `log scan: ${scan.lines} lines of ${files.log}, ${scan.secrets} recorded secrets, none found`
}

// Playwright's globalTeardown (a default export is what it loads). It runs while the web server is
// still up, after every test; the grouped run (FOYER_E2E_SHARED_STACK=1) scans once its stack stopped.
export default function logScanTeardown(): void {
  if (process.env.FOYER_E2E_SHARED_STACK === '1') return
  console.log(assertLogsCarryNoSecret(e2eLogFiles()))
}
