import { existsSync } from 'node:fs'
import { recordedSecrets, scanLogFile } from '../../logScan/scanLogForSecrets'

/**
 * Fails when a line of the production server's output carries a secret the run saw handed out (a
 * code the SMTP server received, a session token, the recovery key, the Meld API key) or anything
 * shaped like one (a Bearer value, a token, a labelled private key). Call it once the server has stopped.
 *
 * @returns a one-line summary of what was scanned.
 * @throws when the log is missing or empty (a scan of nothing proves nothing) or carries a secret.
 * @example
 * console.log(assertProductionLogClean(info))
 */
export function assertProductionLogClean(files: { logFile: string; secretsFile: string }): string {
  if (!existsSync(files.logFile)) throw new Error(`No production server log at ${files.logFile}`)
  const secrets = recordedSecrets(files.secretsFile)
  const scan = scanLogFile(files.logFile, secrets)
  if (scan.lines === 0) throw new Error(`The production server log ${files.logFile} is empty`)
  if (scan.findings.length > 0) {
    const shown = scan.findings.slice(0, 20).map((finding) => `  line ${finding.line} (${finding.kind}): ${finding.excerpt}`)
    throw new Error(`${scan.findings.length} line(s) of the production server log ${files.logFile} carry a secret:\n${shown.join('\n')}`)
  }
  return `production log scan: ${scan.lines} lines of ${files.logFile}, ${scan.secrets} recorded secrets, none found`
}
