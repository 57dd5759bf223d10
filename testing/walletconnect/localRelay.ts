import type { IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { WebSocket } from 'ws'
import type { z } from 'zod'
import {
  clientIdFromSocketUrl,
  isRelayMethod,
  parseRelayJson,
  relayParamsSchemas,
  relayRequestSchema,
  relayResponseSchema,
  stringifyRelayJson,
  type RelayMethod,
} from './relayJson'
import { createRelayMailbox, type RelayConnection, type RelayMailbox } from './relayMailbox'

/** Options of {@link startLocalRelay}. */
export type StartLocalRelayOptions = {
  /**
   * Port on `host`; `0` picks a free one (read it from `relay.port`).
   * @default 0
   */
  port?: number
  /** @default '127.0.0.1' */
  host?: string
  /**
   * Milliseconds between WebSocket pings. Node clients drop a socket that has not been pinged
   * for 35 s, as the real relay pings every 30 s.
   * @default 10_000
   */
  pingInterval?: number
  /**
   * Receives one line per connection and per request, for debugging.
   * @default no logging
   */
  log?: (line: string) => void
}

/** A running local relay. */
export type LocalRelay = {
  /** `ws://host:port`, the value for the clients' `relayUrl`. */
  url: string
  port: number
  /** Counts of topics, subscriptions, stored and published messages, and open sockets. */
  stats(): ReturnType<RelayMailbox['stats']> & { connections: number }
  /** Closes every socket and stops listening. Idempotent. */
  close(): Promise<void>
}

type Reply = { result: unknown } | { error: { code: number; message: string } }

/**
 * Starts a WalletConnect relay on 127.0.0.1 that speaks the relay's JSON-RPC over WebSocket
 * (`irn_subscribe`, `irn_publish`, `irn_batchFetchMessages`, `irn_unsubscribe`, their batch
 * forms, and 2.25's `wc_proposeSession` / `wc_approveSession`), so a dapp and a wallet pair and
 * talk with no internet. Node only; needs the `ws` package.
 *
 * @example
 * const relay = await startLocalRelay({ port: 8789 })
 * walletConnect({ projectId: 'foyer-local', showQrModal: false, relayUrl: relay.url })
 * await relay.close()
 */
export async function startLocalRelay(options: StartLocalRelayOptions = {}): Promise<LocalRelay> {
  const host = options.host ?? '127.0.0.1'
  const log = options.log ?? (() => undefined)
  // Loaded here, not at import: `ws` is an optional peer that only the relay needs, so a test that
  // imports `foyer-kit/testing/node` for a wallet works without it.
  const [{ WebSocketServer }, { createHash }] = await Promise.all([import('ws'), import('node:crypto')])
  // The id clients compute for their own subscriptions, so both sides name them alike.
  const mailbox = createRelayMailbox({
    subscriptionId: (topic, clientId) => createHash('sha256').update(`${topic}${clientId}`).digest('hex'),
  })
  const server = new WebSocketServer({ host, port: options.port ?? 0 })
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve)
    server.once('error', reject)
  })
  const port = (server.address() as AddressInfo).port
  let nextConnectionId = 1
  let nextRequestId = 1

  server.on('connection', (socket: WebSocket, request: IncomingMessage) => {
    const id = nextConnectionId++
    const clientId = clientIdFromSocketUrl(request.url) ?? `anonymous:${id}`
    const send = (payload: object) => {
      if (socket.readyState === socket.OPEN) socket.send(stringifyRelayJson({ jsonrpc: '2.0', ...payload }))
    }
    const connection: RelayConnection = {
      id,
      clientId,
      deliver: (subscriptionId, message) => send({ id: nextRequestId++, method: 'irn_subscription', params: { id: subscriptionId, data: message } }),
    }
    log(`relay: ${clientId} connected (#${id})`)
    const ping = setInterval(() => socket.ping(), options.pingInterval ?? 10_000)

    socket.on('message', (data) => {
      let payload: unknown
      try {
        payload = parseRelayJson(data.toString())
      } catch {
        send({ id: null, error: { code: -32700, message: 'Parse error' } })
        return
      }
      if (relayResponseSchema.safeParse(payload).success && !relayRequestSchema.safeParse(payload).success) return
      const parsed = relayRequestSchema.safeParse(payload)
      if (!parsed.success) {
        send({ id: null, error: { code: -32600, message: 'Invalid request' } })
        return
      }
      const { id: requestId, method, params } = parsed.data
      log(`relay: #${id} ${method}`)
      send({ id: requestId, ...answer(mailbox, connection, method, params) })
    })
    socket.on('close', () => {
      clearInterval(ping)
      mailbox.drop(connection)
      log(`relay: ${clientId} disconnected (#${id})`)
    })
    socket.on('error', (error) => log(`relay: socket #${id} error: ${error.message}`))
  })

  let closing: Promise<void> | undefined
  return {
    url: `ws://${host}:${port}`,
    port,
    stats: () => ({ ...mailbox.stats(), connections: server.clients.size }),
    close() {
      closing ??= new Promise<void>((resolve) => {
        for (const client of server.clients) client.terminate()
        server.close(() => resolve())
      })
      return closing
    },
  }
}

