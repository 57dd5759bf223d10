import { randomBytes } from 'node:crypto'
import { getAddress } from 'viem'
import { z } from 'zod'
import { httpRequest } from '../services/httpRequest'

/** A wallet as the frame stores it on the API: the address and the two server-held shares. */
export type StoredWallet = { address: `0x${string}`; authShare: string; recoveryShare: string }

/** A client of the API as seen through one trusted reverse proxy (`FOYER_TRUST_PROXY=1`). */
export type ApiClient = { api: string; ip: string }

const verifiedSchema = z.object({ sessionToken: z.string().min(1), isNewUser: z.boolean(), newDevice: z.boolean() })
const mailboxSchema = z.object({ messages: z.array(z.object({ code: z.string().optional(), link: z.string().optional() })) })

/** A fresh random wallet with random base64 shares (the API stores shares opaquely). */
export function randomWallet(): StoredWallet {
  return {
    address: getAddress(`0x${randomBytes(20).toString('hex')}`),
    authShare: randomBytes(48).toString('base64'),
    recoveryShare: randomBytes(48).toString('base64'),
  }
}

/** Request headers of `client`: its address in `X-Forwarded-For`, plus a session when given. */
export function clientHeaders(client: ApiClient, sessionToken?: string): Record<string, string> {
  return { 'x-forwarded-for': client.ip, ...(sessionToken ? { authorization: `Bearer ${sessionToken}` } : {}) }
}

/**
 * E-mail sign-in through the real HTTP API in development: `/auth/v1/email/start`, the code from the
 * development mailbox, `/auth/v1/email/verify`.
 *
 * @throws with the status and body of the first step that does not answer 200.
 */
export async function emailSignIn(client: ApiClient, email: string, deviceId: string): Promise<z.infer<typeof verifiedSchema>> {
  const headers = clientHeaders(client)
  const begun = await httpRequest(`${client.api}/auth/v1/email/start`, { method: 'POST', headers, body: { projectId: 'foyer-local', email, deviceId } })
  if (begun.status !== 200) throw new Error(`email/start ${begun.status}: ${begun.text}`)
  const mailbox = mailboxSchema.parse((await httpRequest(`${client.api}/dev/mailbox?to=${encodeURIComponent(email)}`, { headers })).json())
  const otp = mailbox.messages.at(-1)?.code
  if (!otp) throw new Error(`no code in the development mailbox for ${email}`)
  const verified = await httpRequest(`${client.api}/auth/v1/email/verify`, { method: 'POST', headers, body: { email, otp, deviceId } })
  if (verified.status !== 200) throw new Error(`email/verify ${verified.status}: ${verified.text}`)
  return verifiedSchema.parse(verified.json())
}

/**
 * Approves a code sign-in's new device as its owner would: asks for the approval link, reads it from
 * the development mailbox and approves it (the recovery share is released only then).
 *
 * @throws with the status and body of the first step that fails.
 */
export async function approveDevice(client: ApiClient, email: string, sessionToken: string): Promise<void> {
  const asked = await httpRequest(`${client.api}/auth/v1/device/verification`, {
    method: 'POST',
    headers: clientHeaders(client, sessionToken),
    body: { projectId: 'foyer-local' },
  })
  if (asked.status !== 202) throw new Error(`device/verification ${asked.status}: ${asked.text}`)
  const mailbox = mailboxSchema.parse(
    (await httpRequest(`${client.api}/dev/mailbox?to=${encodeURIComponent(email)}`, { headers: clientHeaders(client) })).json(),
  )
  const link = mailbox.messages.findLast((message) => message.link)?.link
  if (!link) throw new Error(`no approval link in the development mailbox for ${email}`)
  const approved = await httpRequest(`${client.api}/auth/v1/device/approve`, {
    method: 'POST',
    headers: clientHeaders(client),
    body: { token: new URL(link).hash.slice(1) },
  })
  if (approved.status !== 204) throw new Error(`device/approve ${approved.status}: ${approved.text}`)
}

/** `PUT /auth/v1/wallet`; resolves with the status (201 when stored). */
export async function storeWallet(client: ApiClient, sessionToken: string, wallet: StoredWallet): Promise<number> {
  const stored = await httpRequest(`${client.api}/auth/v1/wallet`, { method: 'PUT', headers: clientHeaders(client, sessionToken), body: wallet })
  return stored.status
}

/** What the API answers a signed-in user about their wallet: the session's address and both shares. */
export async function readWallet(client: ApiClient, sessionToken: string): Promise<{ address?: string; authShare?: string; recoveryShare?: string }> {
  const headers = clientHeaders(client, sessionToken)
  const [session, auth, recovery] = await Promise.all(
    ['/auth/v1/session', '/auth/v1/wallet/auth-share', '/auth/v1/wallet/recovery-share'].map((path) => httpRequest(`${client.api}${path}`, { headers })),
  )
  const field = (answer: typeof session, key: string) => {
    if (answer?.status !== 200) return undefined
    const value = (answer.json() as Record<string, unknown>)[key]
    return typeof value === 'string' ? value : undefined
  }
  const address = field(session, 'address')
  const authShare = field(auth, 'authShare')
  const recoveryShare = field(recovery, 'recoveryShare')
  return { ...(address ? { address } : {}), ...(authShare ? { authShare } : {}), ...(recoveryShare ? { recoveryShare } : {}) }
}
