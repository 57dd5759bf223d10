import { createPublicClient, http } from 'viem'
import { ChainNotConfiguredError } from 'wagmi'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApiServer } from '../../services/api/createApiServer'
import type { RunningServer } from '../../services/api/listenHttp'
import { rpcGatewayRoutes } from '../../services/api/rpc/rpcGatewayRoutes'
import { checkSiwxMessage } from '../../services/api/siwx/checkSiwxMessage'
import { captureLogger } from '../../test/services/captureLogger'
import { alertForError } from './alertForError'
import { BaseError } from './BaseError'
import { ConnectFailedError } from './connectErrors'
import { NetworkNotFoundError } from './networkErrors'

const SHOP = 'https://shop.example'
let api: RunningServer

beforeAll(async () => {
  // Nothing listens on port 9: only the gateway's own refusals are read here.
  const gateway = rpcGatewayRoutes({
    networks: [{ id: 31337, rpcUrls: ['http://127.0.0.1:9/'] }],
    projects: [{ id: 'shop', allowedOrigins: [SHOP] }],
    logger: captureLogger('error').logger,
  })
  api = await createApiServer({ chains: [], allowedOrigins: [SHOP], domains: [gateway], logger: captureLogger('error').logger }).listen(0, '127.0.0.1')
})
afterAll(() => api?.close())

/** What viem throws for one JSON-RPC call to Foyer's gateway from a page on `origin`. */
async function gatewayFailure(chainId: number, origin: string): Promise<unknown> {
  const client = createPublicClient({
    transport: http(`${api.url}/v1/?chainId=eip155:${chainId}&projectId=shop`, { retryCount: 0, fetchOptions: { headers: { origin } } }),
  })
  return client.getChainId().then(
    () => undefined,
    (error: unknown) => error,
  )
}

/** What Foyer's sign-in API refuses a message with. */
function siwxRefusal(fields: { notBefore?: string; expirationTime?: string }): unknown {
  const message = [
    'shop.example wants you to sign in with your Ethereum account:',
    '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
    '',
    'Sign in.',
    '',
    'URI: https://shop.example',
    'Version: 1',
    'Chain ID: 1',
    'Nonce: 12345678abcdefgh',
    'Issued At: 2026-01-01T00:00:00.000Z',
    ...(fields.expirationTime ? [`Expiration Time: ${fields.expirationTime}`] : []),
    ...(fields.notBefore ? [`Not Before: ${fields.notBefore}`] : []),
  ].join('\n')
  try {
    checkSiwxMessage(message, { now: Date.parse('2026-01-01T00:00:00.000Z'), origin: SHOP, allowedOrigins: [SHOP] })
  } catch (error) {
    return error
  }
  return undefined
}

describe('alertForError', () => {
  it("maps the WalletConnect relay's close reasons: origin not allowed, invalid key, JWT not yet valid", () => {
    const closed = (reason: string) => new Error(`WebSocket connection closed abnormally with code: 3000 (${reason})`)
    expect(alertForError(closed('Unauthorized: origin not allowed'))).toBe('APKT002')
    expect(alertForError(closed('Unauthorized: invalid key'))).toBe('APKT007')
    expect(alertForError(closed('JWT validation error: JWT Token is not yet valid:'))).toBe('APKT006')
    // Wrapped by the kit (the connect flow's catalogue error), the cause still counts.
    expect(alertForError(new ConnectFailedError({ cause: closed('Unauthorized: invalid key') }))).toBe('APKT007')
  })

  it("maps Foyer's RPC gateway answers over real HTTP: a refused origin (APKT002), a network it does not serve (APKT001)", async () => {
    expect(alertForError(await gatewayFailure(31337, 'https://evil.example'))).toBe('APKT002')
    expect(alertForError(await gatewayFailure(8453, SHOP))).toBe('APKT001')
  })

  it("maps Foyer's sign-in API refusals: a message not yet valid or expired is APKT006", () => {
    const early = siwxRefusal({ notBefore: '2026-01-02T00:00:00.000Z' })
    expect(String((early as Error).message)).toContain('not yet valid')
    expect(alertForError(early)).toBe('APKT006')
    expect(alertForError(siwxRefusal({ expirationTime: '2025-12-31T00:00:00.000Z' }))).toBe('APKT006')
    // A device clock running ahead: the message's own issue time is in the server's future.
    const ahead = (() => {
      try {
        checkSiwxMessage(
          'shop.example wants you to sign in with your Ethereum account:\n0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266\n\nSign in.\n\nURI: https://shop.example\nVersion: 1\nChain ID: 1\nNonce: 12345678abcdefgh\nIssued At: 2026-01-02T00:00:00.000Z',
          { now: Date.parse('2026-01-01T00:00:00.000Z'), origin: SHOP, allowedOrigins: [SHOP] },
        )
      } catch (error) {
        return error
      }
      return undefined
    })()
    expect(String((ahead as Error).message)).toContain('issued in the future')
    expect(alertForError(ahead)).toBe('APKT006')
  })

  it('a network the app or wallet asks for that is not configured is APKT001', () => {
    expect(alertForError(new NetworkNotFoundError({ caipNetworkId: 'eip155:999' }))).toBe('APKT001')
    expect(alertForError(new ChainNotConfiguredError())).toBe('APKT001')
  })

  it('anything else raises no alert', () => {
    expect(alertForError(new BaseError('Failed to connect', { cause: new Error('boom') }))).toBeUndefined()
    expect(alertForError('plain text')).toBeUndefined()
    expect(alertForError(undefined)).toBeUndefined()
    expect(alertForError({ code: 4001 })).toBeUndefined()
  })
})
