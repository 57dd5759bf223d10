import { randomUUID } from 'node:crypto'
import { z } from 'zod'
import { LOCAL_ORIGIN_PATTERNS, matchOrigin } from '../../../src/origins/matchOrigin'
import type { ApiChain } from '../coreRoutes'
import { HttpError } from '../HttpError'
import { localProjects } from '../projectRoutes'
import type { ProjectConfig } from '../projectRoutes'
import { createAuthSecrets, serverKeyFromEnv } from './authSecrets'
import type { AuthSecrets } from './authSecrets'
import { sessionKeysFromEnv } from './sessionKeys'
import type { SessionKeys } from './sessionKeys'
import type { AuthMethod, AuthSession, AuthStore } from './authStore'
import type { FarcasterOptions } from './farcasterOptions'
import { createDevMailbox } from './mailer'
import type { DevMailbox, Mailer } from './mailer'
import type { OAuthConfig } from './oauthConfig'
import { createSmtpMailer } from './smtpMailer'
import { createDatabaseAuthStore } from './databaseAuthStore'
import { databaseOrDevelopment } from '../../store/developmentDatabase'
import type { SqlDatabase } from '../../store/SqlDatabase'
import { DEFAULT_CODE_THROTTLE_MS, DEFAULT_RATE_LIMITS } from './rateLimits'
import type { AuthRateLimits } from './rateLimits'
import { developmentDefault } from '../../http/developmentDefault'
import { modeOf } from '../../http/developmentMode'
import { ServerConfigError } from '../../http/ServerConfigError'

/** Lifetimes and limits of the auth service. */
export const AUTH_LIMITS = {
  /** A one-time code is valid this long. */
  codeTtlMs: 10 * 60_000,
  /** Checks allowed per code, from whoever holds it. */
  codeAttempts: 5,
  /**
   * Checks allowed per code budget in each hour window, across codes and clients. A budget is an
   * address's shared one (devices its user has not registered, from every IP together) or one
   * registered device's own, so strangers never spend the owner's known device's checks.
   */
  codeFailuresPerHour: 20,
  /**
   * Checks allowed per code budget in each day window: whatever the number of attacking addresses,
   * at most about 36,500 guesses a year at an address's codes (see the auth README).
   */
  codeFailuresPerDay: 100,
  /** Per-IP and per-project limits on sending codes, checking codes and starting social sign-in. */
  rateLimits: DEFAULT_RATE_LIMITS,
  /** One code per e-mail per 30 s (the default; `codeThrottleMs` of the routes changes it). */
  codeThrottleMs: DEFAULT_CODE_THROTTLE_MS,
  sessionTtlMs: 7 * 24 * 60 * 60_000,
  /** A session may fetch the recovery share only this soon after its login. */
  freshSessionMs: 5 * 60_000,
  oauthStateTtlMs: 10 * 60_000,
  /** The one-time social result id lives this long between the callback and the exchange. */
  oauthResultTtlMs: 5 * 60_000,
  farcasterChannelTtlMs: 5 * 60_000,
} as const

/** Development stand-ins; all off unless the stack (or a test) turns them on. */
export type AuthDevOptions = {
  /** Keep sent codes in memory and serve them at `GET /dev/mailbox?to=`. @default false */
  mailbox?: boolean
  /** A local consent page stands in for each social provider without credentials. @default false */
  oauth?: boolean
}

