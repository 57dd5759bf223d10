import { databaseOrDevelopment } from '../../store/developmentDatabase'
import { emailCaptureRoutes } from '../emailCapture/emailCaptureRoutes'
import type { ApiRoute } from '../matchRoute'
import { createAuthContext } from './authContext'
import type { AuthRoutesOptions } from './authContext'
import { devMailboxRoute } from './devMailboxRoute'
import { emailRoutes } from './emailRoutes'
import { farcasterRoutes } from './farcasterRoutes'
import { oauthRoutes } from './oauthRoutes'
import { sessionRoutes } from './sessionRoutes'
import { updateEmailRoutes } from './updateEmailRoutes'

export type { AuthDevOptions, AuthRoutesOptions } from './authContext'

/**
 * The embedded wallet's auth service (issue #4's contract, section 2): e-mail codes, sessions, the
 * wallet's auth and recovery shares, social sign-in (OAuth 2.0 + PKCE), Farcaster, e-mail change and
 * e-mail capture (DataCapture),
 * all under `/auth/v1/`, plus `GET /dev/mailbox` when `dev.mailbox` is on. Mount with
 * `createApiServer({ routes: authRoutes(...) })`.
 *
 * @throws when `FOYER_RECOVERY_KEY` is set but is not 32 bytes.
 * @example
 * createApiServer({ chains, routes: authRoutes({ dev: { mailbox: true, oauth: true, farcaster: true } }) })
 */
export function authRoutes(options: AuthRoutesOptions = {}): ApiRoute[] {
  const context = createAuthContext(options)
  return [
    ...emailRoutes(context),
    ...sessionRoutes(context),
    ...oauthRoutes(context),
    ...farcasterRoutes(context),
    ...updateEmailRoutes(context),
    ...emailCaptureRoutes(context, databaseOrDevelopment(options.database, context.env)),
    ...(context.mailbox ? [devMailboxRoute(context.mailbox)] : []),
  ]
}
