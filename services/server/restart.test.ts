/*
 * Wallets survive a restart: sign in with an e-mail code, store the wallet's shares, stop the
 * services, start them again on the same data directory. The session still answers, the same e-mail
 * is a known user, and the auth and recovery shares come back unchanged (the recovery share is sealed
 * with the recovery key, so the key must survive too).
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { httpRequest } from './httpRequest'
import { loadServerConfig } from './loadServerConfig'
import { startServices } from './startServices'
import type { RunningServices } from './startServices'

const EMAIL = 'owner@example.com'
const WALLET = {
  address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  authShare: 'YXV0aC1zaGFyZS1vZi10aGUtd2FsbGV0',
  recoveryShare: 'cmVjb3Zlcnktc2hhcmUtb2YtdGhlLXdhbGxldA==',
}
// One code per e-mail per 30 s: the second sign-in waits out the throttle the first one set.
const CODE_THROTTLE_MS = 30_000

const dataDir = mkdtempSync(join(tmpdir(), 'foyer-restart-'))
let services: RunningServices | undefined
const start = async () => {
  services = await startServices(loadServerConfig({ FOYER_DEV: '1', FOYER_DATA_DIR: dataDir, FOYER_API_PORT: '0', FOYER_FRAME_PORT: '0', FOYER_LOG_LEVEL: 'silent' }), { env: {} })
  return services.urls.api
}
afterAll(async () => {
  await services?.stop()
  rmSync(dataDir, { recursive: true, force: true })
})

async function signIn(api: string, deviceId: string): Promise<{ sessionToken: string; isNewUser: boolean; newDevice: boolean }> {
  const begun = await httpRequest(`${api}/auth/v1/email/start`, { method: 'POST', body: { projectId: 'foyer-local', email: EMAIL, deviceId } })
  expect(begun.status, begun.text).toBe(200)
  const mailbox = (await httpRequest(`${api}/dev/mailbox?to=${encodeURIComponent(EMAIL)}`)).json() as { messages: { code: string }[] }
  const otp = mailbox.messages.at(-1)?.code
  const verified = await httpRequest(`${api}/auth/v1/email/verify`, { method: 'POST', body: { email: EMAIL, otp, deviceId } })
  expect(verified.status, verified.text).toBe(200)
  return verified.json() as { sessionToken: string; isNewUser: boolean; newDevice: boolean }
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` })

describe('services restarted on the same data directory', () => {
  it('keep users, sessions and both server-held shares', { timeout: 120_000 }, async () => {
    let api = await start()
    const firstCodeAt = Date.now()
    const first = await signIn(api, 'device-first')
    expect(first.isNewUser).toBe(true)
    const created = await httpRequest(`${api}/auth/v1/wallet`, { method: 'PUT', headers: bearer(first.sessionToken), body: WALLET })
    expect(created.status, created.text).toBe(201)

    await services?.stop()
    api = await start()

    const session = await httpRequest(`${api}/auth/v1/session`, { headers: bearer(first.sessionToken) })
    expect(session.status, session.text).toBe(200)
    expect(session.json()).toMatchObject({ email: EMAIL, address: WALLET.address })
    const authShare = await httpRequest(`${api}/auth/v1/wallet/auth-share`, { headers: bearer(first.sessionToken) })
    expect(authShare.json()).toEqual({ address: WALLET.address, authShare: WALLET.authShare })

    await new Promise((resolve) => setTimeout(resolve, Math.max(0, firstCodeAt + CODE_THROTTLE_MS + 1_000 - Date.now())))
    const second = await signIn(api, 'device-second')
    expect(second).toMatchObject({ isNewUser: false, newDevice: true })
    const recovery = await httpRequest(`${api}/auth/v1/wallet/recovery-share`, { headers: bearer(second.sessionToken) })
    expect(recovery.status, recovery.text).toBe(200)
    expect(recovery.json()).toEqual({ recoveryShare: WALLET.recoveryShare })
  })
})