/** Options of `authRoutes`. */
export type AuthRoutesOptions = {
  /**
   * Projects whose ids the endpoints accept; a host origin must be on its project's allowed origins.
   * Required outside development (`FOYER_DEV=1`).
   * @default localProjects (development only)
   */
  projects?: readonly ProjectConfig[]
  /**
   * Origins the login frame may be served from (OAuth results are redirected there). Required
   * outside development (`FOYER_DEV=1`).
   * @default ['http://127.0.0.1:*', 'http://localhost:*'] (development only)
   */
  frameOrigins?: readonly string[]
  /**
   * Chains whose RPC verifies a wallet's proof for e-mail capture, so smart accounts can give one; on
   * other chains only a plain account's signature verifies.
   * @default []
   */
  chains?: readonly ApiChain[]
  /**
   * The social sign-in providers: Google and Apple (OIDC discovery, default issuers theirs), GitHub,
   * Discord, X and Facebook (OAuth 2 endpoints, defaults theirs) and the operator's own `oidc`
   * provider. A provider left out answers 503 `provider_unavailable` (or uses the development
   * stand-in with `dev.oauth`).
   * @default {}
   * @example { google: { clientId: '…apps.googleusercontent.com', clientSecret: '…' }, oidc: { issuer: 'https://sso.example.com/realms/main', clientId: 'foyer', clientSecret: '…', name: 'Example SSO' } }
   */
  oauth?: OAuthConfig
  /** @default {} (no development stand-ins) */
  dev?: AuthDevOptions
  /**
   * Sign In With Farcaster: the Farcaster Auth relay, the Optimism RPC the ID Registry is read
   * through, and the domain and URI the user signs in to.
   * @default undefined: Farcaster is off (`POST /auth/v1/farcaster/channel` answers 503 `farcaster_unavailable`)
   * @example { optimismRpcUrl: 'https://mainnet.optimism.io', domain: 'login.example.com', siweUri: 'https://login.example.com' }
   */
  farcaster?: FarcasterOptions
  /**
   * Sends code e-mails. @default SMTP when `FOYER_SMTP_URL` is set, else the development mailbox
   * when `dev.mailbox` is on, else none (code requests answer 503 `mail_unavailable`).
   */
  mailer?: Mailer
  /**
   * The keys every bearer token (sessions, social results, Farcaster channels, device links) is signed
   * with; a token under `previous` is accepted until `previous.until`. Required outside development.
   * @default from `env`'s `FOYER_SESSION_KEY`, `_PREVIOUS`, `_PREVIOUS_UNTIL`; in development without
   *   them, derived from the recovery key
   * @example { current: randomBytes(32), previous: { key: oldKey, until: Date.parse('2026-12-01T00:00:00Z') } }
   */
  sessionKeys?: SessionKeys
  /**
   * Where `FOYER_SMTP_URL`, `FOYER_SMTP_FROM`, `FOYER_RECOVERY_KEY` and `FOYER_SESSION_KEY*` are read.
   * @default process.env
   */
  env?: Readonly<Record<string, string | undefined>>
  /** @default Date.now */
  now?: () => number
  /**
   * Where users, sessions, wallets, codes and counters live (`openDatabase`). Required in production
   * (outside development, `FOYER_DEV=1`, the routes refuse to be built without it).
   * @default the process's in-memory development database (lost on exit)
   */
  database?: SqlDatabase
  /** Replaces the store built from `database` (tests). @default createDatabaseAuthStore(database) */
  store?: () => Promise<AuthStore>
  /**
   * The API's public URL, for OAuth redirect URIs and sandbox links. Required outside development.
   * @default `http://<Host header>` of each request, with a development stand-in on only
   * @example 'https://api.example.com'
   */
  publicUrl?: string
  /**
   * Overrides of the per-client limits (counted in the store, so they hold across instances).
   * @default AUTH_LIMITS.rateLimits
   * @example { codeSendsPerIp: { limit: 100, windowMs: 600_000 } }
   */
  rateLimits?: Partial<AuthRateLimits>
  /**
   * One code e-mail per address per this many ms (`throttled` within it).
   * @default AUTH_LIMITS.codeThrottleMs (30 s)
   */
  codeThrottleMs?: number
}

/** What the auth route handlers share. */
export type AuthContext = {
  store(): Promise<AuthStore>
  now(): number
  secrets: AuthSecrets
  env: Readonly<Record<string, string | undefined>>
  /** The configured social providers. */
  oauth: OAuthConfig
  dev: Required<AuthDevOptions>
  /** The development mailbox, when on. */
  mailbox: DevMailbox | undefined
  /** @throws {HttpError} 503 `mail_unavailable` when no mailer is configured. */
  mailer(): Promise<Mailer>
  /** @throws {HttpError} 400 `unknown_project`. */
  project(projectId: string): ProjectConfig
  frameOrigins: readonly string[]
  /** The API's public URL; in development without `publicUrl`, from the request's `Host` header. */
  publicUrl(host: string | undefined): string
  /**
   * The session of the request's `Authorization: Bearer` token.
   * @throws {HttpError} 401 `session_expired` for a session past its lifetime, 401 `invalid_session`
   *   for anything else (missing, forged, unknown, revoked).
   */
  session(authorization: string | undefined): Promise<AuthSession & { token: string }>
  /** Creates a session for a login; `newDevice` says whether the device was unknown. */
  startSession(login: { userId: string; deviceId: string; authProvider: AuthMethod }): Promise<{ sessionToken: string; newDevice: boolean }>
  /** A new user id. */
  newUserId(): string
  /** The per-client limits in force. */
  rateLimits: AuthRateLimits
  /** The per-address code throttle in force, in ms. */
  codeThrottleMs: number
}

/** A device id: the frame's random UUID (any opaque id of 8 to 128 URL-safe characters). */
export const deviceIdSchema = z.string().regex(/^[A-Za-z0-9_-]{8,128}$/, 'Invalid deviceId')

