import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { startAuthTestServer } from '../../../test/services/authTestServer'
import type { AuthTestServer } from '../../../test/services/authTestServer'

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const WALLET = { address: ADDRESS, authShare: 'YXV0aC1zaGFyZQ==', recoveryShare: 'cmVjb3Zlcnktc2hhcmU=' }

let server: AuthTestServer
let token: string
beforeEach(async () => {
  server = await startAuthTestServer({ env: { FOYER_RECOVERY_KEY: '11'.repeat(32) } })
  token = (await server.signIn('input@example.com', 'device-input-0001')).sessionToken
})
afterEach(async () => {
  await server.close()
})

/** The 400 answer's issues as `field: message`, which is what a client developer reads. */
async function refusal(wallet: Record<string, string>): Promise<string[]> {
  const answer = await server.put('/auth/v1/wallet', wallet, token)
  expect(answer.status).toBe(400)
  return (answer.body.issues as { path: string[]; message: string }[]).map((issue) => `${issue.path.join('.')}: ${issue.message}`)
}

describe('the wallet a session stores', () => {
  it('is refused, naming the field, when its address has a wrong checksum', async () => {
    // The right address with one letter's case flipped: the same hex, a broken EIP-55 checksum.
    expect(await refusal({ ...WALLET, address: ADDRESS.replace('C51812', 'c51812') })).toEqual(['address: Invalid address'])
    expect(await refusal({ ...WALLET, address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C' })).toEqual(['address: Invalid address'])
    expect(await server.get('/auth/v1/wallet/auth-share', token)).toEqual({ status: 404, body: { error: 'no_wallet' } })
    expect(await server.put('/auth/v1/wallet', { ...WALLET, address: ADDRESS.toLowerCase() }, token)).toEqual({
      status: 201,
      body: { address: ADDRESS },
    })
  })

  it('is refused, naming the share, when a share is not base64 from its first character to its last', async () => {
    expect(await refusal({ ...WALLET, authShare: '!!!!QUJD' })).toEqual(['authShare: Expected base64'])
    expect(await refusal({ ...WALLET, recoveryShare: 'QUJD!!!!' })).toEqual(['recoveryShare: Expected base64'])
    expect(await refusal({ ...WALLET, recoveryShare: 'QUJD===' })).toEqual(['recoveryShare: Expected base64'])
  })
})
