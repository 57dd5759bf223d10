import type { Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { createSiweMessage } from 'viem/siwe'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { ANVIL_ACCOUNTS } from '../../../devstack/chain/addresses'
import { emailCaptureRequestId, emailCaptureStatement } from '../../../src/auth/emailCaptureProof'
import { startAuthTestServer } from '../../../test/services/authTestServer'
import type { AuthTestServer } from '../../../test/services/authTestServer'
import { PROOF_ORIGIN, signCaptureProof } from '../../../test/services/captureProof'
import { developmentDatabase } from '../../store/developmentDatabase'
import { emailCaptureStore } from './emailCaptureStore'

/*
 * E-mail capture links an e-mail only to a wallet that proved control: each request carries a message
 * the named wallet signed for this site, project, e-mail and address, less than 30 minutes ago.
 */
const owner = ANVIL_ACCOUNTS[1]!
const stranger = ANVIL_ACCOUNTS[2]!
const PROJECT = 'foyer-capture'

let server: AuthTestServer
beforeEach(async () => {
  server = await startAuthTestServer()
  await (await developmentDatabase()).exec('TRUNCATE email_captures')
})
afterEach(async () => {
  await server.close()
})

const sign = (email: string, options: { privateKey?: Hex; projectId?: string; origin?: string; address?: Hex; now?: number } = {}) =>
  signCaptureProof({
    privateKey: options.privateKey ?? owner.privateKey,
    email,
    projectId: options.projectId ?? PROJECT,
    now: options.now ?? server.clock.now,
    ...options,
  })
const start = (email: string, proof: unknown, address: string = owner.address) =>
  server.post('/auth/v1/email-capture/start', { projectId: PROJECT, address, email, proof })
const verify = (email: string, otp: string, proof: unknown, address: string = owner.address) =>
  server.post('/auth/v1/email-capture/verify', { projectId: PROJECT, address, email, otp, proof })
const mails = async (to: string) => ((await server.get(`/dev/mailbox?to=${to}`)).body.messages as unknown[]).length
const stored = async () => emailCaptureStore(await developmentDatabase()).find(PROJECT, owner.address.toLowerCase())
const refused = (error: string) => ({ status: 401, body: { error } })

describe('e-mail capture needs the wallet to prove control', () => {
  it("links the e-mail with the owner's proof, signed once for the code's request and its check", async () => {
    const proof = await sign('ada@example.com')
    expect((await start('ada@example.com', proof)).status).toBe(200)
    server.clock.now += 5 * 60_000
    expect((await verify('ada@example.com', await server.latestCode('ada@example.com'), proof)).status).toBe(200)
    expect(await stored()).toMatchObject({ email: 'ada@example.com' })
  })

  it('refuses a request without a proof, and mails nothing', async () => {
    expect(await start('none@example.com', undefined)).toEqual(refused('wallet_proof_required'))
    expect(await mails('none@example.com')).toBe(0)
    // Nor does a code sent for a proven request link without one.
    expect((await start('none@example.com', await sign('none@example.com'))).status).toBe(200)
    expect(await verify('none@example.com', await server.latestCode('none@example.com'), undefined)).toEqual(refused('wallet_proof_required'))
    expect(await stored()).toBeUndefined()
  })

  it("refuses another wallet's proof, a forged signature, and a proof for another e-mail, project or site", async () => {
    const email = 'bea@example.com'
    // The stranger's own, valid proof, sent with the owner's address.
    expect(await start(email, await sign(email, { privateKey: stranger.privateKey }))).toEqual(refused('invalid_wallet_proof'))
    // A message naming the owner, signed by the stranger.
    expect(await start(email, await sign(email, { privateKey: stranger.privateKey, address: owner.address }))).toEqual(refused('invalid_wallet_proof'))
    expect(await start(email, await sign('other@example.com'))).toEqual(refused('invalid_wallet_proof'))
    expect(await start(email, await sign(email, { projectId: 'foyer-local' }))).toEqual(refused('invalid_wallet_proof'))
    expect(await start(email, await sign(email, { origin: 'https://evil.example' }))).toEqual(refused('invalid_wallet_proof'))
    expect(await start(email, { message: 'not a message', signature: '0x00' })).toEqual(refused('invalid_wallet_proof'))
    expect(await mails(email)).toBe(0)

    // A proof for the owner's code check, but by the stranger: the code does not link.
    expect((await start(email, await sign(email))).status).toBe(200)
    const code = await server.latestCode(email)
    expect(await verify(email, code, await sign(email, { privateKey: stranger.privateKey }))).toEqual(refused('invalid_wallet_proof'))
    expect(await stored()).toBeUndefined()
    // The code was not spent by the refused check.
    expect((await verify(email, code, await sign(email))).status).toBe(200)
  })

  it('refuses a proof sent from another site than the one it names', async () => {
    const response = await fetch(`${server.url}/auth/v1/email-capture/start`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://127.0.0.1:4000' },
      body: JSON.stringify({ projectId: PROJECT, address: owner.address, email: 'cy@example.com', proof: await sign('cy@example.com') }),
    })
    expect({ status: response.status, body: await response.json() }).toEqual(refused('invalid_wallet_proof'))
  })

  it('refuses an expired proof, and one that claims to last longer than the limit', async () => {
    const proof = await sign('dee@example.com')
    expect((await start('dee@example.com', proof)).status).toBe(200)
    server.clock.now += 30 * 60_000
    expect(await start('dee@example.com', proof)).toEqual(refused('wallet_proof_expired'))

    const account = privateKeyToAccount(owner.privateKey)
    const message = createSiweMessage({
      address: account.address,
      chainId: 31337,
      domain: new URL(PROOF_ORIGIN).host,
      uri: PROOF_ORIGIN,
      version: '1',
      nonce: 'abcdefgh1234',
      statement: emailCaptureStatement('dee@example.com'),
      requestId: emailCaptureRequestId(PROJECT),
      issuedAt: new Date(server.clock.now),
      expirationTime: new Date(server.clock.now + 365 * 24 * 60 * 60_000),
    })
    expect(await start('dee@example.com', { message, signature: await account.signMessage({ message }) })).toEqual(refused('invalid_wallet_proof'))
  })
})