/** A project id as the modal sends it. */
export const projectIdSchema = z.string().min(1).max(200)

/** Builds the shared state of the auth routes. */
export function createAuthContext(options: AuthRoutesOptions): AuthContext {
  const env = options.env ?? process.env
  const now = options.now ?? Date.now
  const serverKey = serverKeyFromEnv(env)
  const dev = { mailbox: false, oauth: false, ...options.dev }
  // `env` holds the auth settings; the development switch is its own or, where it has none, the process's.
  const mode = modeOf(env)
  const projects = new Map(developmentDefault(options.projects, localProjects, 'authRoutes({ projects })', mode).map((project) => [project.id, project]))
  const frameOrigins = developmentDefault(options.frameOrigins, LOCAL_ORIGIN_PATTERNS, 'authRoutes({ frameOrigins })', mode)
  const secrets = createAuthSecrets(serverKey, { sessionKeys: options.sessionKeys ?? sessionKeysFromEnv(env, serverKey), now })
  const mailbox = !options.mailer && !env.FOYER_SMTP_URL && dev.mailbox ? createDevMailbox(now) : undefined
  let storeReady: Promise<AuthStore> | undefined
  let mailerReady: Promise<Mailer> | undefined
  const openStore = options.store ?? databaseStore(options.database)
  const store = () => (storeReady ??= openStore())

  return {
    store,
    now,
    secrets,
    env,
    oauth: options.oauth ?? {},
    dev,
    mailbox,
    mailer() {
      mailerReady ??= options.mailer
        ? Promise.resolve(options.mailer)
        : env.FOYER_SMTP_URL
          ? createSmtpMailer(env.FOYER_SMTP_URL, env.FOYER_SMTP_FROM)
          : mailbox
            ? Promise.resolve(mailbox)
            : Promise.reject(new HttpError(503, 'mail_unavailable'))
      return mailerReady
    },
    project(projectId) {
      const found = projects.get(projectId)
      if (!found) throw new HttpError(400, 'unknown_project')
      return found
    },
    frameOrigins,
    publicUrl(host) {
      if (options.publicUrl) return options.publicUrl.replace(/\/$/, '')
      // The Host header is the client's to choose: only the development stand-ins may build URLs from it.
      if (!dev.mailbox && !dev.oauth) throw new ServerConfigError('authRoutes needs publicUrl outside development')
      if (!host || !/^[A-Za-z0-9.:[\]-]+$/.test(host)) throw new HttpError(400, 'Missing Host header')
      return `http://${host}`
    },
    async session(authorization) {
      const match = /^Bearer ([A-Za-z0-9_-]{20,200})$/.exec(authorization ?? '')
      if (!match?.[1]) throw new HttpError(401, 'invalid_session')
      // Throws before the store is asked when no accepted session key signed the token.
      const tokenHash = secrets.hashToken(match[1], () => new HttpError(401, 'invalid_session'))
      const found = await (await store()).session(tokenHash)
      if (!found) throw new HttpError(401, 'invalid_session')
      // The frame tells the user their session ran out (and to connect again) rather than that they
      // were never signed in: the store keeps ended sessions a while for this answer.
      if (found.expiresAt <= now()) throw new HttpError(401, 'session_expired')
      return { ...found, token: match[1] }
    },
    async startSession(login) {
      const db = await store()
      const sessionToken = secrets.newToken()
      const newDevice = !(await db.hasDevice(login.userId, login.deviceId))
      const at = now()
      await db.createSession({
        tokenHash: secrets.hashToken(sessionToken),
        ...login,
        createdAt: at,
        expiresAt: at + AUTH_LIMITS.sessionTtlMs,
        newDevice,
      })
      return { sessionToken, newDevice }
    },
    newUserId: () => randomUUID(),
    rateLimits: { ...AUTH_LIMITS.rateLimits, ...options.rateLimits },
    codeThrottleMs: options.codeThrottleMs ?? AUTH_LIMITS.codeThrottleMs,
  }
}

/**
 * Checks an origin the client claims (host page or frame) against allowed-origin patterns.
 *
 * @throws {HttpError} 400 `origin_not_allowed`.
 */
export function assertOrigin(origin: string, patterns: readonly string[]): void {
  if (!matchOrigin(origin, patterns)) throw new HttpError(400, 'origin_not_allowed')
}

function databaseStore(database: SqlDatabase | undefined): () => Promise<AuthStore> {
  const open = databaseOrDevelopment(database)
  return async () => createDatabaseAuthStore(await open())
}
