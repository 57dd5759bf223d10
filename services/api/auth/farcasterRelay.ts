import { z } from 'zod'
import { BaseError } from '../../../src/errors/BaseError'

/** Farcaster's public relay (operated by Merkle Manufactory), the default `farcaster.relayUrl`. */
export const FARCASTER_RELAY_URL = 'https://relay.farcaster.xyz'

/** How a relay call failed: no answer in time, no answer at all, an error status, or an answer of another shape. */
export type FarcasterRelayFailure = 'timeout' | 'unavailable' | 'rejected' | 'malformed'

/**
 * A call to the Farcaster Auth relay failed. Its message names the route and the failure, never a
 * channel token (the relay's tokens stay on the server).
 */
export class FarcasterRelayError extends BaseError {
  override name = 'FarcasterRelayError'
  readonly failure: FarcasterRelayFailure
  readonly status: number | undefined
  constructor(options: { failure: FarcasterRelayFailure; route: string; status?: number; cause?: unknown }) {
    super(`The Farcaster relay's ${options.route} failed (${options.failure}${options.status ? ` ${options.status}` : ''})`, {
      ...(options.cause === undefined ? {} : { cause: options.cause }),
    })
    this.failure = options.failure
    this.status = options.status
  }
}

/** `POST /v1/channel`'s body: what the user's Farcaster app is asked to sign. */
export type CreateRelayChannelRequest = {
  siweUri: string
  domain: string
  nonce: string
  notBefore: string
  expirationTime: string
  /** `false`: only the fid's custody address may sign, as the ID Registry names it. */
  acceptAuthAddress: false
}

const createChannelAnswerSchema = z.object({ channelToken: z.string().min(1).max(200), url: z.url(), nonce: z.string().min(1) })

/** `GET /v1/channel/status`'s answer: pending, or completed with the signed message and what the app said of its user. */
const statusAnswerSchema = z.discriminatedUnion('state', [
  z.object({ state: z.literal('pending') }),
  z.object({
    state: z.literal('completed'),
    message: z.string().min(1).max(10_000).optional(),
    signature: z
      .string()
      .regex(/^0x[0-9a-fA-F]+$/)
      .transform((text) => text as `0x${string}`)
      .optional(),
    fid: z.number().int().positive().optional(),
    username: z.string().max(100).optional(),
  }),
])

/** A completed or pending channel as the relay reports it. */
export type RelayChannelStatus = z.output<typeof statusAnswerSchema>

/** The two relay calls the API makes. */
export type FarcasterRelayClient = {
  /** `POST /v1/channel` (201): the channel's token (kept on the server) and the sign-in URL shown as the QR code. */
  createChannel(request: CreateRelayChannelRequest): Promise<{ channelToken: string; url: string; nonce: string }>
  /** `GET /v1/channel/status` with the channel's token: `undefined` when the relay no longer knows the channel. */
  status(channelToken: string): Promise<RelayChannelStatus | undefined>
}

/**
 * A client of a Farcaster Auth relay (the protocol of `@farcaster/auth-client`'s `createChannel` and
 * `status`), with what the library's calls lack: a timeout on every call and a checked answer.
 * Every failure is a {@link FarcasterRelayError}.
 *
 * @example
 * const relay = createFarcasterRelayClient({ relayUrl: FARCASTER_RELAY_URL, timeoutMs: 5_000 })
 */
export function createFarcasterRelayClient(options: { relayUrl: string; timeoutMs: number }): FarcasterRelayClient {
  const base = `${options.relayUrl.replace(/\/+$/, '')}/v1`

  async function call(route: string, init: { method: 'GET' | 'POST'; token?: string; body?: unknown }): Promise<{ status: number; json: unknown }> {
    let response: Response
    try {
      response = await fetch(`${base}${route}`, {
        method: init.method,
        headers: {
          accept: 'application/json',
          ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
          ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
        signal: AbortSignal.timeout(options.timeoutMs),
        redirect: 'error',
      })
    } catch (error) {
      const timedOut = error instanceof Error && error.name === 'TimeoutError'
      throw new FarcasterRelayError({ failure: timedOut ? 'timeout' : 'unavailable', route, cause: error })
    }
    let json: unknown
    try {
      json = JSON.parse(await response.text())
    } catch (error) {
      const timedOut = error instanceof Error && error.name === 'TimeoutError'
      throw new FarcasterRelayError({ failure: timedOut ? 'timeout' : 'malformed', route, status: response.status })
    }
    return { status: response.status, json }
  }

  return {
    async createChannel(request) {
      const route = '/channel'
      const { status, json } = await call(route, { method: 'POST', body: request })
      if (status !== 201 && status !== 200) throw new FarcasterRelayError({ failure: status >= 500 ? 'unavailable' : 'rejected', route, status })
      const parsed = createChannelAnswerSchema.safeParse(json)
      if (!parsed.success) throw new FarcasterRelayError({ failure: 'malformed', route, status })
      return parsed.data
    },
    async status(channelToken) {
      const route = '/channel/status'
      const { status, json } = await call(route, { method: 'GET', token: channelToken })
      // The relay answers 401 for a channel it does not know (expired, or already read once completed).
      if (status === 401) return undefined
      if (status !== 200 && status !== 202) throw new FarcasterRelayError({ failure: status >= 500 ? 'unavailable' : 'rejected', route, status })
      const parsed = statusAnswerSchema.safeParse(json)
      if (!parsed.success) throw new FarcasterRelayError({ failure: 'malformed', route, status })
      return parsed.data
    },
  }
}
