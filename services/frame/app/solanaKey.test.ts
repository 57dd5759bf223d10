import 'fake-indexeddb/auto'
import { createPublicKey, hkdfSync, verify } from 'node:crypto'
import { Keypair } from '@solana/web3.js'
import { bytesToHex, hexToBytes } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fromBase58 } from '../../../src/chains/base58'
import type { AuthTestServer } from '../../../test/services/authTestServer'
import { startAuthTestServer } from '../../../test/services/authTestServer'
import { createAuthApi } from './authApi'
import { createWalletShares, withRebuiltKey } from './custody'
import { createMemoryStore } from './frameStore'
import type { FrameStore } from './frameStore'
import { toFrameUser } from './frameUser'
import { SOLANA_KEY_INFO, deriveSolanaSeed, solanaAddressOf, withSolanaSigner } from './solanaKey'
import { createWalletSession } from './walletSession'

/** Verifies an ed25519 signature with Node's own implementation (OpenSSL), not the one that signed. */
function nodeVerify(address: string, message: Uint8Array, signature: Uint8Array): boolean {
  const key = createPublicKey({ key: { kty: 'OKP', crv: 'Ed25519', x: Buffer.from(fromBase58(address)).toString('base64url') }, format: 'jwk' })
  return verify(null, message, key, signature)
}

describe('solanaKey', () => {
  it('derives the same seed from the same secret, and different seeds from different secrets', () => {
    const secret = hexToBytes('0x4c0883a69102937d6231471b5dbb6204fe5129617082792ae468d01a3f362318')
    const seed = deriveSolanaSeed(secret)
    expect(seed).toHaveLength(32)
    expect(bytesToHex(deriveSolanaSeed(secret))).toBe(bytesToHex(seed))
    // A fixed vector: the derivation (salt, label, HKDF-SHA256) must never change under existing wallets.
    // Node's own HKDF agrees on what the derivation is.
    expect(bytesToHex(seed)).toBe('0xb040add7505a687f1f8e20232a204222b1f11a6ea3c8cfba5ed4f1d6d799d740')
    expect(bytesToHex(new Uint8Array(hkdfSync('sha256', secret, 'foyer-embedded-wallet', SOLANA_KEY_INFO, 32)))).toBe(bytesToHex(seed))
    const other = secret.slice()
    other[31] = (other[31] ?? 0) ^ 1
    expect(bytesToHex(deriveSolanaSeed(other))).not.toBe(bytesToHex(seed))
    // Not the secret itself.
    expect(bytesToHex(seed)).not.toBe(bytesToHex(secret))
    expect(() => deriveSolanaSeed(secret.slice(1))).toThrow(/32 bytes/)
  })

  it('gives the address web3.js computes for the seed, and signatures Node verifies', async () => {
    const privateKey = '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d' as const
    const seed = deriveSolanaSeed(hexToBytes(privateKey))
    const address = await solanaAddressOf(privateKey)
    expect(address).toBe(Keypair.fromSeed(seed).publicKey.toBase58())
    const message = new TextEncoder().encode('hello solana')
    const signature = await withSolanaSigner(privateKey, (signer) => signer.sign(message))
    expect(signature).toHaveLength(64)
    expect(nodeVerify(address, message, signature)).toBe(true)
    expect(nodeVerify(address, new TextEncoder().encode('hello solanA'), signature)).toBe(false)
  })

  it('wipes the key once the use settles, even when it fails: a signer kept past it no longer signs for the address', async () => {
    const privateKey = '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d' as const
    const message = new TextEncoder().encode('later')
    const kept = await withSolanaSigner(privateKey, (signer) => signer)
    expect(nodeVerify(kept.address, message, kept.sign(message))).toBe(false)
    let failed: { address: string; sign(message: Uint8Array): Uint8Array } | undefined
    await expect(
      withSolanaSigner(privateKey, (signer) => {
        failed = signer
        throw new Error('approval failed')
      }),
    ).rejects.toThrow('approval failed')
    expect(failed && nodeVerify(failed.address, message, failed.sign(message))).toBe(false)
  })

  it('rebuilds both keys from any two of the three shares', async () => {
    const { address, shares } = await createWalletShares()
    const { deviceShare, authShare, recoveryShare } = shares
    const pairs = [
      [deviceShare, authShare],
      [authShare, recoveryShare],
      [deviceShare, recoveryShare],
    ] as const
    const solana = await Promise.all(pairs.map((pair) => withRebuiltKey(pair, address, solanaAddressOf)))
    expect(new Set(solana).size).toBe(1)
    expect(solana[0]).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/)
    // Another wallet has another Solana address.
    const other = await createWalletShares()
    expect(await withRebuiltKey([other.shares.deviceShare, other.shares.authShare], other.address, solanaAddressOf)).not.toBe(solana[0])
  })
})

describe('walletSession on Solana', () => {
  let server: AuthTestServer
  beforeAll(async () => {
    server = await startAuthTestServer()
  })
  afterAll(() => server?.close())

  async function signIn(store: FrameStore, email: string) {
    const api = createAuthApi(server.url)
    const session = createWalletSession({ api, store })
    const deviceId = await session.deviceId()
    await api.emailStart({ projectId: 'foyer-local', email, deviceId })
    server.clock.now += 31_000
    const login = await api.emailVerify({ email, otp: await server.latestCode(email), deviceId })
    const user = await session.completeLogin(login).catch(async (error: { code?: number }) => {
      // A new device of an existing wallet: the owner approves it from the e-mailed link.
      if (error.code !== 4011) throw error
      await session.sendDeviceLink({ projectId: 'foyer-local' })
      const approved = session.awaitDeviceApproval({ pollIntervalMs: 20 })
      await server.post('/auth/v1/device/approve', { token: await server.latestLinkToken(email) })
      return approved
    })
    return { session, user }
  }

  it('reports both addresses after sign-in, after a reload and on a new device, and signs with the Solana key', async () => {
    const device = createMemoryStore()
    const { user } = await signIn(device, 'solana-user@example.com')
    expect(user.solanaAddress).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/)
    const frameUser = toFrameUser(user, 1)
    expect(frameUser).toMatchObject({ address: user.address, solanaAddress: user.solanaAddress })

    const reloaded = createWalletSession({ api: createAuthApi(server.url), store: device })
    expect(await reloaded.restore()).toEqual(user)
    const message = new TextEncoder().encode('sign me')
    const signed = await reloaded.withSolanaSigner(async (signer) => ({ address: signer.address, signature: signer.sign(message) }))
    expect(signed.address).toBe(user.solanaAddress)
    expect(nodeVerify(user.solanaAddress, message, signed.signature)).toBe(true)

    // A second device (auth + recovery shares, once approved) finds the same Solana address.
    const { user: elsewhere } = await signIn(createMemoryStore(), 'solana-user@example.com')
    expect(elsewhere).toMatchObject({ address: user.address, solanaAddress: user.solanaAddress })
  })

  it('refuses to sign when signed out', async () => {
    const session = createWalletSession({ api: createAuthApi(server.url), store: createMemoryStore() })
    await expect(session.withSolanaSigner(async () => 'signed')).rejects.toMatchObject({ code: 4100 })
  })
})