type Handlers = {
  [M in RelayMethod]: (mailbox: RelayMailbox, connection: RelayConnection, params: z.infer<(typeof relayParamsSchemas)[M]>) => unknown
}

// Tags the real relay's clients use for these payloads; the relay passes them on.
const proposalTag = 1100
const proposalResponseTag = 1101
const settleRequestTag = 1102

const handlers: Handlers = {
  irn_subscribe: (mailbox, connection, { topic }) => mailbox.subscribe(connection, topic),
  irn_batchSubscribe: (mailbox, connection, { topics }) => topics.map((topic) => mailbox.subscribe(connection, topic)),
  irn_unsubscribe: (mailbox, connection, { topic }) => {
    mailbox.unsubscribe(connection, topic)
    return true
  },
  irn_batchUnsubscribe: (mailbox, connection, { subscriptions }) => {
    for (const { topic } of subscriptions) mailbox.unsubscribe(connection, topic)
    return true
  },
  irn_publish: (mailbox, connection, message) => {
    mailbox.publish(connection, message)
    return true
  },
  irn_batchPublish: (mailbox, connection, { messages }) => {
    for (const message of messages) mailbox.publish(connection, message)
    return true
  },
  irn_batchFetchMessages: (mailbox, connection, { topics }) => ({ messages: mailbox.fetch(connection, topics), hasMore: false }),
  // 2.25's clients no longer subscribe to these topics themselves: the relay subscribes the
  // proposing dapp to its pairing topic, and the approving wallet to the new session topic.
  wc_proposeSession: (mailbox, connection, { pairingTopic, sessionProposal, ttl, attestation }) => {
    mailbox.subscribe(connection, pairingTopic)
    mailbox.publish(connection, { topic: pairingTopic, message: sessionProposal, ttl, tag: proposalTag, attestation })
    return true
  },
  wc_approveSession: (mailbox, connection, { pairingTopic, sessionTopic, sessionProposalResponse, sessionSettlementRequest, ttl }) => {
    mailbox.subscribe(connection, sessionTopic)
    mailbox.publish(connection, { topic: pairingTopic, message: sessionProposalResponse, ttl, tag: proposalResponseTag })
    mailbox.publish(connection, { topic: sessionTopic, message: sessionSettlementRequest, ttl, tag: settleRequestTag })
    return true
  },
}

/** Runs one request against the mailbox. */
function answer(mailbox: RelayMailbox, connection: RelayConnection, method: string, params: unknown): Reply {
  if (!isRelayMethod(method)) return { error: { code: -32601, message: `Method not found: ${method}` } }
  const parsed = relayParamsSchemas[method].safeParse(params)
  if (!parsed.success) return { error: { code: -32602, message: `Invalid params for ${method}` } }
  // The schema and the handler are picked by the same key; TypeScript cannot correlate them.
  const handler = handlers[method] as (mailbox: RelayMailbox, connection: RelayConnection, params: unknown) => unknown
  return { result: handler(mailbox, connection, parsed.data) }
}
