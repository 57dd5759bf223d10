import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { startAuthTestServer } from '../../../test/services/authTestServer'
import type { AuthTestServer } from '../../../test/services/authTestServer'

const DEVICE = '6f1c1a52-7d0e-4a4e-9d0b-0d5e1f7a9a01'

let server: AuthTestServer
beforeEach(async () => {
  server = await startAuthTestServer()
})
afterEach(async () => {
  await server.close()
})

describe('one address, one account', () => {
  it('signs an address typed with spaces and capitals in to the account of its plain form', async () => {
    const first = await server.signIn('ann@example.com', DEVICE)
    expect(first.isNewUser).toBe(true)
    server.clock.now += 30_000
    expect((await server.post('/auth/v1/email/start', { projectId: 'foyer-local', email: '  Ann@Example.COM \n', deviceId: DEVICE })).status).toBe(200)
    const code = await server.latestCode('ann@example.com')
    const verify = await server.post('/auth/v1/email/verify', { email: ' ANN@example.com ', otp: code, deviceId: DEVICE })
    expect(verify).toMatchObject({ status: 200, body: { isNewUser: false } })
    const session = await server.get('/auth/v1/session', String(verify.body.sessionToken))
    expect(session.body).toMatchObject({ email: 'ann@example.com' })
  })
})
