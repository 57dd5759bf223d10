import { matchOrigin } from '../../src/origins/matchOrigin'
import { developmentRefusal } from '../http/developmentMode'
import type { ServerConfig } from './serverConfigSchema'

/**
 * Why the services must not start with this configuration, as sentences naming the missing key and
 * its variable; empty when they may. Development (`FOYER_DEV=1`) is refused unless `NODE_ENV` is
 * `development` or `test`; outside development the recovery key, the session key, both public URLs
 * and at least one project are required, because the development fallbacks (random per-process keys,
 * URLs built from the Host header, the local projects) would each silently break or open a production
 * deployment.
 *
 * @example
 * const problems = startupProblems(loadServerConfig(process.env), process.env)
 * if (problems.length > 0) process.exit(1)
 */
export function startupProblems(config: ServerConfig, env: Readonly<Record<string, string | undefined>> = process.env): string[] {
  if (config.dev) {
    const refusal = developmentRefusal(env)
    return refusal ? [refusal] : []
  }
  const problems: string[] = []
  const requirement = 'is required outside development (set FOYER_DEV=1 to run the development stand-ins instead)'
  if (!config.recoveryKey)
    problems.push(`recoveryKey (FOYER_RECOVERY_KEY) ${requirement}: 32 bytes, e.g. \`openssl rand -hex 32\`; keep it secret and never change it`)
  if (!config.sessionKeys)
    problems.push(
      `sessionKeys.current (FOYER_SESSION_KEY) ${requirement}: 32 bytes, e.g. \`openssl rand -hex 32\`; it signs every session, and is rotated with sessionKeys.previous and previousUntil`,
    )
  if (!config.api.publicUrl) problems.push(`api.publicUrl (FOYER_API_PUBLIC_URL) ${requirement}: the URL browsers reach the API at`)
  if (!config.frame.publicUrl) problems.push(`frame.publicUrl (FOYER_FRAME_PUBLIC_URL) ${requirement}: the URL browsers reach the login frame at`)
  if (!config.projects || config.projects.length === 0) {
    problems.push(`projects (FOYER_PROJECTS) ${requirement}: at least one { "id", "allowedOrigins" }`)
  }
  problems.push(...originProblems(config))
  return problems
}

// A pattern whose host is a bare `*` lets any site in: `*`, `https://*`, `http://*:*`. The
// configuration has checked each pattern's grammar (`*` or scheme://host[:port]), so the host is
// what follows the one `://`, up to a port; none of what is compared has a case.
const anyHost = (pattern: string) => {
  const trimmed = pattern.trim()
  return trimmed === '*' || trimmed.slice(trimmed.indexOf('://') + 3).split(':')[0] === '*'
}

/**
 * The allowed origins a production deployment must not have: a pattern that lets any site in (every
 * page could then open the login frame and read the API's answers), and the login frame's own
 * origin (the frame holds the key shares only because no page of the app shares its origin).
 */
function originProblems(config: ServerConfig): string[] {
  const problems: string[] = []
  const frameOrigin = config.frame.publicUrl ? new URL(config.frame.publicUrl).origin : undefined
  for (const [index, project] of (config.projects ?? []).entries()) {
    const key = `projects[${index}].allowedOrigins (FOYER_PROJECTS)`
    for (const pattern of project.allowedOrigins.filter(anyHost)) {
      problems.push(`${key}: "${pattern}" lets every site in; list the app's own origins (e.g. https://app.example, https://*.example.com)`)
    }
    if (frameOrigin && matchOrigin(frameOrigin, project.allowedOrigins)) {
      problems.push(
        `frame.publicUrl (FOYER_FRAME_PUBLIC_URL): ${frameOrigin} is also an allowed origin of project "${project.id}"; the login frame needs an origin of its own, or the app's pages could read the wallet's key shares`,
      )
    }
  }
  return problems
}

/**
 * Why development mode may not run in this environment, or `undefined` (`NODE_ENV` must be
 * `development` or `test`). Shared by `npm run serve` with `FOYER_DEV=1` and by `npm start`, which is
 * always development.
 */
export { developmentRefusal }
