import { exportPKCS8, generateKeyPair, jwtVerify } from 'jose'
import { describe, expect, it } from 'vitest'
import { appleClientAuth, appleClientSecret } from './appleClientSecret'

const NOW = Date.UTC(2026, 10, 1)

async function appleKey() {
  const { privateKey, publicKey } = await generateKeyPair('ES256', { extractable: true })
  return { pem: await exportPKCS8(privateKey), publicKey }
}

describe("Apple's client secret", () => {
  it('is an ES256 JWT from the team for the Services ID, for Apple, valid five minutes, under the key id', async () => {
    const { pem, publicKey } = await appleKey()
    const options = { clientId: 'com.example.web', teamId: 'ABCDE12345', keyId: 'KEY1234567', privateKey: pem }
    const secret = await appleClientSecret(options, NOW)
    const { payload, protectedHeader } = await jwtVerify(secret, publicKey, {
      issuer: 'ABCDE12345',
      subject: 'com.example.web',
      audience: 'https://appleid.apple.com',
      currentDate: new Date(NOW),
    })
    expect(protectedHeader).toEqual({ alg: 'ES256', kid: 'KEY1234567' })
    expect(payload.exp! - payload.iat!).toBe(300)
    // Another key's public half does not verify it.
    await expect(jwtVerify(secret, (await appleKey()).publicKey, { currentDate: new Date(NOW) })).rejects.toThrow()
  })

  it("takes the .p8 file's PEM or its base64 body alone, and refuses anything else", async () => {
    const { pem, publicKey } = await appleKey()
    const body = pem.replace(/-----[^-]+-----/g, '').replace(/\s+/g, '')
    const secret = await appleClientSecret({ clientId: 'c', teamId: 't', keyId: 'k', privateKey: body, audience: 'http://127.0.0.1:4100' }, NOW)
    expect((await jwtVerify(secret, publicKey, { audience: 'http://127.0.0.1:4100', currentDate: new Date(NOW) })).payload.sub).toBe('c')
    await expect(appleClientSecret({ clientId: 'c', teamId: 't', keyId: 'k', privateKey: 'not a key' }, NOW)).rejects.toThrow()
  })

  it('puts the client id and a fresh secret in the token request body', async () => {
    const { pem, publicKey } = await appleKey()
    const auth = appleClientAuth({ clientId: 'com.example.web', teamId: 'T', keyId: 'K', privateKey: pem }, () => NOW)
    const body = new URLSearchParams({ grant_type: 'authorization_code' })
    await auth({ issuer: 'https://appleid.apple.com' }, { client_id: 'com.example.web' }, body, new Headers())
    expect(body.get('client_id')).toBe('com.example.web')
    const verified = await jwtVerify(body.get('client_secret') ?? '', publicKey, { currentDate: new Date(NOW) })
    expect(verified.payload).toMatchObject({ iss: 'T', sub: 'com.example.web' })
  })
})
