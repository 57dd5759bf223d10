import { LOCAL_ORIGIN_PATTERNS } from '../../src/origins/matchOrigin'
import type { ProjectConfig } from '../api/projectRoutes'
import { localProjects } from '../api/projectRoutes'
import { HTTP_SERVER_DEFAULTS } from '../http/HttpServerOptions'
import type { ServerConfig } from './serverConfigSchema'

/** What the API and the frame are built from, derived once from the configuration. */
export type ServiceOptions = {
  dev: boolean
  projects: readonly ProjectConfig[]
  /** Origins allowed by CORS on the API: the projects' origins and the frame's own (it calls the API). */
  apiOrigins: readonly string[]
  /** Origins allowed to embed the frame (`frame-ancestors`): the projects' origins. */
  frameAncestors: readonly string[]
  /** Origins the login frame is served from (OAuth results are redirected there). */
  frameOrigins: readonly string[]
  /**
   * Host headers the servers answer: the public URLs' hosts and `allowedHosts`; this machine's loopback
   * names only in development or when listed there.
   */
  allowedHosts: readonly string[]
  /** What `authRoutes` reads from its `env` option: SMTP and the recovery key (OAuth goes as `authRoutes({ oauth })`). */
  authEnv: Record<string, string>
}

/**
 * Derives the services' options from a validated configuration: outside development everything comes
 * from it; in development the local projects and loopback origins fill what it leaves out.
 *
 * @example
 * const options = serviceOptions(loadServerConfig(process.env))
 */
export function serviceOptions(config: ServerConfig): ServiceOptions {
  const projects = config.projects ?? (config.dev ? localProjects : [])
  const projectOrigins = [...new Set(projects.flatMap((project) => project.allowedOrigins))]
  const frameOrigin = config.frame.publicUrl ? new URL(config.frame.publicUrl).origin : undefined
  const localOrigins = config.dev ? LOCAL_ORIGIN_PATTERNS : []
  const frameOrigins = [...new Set([...(frameOrigin ? [frameOrigin] : []), ...localOrigins])]
  const publicUrls = [config.api.publicUrl, config.frame.publicUrl].filter((url): url is string => url !== undefined)
  // Both servers answer either public host (one reverse proxy in front of both is a common layout) and
  // what the operator lists (a health check's loopback name); a Host an attacker's DNS points here, or
  // a loopback name an operator did not list, gets nothing. Development answers loopback names.
  const loopback = config.dev ? HTTP_SERVER_DEFAULTS.allowedHosts : []
  const allowedHosts = [...new Set([...publicUrls.map((url) => new URL(url).host), ...config.allowedHosts, ...loopback])]

  const authEnv: Record<string, string> = {}
  if (config.smtp) {
    authEnv.FOYER_SMTP_URL = config.smtp.url
    if (config.smtp.from) authEnv.FOYER_SMTP_FROM = config.smtp.from
  }
  if (config.recoveryKey) authEnv.FOYER_RECOVERY_KEY = config.recoveryKey

  return {
    dev: config.dev,
    projects,
    apiOrigins: [...new Set([...projectOrigins, ...frameOrigins])],
    frameAncestors: projectOrigins,
    frameOrigins,
    allowedHosts,
    authEnv,
  }
}
