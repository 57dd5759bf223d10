import { describe, expect, it } from 'vitest'
import { createAuthContext } from './authContext'
import type { AuthStore } from './authStore'
import { createTestAuthStore } from '../../../test/services/authTestServer'
import { CODE_KIND, checkCode, sendCode } from './emailCodes'
import { createDevMailbox } from './mailer'

const scope = 'login:race@example.com'
const request = {
  email: 'race@example.com',
  scope,
  purpose: 'login' as const,
  requester: { ip: '10.0.0.1' },
  budget: { key: 'login:race@example.com', knownDevice: false },
}

describe('a right code whose record changes before it is spent', () => {
  it('answers expired, not a server error, when the record it would spend can no longer be read', async () => {
    const clock = { now: Date.UTC(2026, 0, 1) }
    const mailbox = createDevMailbox(() => clock.now)
    const real = await createTestAuthStore()
    let swapped = false
    // Between the check and the spend, something else writes a record under the same scope.
    const store: AuthStore = {
      ...real,
      async takeRecord(kind, key) {
        if (!swapped) {
          swapped = true
          await real.putRecord(CODE_KIND, scope, { value: { unexpected: true }, expiresAt: clock.now + 60_000 }, clock.now)
        }
        return real.takeRecord(kind, key)
      },
    }
    const context = createAuthContext({ env: {}, now: () => clock.now, mailer: mailbox, store: async () => store })
    await sendCode(context, request)
    const code = mailbox.messages(request.email).at(-1)?.code ?? ''
    await expect(checkCode(context, { scope, otp: code, ip: '10.0.0.1' })).rejects.toMatchObject({ status: 410, message: 'expired' })
    // What was there is left in place for whoever wrote it.
    expect((await real.record(CODE_KIND, scope))?.value).toEqual({ unexpected: true })
  })
})
