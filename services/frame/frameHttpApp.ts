import type { Hono } from 'hono'
import type { Logger } from 'pino'
import { matchOrigin } from '../../src/origins/matchOrigin'
import { createServiceApp } from '../http/createServiceApp'
import { logRouteError } from '../http/logRouteError'
import type { NodeEnv } from '../http/NodeEnv'
import type { FrameAssets } from './buildFrameApp'
import { framePage } from './framePage'
import type { FramePageConfig } from './framePage'
import type { ProjectAnswer } from './projectAnswers'

/** What {@link frameHttpApp} serves, worked out by `createFrameServer` from its options. */
export type FrameHttpAppOptions = {
  allowedHosts: readonly string[]
  trustProxy: number
  logger: Logger
  /** The page's config block; its `allowedOrigins` also decide whether `/` loads the script. */
  config: FramePageConfig
  /** The networks of a frame page for a project, with the RPC URLs that page uses (`/` only). */
  networks: (projectId: string) => Pick<FramePageConfig, 'chains' | 'solana'>
  /** CSP of the frame page (`/`) and of the OAuth popup's landing page (`/social-result`). */
  frameCsp: string
  popupCsp: string
  /** The bundled app; requests for scripts wait for it. */
  loadAssets: () => Promise<FrameAssets>
  /** The API's answer about a project, from a cache (`projectAnswers`); `undefined` when it has none. */
  projectAnswer: (projectId: string) => Promise<ProjectAnswer | undefined>
}

/**
 * The login frame's routes on a Hono app with the shared security headers and Host allow-list:
 * `GET /`, `GET /social-result`, the bundled assets, 404 for other paths and 405 for other methods.
 * Answers are never cached and may only be loaded by the frame's own origin; the pages may be framed
 * only as their CSP `frame-ancestors` allows.
 */
export function frameHttpApp(options: FrameHttpAppOptions): Hono<NodeEnv> {
  const { config, logger } = options
  const app = createServiceApp({
    allowedHosts: options.allowedHosts,
    trustProxy: options.trustProxy,
    logger,
    crossOriginResourcePolicy: 'same-origin',
    framable: true,
    refuseHost: () => text(421, 'text/plain', 'Unknown host'),
  })
  const pageHeaders = (policy: string) => ({ 'content-security-policy': policy, 'referrer-policy': 'no-referrer' })

  app.get('/', async (context) => {
    // The script also checks; answering a refused origin with a script-less page just makes it visible.
    const allowed = matchOrigin(context.req.query('origin'), config.allowedOrigins)
    // The same default project as the frame's script.
    const projectId = context.req.query('projectId') || 'foyer-local'
    const project = allowed ? await options.projectAnswer(projectId) : undefined
    const page = framePage({
      config: { ...config, ...(allowed ? options.networks(projectId) : {}), ...(project ? { project } : {}) },
      script: allowed ? '/frame.js' : undefined,
      status: allowed ? 'loading' : 'origin-not-allowed',
      title: 'Foyer login frame',
    })
    return text(200, 'text/html', page, pageHeaders(options.frameCsp))
  })
  app.get('/social-result', () => {
    const page = framePage({ config, script: '/social-result.js', status: 'loading', title: 'Foyer sign-in' })
    return text(200, 'text/html', page, pageHeaders(options.popupCsp))
  })
  app.get('*', async (context) => {
    const files = await options.loadAssets().catch(() => undefined)
    if (!files) return text(500, 'text/plain', 'The frame app failed to build')
    const file = files.get(context.req.path)
    return file ? text(200, file.type, file.body) : text(404, 'text/plain', 'Not found')
  })
  // Every GET path has a route above, so only other methods land here.
  app.notFound(() => text(405, 'text/plain', 'Method not allowed', { allow: 'GET, HEAD' }))
  app.onError((error, context) => {
    logRouteError(logger, error, { method: context.req.method, path: context.req.path })
    return text(500, 'text/plain', 'Internal error')
  })
  return app
}

function text(status: number, type: string, body: string, headers: Record<string, string> = {}): Response {
  return new Response(body, { status, headers: { ...headers, 'content-type': `${type}; charset=utf-8`, 'cache-control': 'no-store' } })
}
