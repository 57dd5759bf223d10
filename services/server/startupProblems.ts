import type { ServerConfig } from './serverConfigSchema'

/**
 * Why the services must not start with this configuration, as sentences naming the missing key and
 * its variable; empty when they may. Development (`FOYER_DEV=1`) is refused under
 * `NODE_ENV=production`; outside development the recovery key, both public URLs and at least one
 * project are required, because the development fallbacks (a random per-process key, URLs built from
 * the Host header, the local projects) would each silently break or open a production deployment.
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
  if (!config.api.publicUrl) problems.push(`api.publicUrl (FOYER_API_PUBLIC_URL) ${requirement}: the URL browsers reach the API at`)
  if (!config.frame.publicUrl) problems.push(`frame.publicUrl (FOYER_FRAME_PUBLIC_URL) ${requirement}: the URL browsers reach the login frame at`)
  if (!config.projects || config.projects.length === 0) {
    problems.push(`projects (FOYER_PROJECTS) ${requirement}: at least one { "id", "allowedOrigins" }`)
  }
  return problems
}

/**
 * Why development mode may not run in this environment (`NODE_ENV=production`), or `undefined`.
 * Shared by `npm run serve` with `FOYER_DEV=1` and by `npm start`, which is always development.
 */
export function developmentRefusal(env: Readonly<Record<string, string | undefined>> = process.env): string | undefined {
  return env.NODE_ENV === 'production'
    ? 'FOYER_DEV=1 (development mode) is refused when NODE_ENV=production: development mounts test routes that hand out sessions'
    : undefined
}
