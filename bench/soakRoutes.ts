import { request } from 'node:http'
import { ANVIL_ACCOUNTS } from '../devstack/chain/addresses'
import { ONE_TIME_CODE_ALPHABET, ONE_TIME_CODE_LENGTH } from '../src/protocol/oneTimeCode'

/** The project the soak's server is configured with, and the page origin it allows. */
export const SOAK_PROJECT = { id: 'soak', allowedOrigins: ['https://app.soak.example'] }

/** One request of the mix, as a client sends it. */
export type SoakRequest = { method: 'GET' | 'POST'; path: string; body?: unknown; headers?: Record<string, string> }

/** What one client remembers between its requests (the e-mail it last asked a code for). */
export type SoakClient = { id: number; sent: number; lastEmail: string | undefined }

/** A route of the mix: its weight (share of requests) and how a client builds its next request. */
export type SoakRoute = { name: string; weight: number; next(client: SoakClient): SoakRequest }

const query = `projectId=${SOAK_PROJECT.id}&st=foyer&sv=0.1.0`
const account = (client: SoakClient) => ANVIL_ACCOUNTS[(client.id + client.sent) % ANVIL_ACCOUNTS.length]!.address
const origin = SOAK_PROJECT.allowedOrigins[0]!

// A well-formed code that is wrong (a real one is drawn at random; this one never changes).
const wrongCode = ONE_TIME_CODE_ALPHABET[0]!.repeat(ONE_TIME_CODE_LENGTH)

/**
 * The soak's mix of anonymous traffic over what a page with the modal calls: the project check, the
 * wallet registry, balances and history of the anvil accounts, e-mail codes asked for and checked
 * with a wrong code, SIWX nonces, analytics events and the health check.
 */
export const SOAK_ROUTES: readonly SoakRoute[] = [
  { name: 'project check', weight: 3, next: () => ({ method: 'GET', path: `/projects/v1/origins?projectId=${SOAK_PROJECT.id}` }) },
  {
    name: 'registry',
    weight: 2,
    next: (client) => ({ method: 'GET', path: `/getWallets?projectId=${SOAK_PROJECT.id}&entries=40&page=${(client.sent % 5) + 1}` }),
  },
  {
    name: 'balance',
    weight: 3,
    next: (client) => ({ method: 'GET', path: `/v1/account/${account(client)}/balance?chainId=eip155:31337&${query}&currency=usd` }),
  },
  { name: 'history', weight: 2, next: (client) => ({ method: 'GET', path: `/v1/account/${account(client)}/history?chainId=eip155:31337&${query}` }) },
  {
    name: 'code start',
    weight: 1,
    next: (client) => {
      client.lastEmail = `soak-${client.id}-${client.sent}@example.com`
      return {
        method: 'POST',
        path: '/auth/v1/email/start',
        body: { projectId: SOAK_PROJECT.id, email: client.lastEmail, deviceId: `soak-device-${client.id}` },
      }
    },
  },
  {
    name: 'code verify (wrong)',
    weight: 1,
    next: (client) => ({
      method: 'POST',
      path: '/auth/v1/email/verify',
      body: { email: client.lastEmail ?? `soak-${client.id}@example.com`, otp: wrongCode, deviceId: `soak-device-${client.id}` },
    }),
  },
  { name: 'siwx nonce', weight: 1, next: () => ({ method: 'POST', path: `/v1/sessions/nonce?projectId=${SOAK_PROJECT.id}` }) },
  {
    name: 'analytics',
    weight: 2,
    next: (client) => ({
      method: 'POST',
      path: `/e?${query}`,
      headers: { origin },
      body: {
        eventId: `soak-${client.id}-${client.sent}`,
        url: `${origin}/`,
        domain: 'app.soak.example',
        timestamp: Date.now(),
        props: { type: 'track', event: 'MODAL_OPEN' },
      },
    }),
  },
  { name: 'health', weight: 1, next: () => ({ method: 'GET', path: '/health' }) },
]

/** The routes expanded by weight, so a client walking the list round-robin sends the mix. */
export const SOAK_SCHEDULE: readonly SoakRoute[] = SOAK_ROUTES.flatMap((route) => Array.from({ length: route.weight }, () => route))

/**
 * Sends one request on a new connection from `localAddress` (any of 127.0.0.0/8 reaches a loopback
 * server, so each client can be many visitors) and reads the answer in full; resolves its status.
 */
export function sendFrom(baseUrl: string, localAddress: string, soakRequest: SoakRequest): Promise<number> {
  return new Promise((resolve, reject) => {
    const body = soakRequest.body === undefined ? undefined : JSON.stringify(soakRequest.body)
    const headers = { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...soakRequest.headers }
    const outgoing = request(new URL(soakRequest.path, baseUrl), { method: soakRequest.method, headers, agent: false, localAddress }, (incoming) => {
      incoming.on('data', () => undefined)
      incoming.on('end', () => resolve(incoming.statusCode ?? 0))
      incoming.on('error', reject)
    })
    outgoing.setTimeout(30_000, () => outgoing.destroy(new Error('no answer in 30 s')))
    outgoing.on('error', reject)
    outgoing.end(body)
  })
}
