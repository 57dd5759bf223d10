import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http'
import { z } from 'zod'
import { setFeedAnswer, updateFeedRound } from '../../../devstack/chain/priceFeeds'
import { MELD_API_VERSION } from '../../../services/api/onramp/meldClient'
import type { ProductionStack } from './productionStack'

const feedSchema = z.object({
  chainId: z.number().int(),
  feed: z.string().regex(/^0x[0-9a-fA-F]{40}$/) as unknown as z.ZodType<`0x${string}`>,
  usd: z.number().positive(),
  /** With it, the new round's `updatedAt` lies this many seconds in the past. */
  ageSeconds: z.number().int().positive().optional(),
})

const secretSchema = z.object({ kind: z.string().min(1).max(40), value: z.string().min(1).max(10_000) })

async function readJson(request: IncomingMessage): Promise<unknown> {
  let body = ''
  for await (const chunk of request) body += String(chunk)
  return JSON.parse(body || '{}') as unknown
}

function answer(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body))
}

/**
 * The production harness's control routes, on loopback for the tests only:
 * - `GET /mail?to=<address>`: the messages the SMTP server received for it, oldest first;
 * - `POST /secret` `{ kind, value }`: records a secret the tests saw, for the log scan;
 * - `POST /feed` `{ chainId, feed, usd, ageSeconds? }`: moves a price feed's answer, timestamped now
 *   or `ageSeconds` ago (older than the feed's heartbeat: stale);
 * - `GET /meld/last-quote`: the last quote request the server sent the Meld stand-in, and what the
 *   stand-in answers to it when asked directly over Meld's wire format (`null`s before any request).
 *
 * @example
 * createServer(controlRoutes(stack)).listen(0, '127.0.0.1')
 */
export function controlRoutes(stack: ProductionStack): RequestListener {
  return (request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1')
    const route = `${request.method} ${url.pathname}`
    const handle = async () => {
      if (route === 'GET /mail') return answer(response, 200, { messages: stack.inbox.messagesTo(url.searchParams.get('to') ?? '') })
      if (route === 'POST /secret') {
        const { kind, value } = secretSchema.parse(await readJson(request))
        stack.recordSecret(kind, value)
        return answer(response, 200, { recorded: kind })
      }
      if (route === 'POST /feed') {
        const { chainId, feed, usd, ageSeconds } = feedSchema.parse(await readJson(request))
        const chain = stack.info.chains.find((candidate) => candidate.chainId === chainId)
        if (!chain) return answer(response, 400, { error: `no chain ${chainId}` })
        if (ageSeconds === undefined) await setFeedAnswer(chain.rpcUrl, feed, usd)
        else await updateFeedRound(chain.rpcUrl, feed, { usd, updatedAt: Math.floor(Date.now() / 1000) - ageSeconds })
        return answer(response, 200, { moved: feed })
      }
      if (route === 'GET /meld/last-quote') {
        const request = stack.meld.quoteRequests.at(-1)
        if (!request) return answer(response, 200, { request: null, answer: null })
        const asked = await fetch(`${stack.meld.url}/payments/crypto/quote`, {
          method: 'POST',
          headers: { authorization: `BASIC ${stack.meld.apiKey}`, 'meld-version': MELD_API_VERSION, 'content-type': 'application/json' },
          body: JSON.stringify(request),
        })
        return answer(response, 200, { request, answer: await asked.json() })
      }
      answer(response, 404, { error: `no route ${route}` })
    }
    handle().catch((error: unknown) => answer(response, 500, { error: error instanceof Error ? error.message : String(error) }))
  }
}
