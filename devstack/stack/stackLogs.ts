import { appendFileSync, mkdirSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { Hono } from 'hono'
import { pino } from 'pino'
import type { Logger } from 'pino'
import type { ApiDomain, ApiEnv } from '../../services/api/apiDomain'
import { devMailboxRoute } from '../../services/api/auth/devMailboxRoute'
import { createDevMailbox } from '../../services/api/auth/mailer'
import type { DevMailbox } from '../../services/api/auth/mailer'

/** Where the stack's services log, and what it records of the secrets it handed out. */
export type StackLogs = {
  /** The API's and the frame's logs, when `FOYER_LOG_FILE` names a file; else the services' own default. */
  api?: Logger
  frame?: Logger
  /** The relay's lines, into the same file. */
  relay?: (line: string) => void
  /**
   * With `FOYER_STACK_SECRETS_FILE`: a development mailbox that also records every code it sends,
   * the route that serves it (`GET /dev/mailbox`, which the auth routes then leave out), and a domain,
   * mounted first, that records the tokens, shares and codes the API hands out or is given.
   */
  recording?: { mailbox: DevMailbox; domains: ApiDomain[] }
}

// JSON fields whose string values are secrets: tokens, ids that act as tokens, shares, codes.
const SECRET_FIELD = /^(sessionToken|token|channelToken|connectId|authShare|recoveryShare|otp|code|state|result|resultId|id|codeVerifier)$/
// Query parameters of a redirect that carry one (an OAuth code and state, a sign-in result id).
const SECRET_PARAMS = ['code', 'state', 'result', 'token']
// Shorter strings are not secrets (a numeric id, a status word).
const MIN_SECRET_LENGTH = 8

/**
 * The stack's logs and secret recording, from its environment: `FOYER_LOG_FILE` (a file the API, frame
 * and relay append JSON lines to, at `FOYER_LOG_LEVEL`, `info` by default) and `FOYER_STACK_SECRETS_FILE`
 * (a file of `{ kind, value }` lines naming every secret the stack's API sent or received, for a scan
 * of the logs after an end-to-end run). Development only: the recording holds the secrets themselves.
 *
 * @example
 * const logs = stackLogs(process.env)
 * createApiServer({ ...(logs.api ? { logger: logs.api } : {}), chains })
 */
export function stackLogs(env: Readonly<Record<string, string | undefined>>): StackLogs {
  const logs: StackLogs = {}
  const logFile = env.FOYER_LOG_FILE?.trim()
  if (logFile) {
    // Synchronous appends: lines of the three services interleave whole, and none is lost when the
    // stack is killed at the end of a run.
    const destination = pino.destination({ dest: resolve(logFile), append: true, mkdir: true, sync: true })
    const root = pino({ level: env.FOYER_LOG_LEVEL?.trim() || 'info' }, destination)
    logs.api = root.child({ name: 'foyer-api' })
    logs.frame = root.child({ name: 'foyer-frame' })
    const relay = root.child({ name: 'foyer-relay' })
    logs.relay = (line) => relay.debug(line)
  }
  const secretsFile = env.FOYER_STACK_SECRETS_FILE?.trim()
  if (secretsFile) logs.recording = secretRecording(resolve(secretsFile))
  return logs
}

function secretRecording(file: string): { mailbox: DevMailbox; domains: ApiDomain[] } {
  mkdirSync(dirname(file), { recursive: true })
  const record = (kind: string, value: unknown) => {
    if (typeof value === 'string' && value.length >= MIN_SECRET_LENGTH) appendFileSync(file, `${JSON.stringify({ kind, value })}\n`)
  }
  const inner = createDevMailbox()
  const mailbox: DevMailbox = {
    async send(mail) {
      record('code', mail.code)
      await inner.send(mail)
    },
    messages: (to) => inner.messages(to),
  }
  const recorder = new Hono<ApiEnv>().use('*', async (context, next) => {
    const bearer = /^Bearer\s+(\S+)/i.exec(context.req.header('authorization') ?? '')?.[1]
    record('bearer', bearer)
    await next()
    // What the route validated (a stored share, a code typed in), then what it answered.
    const given = (context.req as unknown as { valid(target: 'json'): unknown }).valid('json')
    recordFields(record, given)
    const location = context.res.headers.get('location')
    if (location) {
      // Relative or absolute; a result may ride in the fragment as well as the query string.
      const url = new URL(location, 'http://stack.invalid')
      for (const params of [url.searchParams, new URLSearchParams(url.hash.slice(1))]) {
        for (const param of SECRET_PARAMS) record(`location ${param}`, params.get(param) ?? undefined)
      }
    }
    if (context.res.headers.get('content-type')?.startsWith('application/json') && /^\/(auth|v1\/sessions|dev)\//.test(context.req.path)) {
      recordFields(
        record,
        await context.res
          .clone()
          .json()
          .catch(() => undefined),
      )
    }
  })
  return { mailbox, domains: [{ app: recorder }, { app: devMailboxRoute(mailbox) }] }
}

function recordFields(record: (kind: string, value: unknown) => void, value: unknown, depth = 0): void {
  if (depth > 4 || value === null || typeof value !== 'object') return
  for (const [key, field] of Object.entries(value)) {
    if (SECRET_FIELD.test(key)) record(key, field)
    else if (typeof field === 'string' && /^https?:\/\//.test(field) && URL.canParse(field)) {
      // A URL handed out (an OAuth authorize URL) carries its state in the query string.
      for (const param of SECRET_PARAMS) record(`${key} ${param}`, new URL(field).searchParams.get(param) ?? undefined)
    }
    recordFields(record, field, depth + 1)
  }
}
