import { Hono } from 'hono'
import { databaseOrDevelopment } from '../../store/developmentDatabase'
import { modeOf } from '../../http/developmentMode'
import { emailCaptureRoutes } from '../emailCapture/emailCaptureRoutes'
import type { ApiDomain, ApiEnv } from '../apiDomain'
import { createAuthContext } from './authContext'
import type { AuthRoutesOptions } from './authContext'
import { devMailboxRoute } from './devMailboxRoute'
import { deviceRoutes } from './deviceRoutes'
import { emailRoutes } from './emailRoutes'
import { farcasterRoutes } from './farcasterRoutes'
import { oauthRoutes } from './oauthRoutes'
import { sessionRoutes } from './sessionRoutes'
import { updateEmailRoutes } from './updateEmailRoutes'

export type { AuthDevOptions, AuthRoutesOptions } from './authContext'

/**
 * The embedded wallet's auth service (issue #4's contract): e-mail codes, sessions, the
 * wallet's auth and recovery shares, social sign-in (OAuth 2.0 + PKCE), Farcaster, e-mail change and
 * e-mail capture (DataCapture),
 * all under `/auth/v1/`, plus `GET /dev/mailbox` when `dev.mailbox` is on. Mount with
 * `createApiServer({ domains: [authRoutes(...)] })`.
 *
 * @throws when `FOYER_RECOVERY_KEY` or a `FOYER_SESSION_KEY*` variable is set but invalid, or (outside
 *   development) when the recovery key or the session keys are missing.
 * @example
 * createApiServer({ chains, domains: [authRoutes({ dev: { mailbox: true, oauth: true } })] })
 */
export function authRoutes(options: AuthRoutesOptions = {}): ApiDomain {
  const auth = createAuthContext(options)
  const app = new Hono<ApiEnv>()
    .route('/', emailRoutes(auth))
    .route('/', sessionRoutes(auth))
    .route('/', deviceRoutes(auth))
    .route('/', oauthRoutes(auth))
    .route('/', farcasterRoutes(auth, options.farcaster))
    .route('/', updateEmailRoutes(auth))
    .route('/', emailCaptureRoutes(auth, databaseOrDevelopment(options.database, modeOf(auth.env)), options.chains))
  if (auth.mailbox) app.route('/', devMailboxRoute(auth.mailbox))
  return { app }
}
