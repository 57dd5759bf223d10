import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { httpRequest } from '../../test/services/httpRequest'
import { authRoutes } from '../../services/api/auth/authRoutes'
import { createApiServer } from '../../services/api/createApiServer'
import { openDatabase } from '../../services/store/openDatabase'
import { stackLogs } from './stackLogs'

const dir = mkdtempSync(join(tmpdir(), 'foyer-stack-logs-'))
const cleanups: (() => Promise<void>)[] = []
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup()
  rmSync(dir, { recursive: true, force: true })
})

describe('stackLogs', () => {
  it('leaves the services their own logs and records nothing when neither file is named', () => {
    expect(stackLogs({})).toEqual({})
  })

  it('logs the API to the file at the level asked for, and records the codes and tokens it handed out', async () => {
    const files = { FOYER_LOG_FILE: join(dir, 'logs', 'services.log'), FOYER_LOG_LEVEL: 'debug', FOYER_STACK_SECRETS_FILE: join(dir, 'secrets.jsonl') }
    const logs = stackLogs(files)
    const database = await openDatabase({ memory: true })
    cleanups.push(() => database.close())
    const auth = authRoutes({ database, dev: { mailbox: true }, mailer: logs.recording?.mailbox, env: { FOYER_RECOVERY_KEY: '44'.repeat(32) } })
    const api = await createApiServer({ chains: [], logger: logs.api, domains: [...(logs.recording?.domains ?? []), auth] }).listen(0, '127.0.0.1')
    cleanups.push(() => api.close())

    const email = 'stack-logs@example.com'
    const deviceId = 'device-stack-logs'
    expect((await httpRequest(`${api.url}/auth/v1/email/start`, { method: 'POST', body: { projectId: 'foyer-local', email, deviceId } })).status).toBe(200)
    const mailbox = (await httpRequest(`${api.url}/dev/mailbox?to=${encodeURIComponent(email)}`)).json() as { messages: { code: string }[] }
    const code = mailbox.messages.at(-1)?.code ?? ''
    const verified = await httpRequest(`${api.url}/auth/v1/email/verify`, { method: 'POST', body: { email, otp: code, deviceId } })
    expect(verified.status, verified.text).toBe(200)
    const { sessionToken } = verified.json() as { sessionToken: string }
    await httpRequest(`${api.url}/auth/v1/session`, { headers: { authorization: `Bearer ${sessionToken}` } })

    const recorded = readFileSync(files.FOYER_STACK_SECRETS_FILE, 'utf8')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { kind: string; value: string })
    expect(recorded).toEqual(
      expect.arrayContaining([
        { kind: 'code', value: code },
        { kind: 'sessionToken', value: sessionToken },
        { kind: 'bearer', value: sessionToken },
      ]),
    )
    const lines = readFileSync(files.FOYER_LOG_FILE, 'utf8')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, unknown>)
    expect(lines).toContainEqual(expect.objectContaining({ name: 'foyer-api', msg: 'answered', path: '/auth/v1/email/verify', status: 200 }))
    expect(readFileSync(files.FOYER_LOG_FILE, 'utf8')).not.toContain(sessionToken)
  })
})
