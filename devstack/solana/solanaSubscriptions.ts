import type { IncomingMessage, Server } from 'node:http'
import type { Duplex } from 'node:stream'
import type { Logger } from 'pino'
import { WebSocketServer } from 'ws'
import type { WebSocket } from 'ws'
import { z } from 'zod'
import type { SolanaChain } from './createSolanaChain'
import { RPC_ERRORS, RpcError } from './rpcError'
import { answerRpc } from './solanaRpcApp'
import type { RpcDispatch } from './solanaRpcApp'

const signatureParams = z.tuple([
  z.string().regex(/^[1-9A-HJ-NP-Za-km-z]{64,88}$/, 'Invalid param: not a base58 signature'),
  z.looseObject({ commitment: z.enum(['processed', 'confirmed', 'finalized']).optional() }).optional(),
])
const unsubscribeParams = z.tuple([z.number().int().min(0)])

/** The largest WebSocket message accepted (subscriptions are small). */
const MAX_MESSAGE_BYTES = 64 * 1024

/**
 * The runtime's PubSub WebSocket, the part of Solana's RPC that web3.js's `confirmTransaction` waits
 * on: `signatureSubscribe` / `signatureUnsubscribe` (one `signatureNotification` when the transaction
 * lands, or at once if it already has). Other calls on the socket are answered as over HTTP.
 * Attach it to any number of HTTP servers (the RPC's own port, and web3.js's default of port + 1).
 */
export function solanaSubscriptions(chain: SolanaChain, dispatch: RpcDispatch, logger: Logger) {
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_MESSAGE_BYTES })
  let nextId = 0
  const waiting = new Map<string, Map<number, WebSocket>>()

  const notify = (socket: WebSocket, subscription: number, slot: number, err: unknown) => {
    socket.send(JSON.stringify({ jsonrpc: '2.0', method: 'signatureNotification', params: { result: { context: { slot }, value: { err } }, subscription } }))
  }
  const stopListening = chain.onLanded((entry) => {
    const subscribers = waiting.get(entry.signature)
    if (!subscribers) return
    waiting.delete(entry.signature)
    for (const [id, socket] of subscribers) notify(socket, id, entry.slot, entry.err)
  })

  const subscriptionDispatch =
    (socket: WebSocket): RpcDispatch =>
    (method, params) => {
      if (method === 'signatureSubscribe') {
        const parsed = signatureParams.safeParse(params ?? [])
        if (!parsed.success) throw new RpcError(RPC_ERRORS.invalidParams, `Invalid params: ${parsed.error.issues[0]?.message}`)
        const [signature] = parsed.data
        const id = nextId++
        const landed = chain.transaction(signature)
        // Answer the subscription first, then the notification, as a validator would.
        if (landed) queueMicrotask(() => notify(socket, id, landed.slot, landed.err))
        else waiting.set(signature, (waiting.get(signature) ?? new Map()).set(id, socket))
        return id
      }
      if (method === 'signatureUnsubscribe') {
        const parsed = unsubscribeParams.safeParse(params ?? [])
        if (!parsed.success) throw new RpcError(RPC_ERRORS.invalidParams, 'Invalid params: expected a subscription id')
        let found = false
        for (const subscribers of waiting.values()) found = subscribers.delete(parsed.data[0]) || found
        return found
      }
      if (method.endsWith('Subscribe') || method.endsWith('Unsubscribe')) {
        throw new RpcError(RPC_ERRORS.methodNotFound, `Method not found: ${method} (only signature subscriptions are served)`)
      }
      return dispatch(method, params)
    }

  wss.on('connection', (socket) => {
    const socketDispatch = subscriptionDispatch(socket)
    socket.on('message', (data) => {
      let request: unknown
      try {
        request = JSON.parse(String(data))
      } catch {
        socket.send(JSON.stringify({ jsonrpc: '2.0', id: null, error: { code: RPC_ERRORS.parseError, message: 'Parse error' } }))
        return
      }
      const reply = answerRpc(socketDispatch, request, logger)
      if (reply) socket.send(JSON.stringify(reply))
    })
    socket.on('close', () => {
      for (const [signature, subscribers] of waiting) {
        for (const [id, subscriber] of subscribers) if (subscriber === socket) subscribers.delete(id)
        if (subscribers.size === 0) waiting.delete(signature)
      }
    })
  })

  return {
    /** Serves WebSocket upgrades on `server`. */
    attach(server: Server) {
      server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
        wss.handleUpgrade(request, socket, head, (ws) => wss.emit('connection', ws, request))
      })
    },
    /** Closes every socket and stops listening for landed transactions. */
    close() {
      stopListening()
      for (const client of wss.clients) client.terminate()
      wss.close()
    },
  }
}
