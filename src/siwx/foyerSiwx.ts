import { createSiweMessage, parseSiweMessage } from 'viem/siwe'
// zod/mini (the wire schemas too): this module is in the app's first chunk (the app builds its
// configuration at load).
import * as z from 'zod/mini'
import { endpointUrl } from '../api/endpointUrl'
import { httpRequestError, requestJson, type HttpFailure } from '../api/httpClient'
import type { SiwxSignInBody } from '../api/wire/siwxRequests'
import {
  siwxCreatedResponseSchema,
  siwxNonceResponseSchema,
  siwxRevokedAllResponseSchema,
  siwxRevokedResponseSchema,
  siwxSessionSchema,
} from '../api/wire/siwxSchemas'
import { requireFoyerOption, type FoyerConfig } from '../config/createFoyerConfig'
import type { HttpRequestError } from '../errors/httpErrors'
import { UnsupportedChainNamespaceError } from '../errors/namespaceErrors'
import { siwxSessionStorage } from './siwxSessionStorage'
import type { SiwxConfig, SiwxMessage, SiwxSession } from './siwxTypes'

/** Options of {@link foyerSiwx}. */
export type FoyerSiwxOptions = {
  /**
   * The statement shown in the message (EIP-4361 `statement`).
   * @default 'Sign in with your wallet.'
   */
  statement?: string | undefined
  /**
   * How long a session lasts (the message's `expirationTime`), in ms.
   * @default 86_400_000 (one day)
   */
  sessionMs?: number | undefined
  /** @default true */
  signOutOnDisconnect?: boolean | undefined
  /** @default globalThis.fetch */
  fetch?: typeof fetch | undefined
}

/**
 * The ready SIWX configuration over Foyer's API (`/v1/sessions/*`) for eip155 accounts: messages
 * are EIP-4361 (viem's `createSiweMessage`) with a nonce from the API, the API verifies the
 * signature against the chain (smart accounts too) and keeps the session; this browser keeps only
 * the session's id, per network and address, and asks the API whether it still holds. Nothing is
 * fetched until the flow needs it.
 *
 * @example
 * const foyerConfig = createFoyerConfig({ projectId: 'my-app', apiUrl: 'https://foyer-api.example.com' })
 * <FoyerProvider config={foyerConfig} siwx={foyerSiwx(foyerConfig)} signInRequired>...</FoyerProvider>
 */
export function foyerSiwx(config: FoyerConfig, options: FoyerSiwxOptions = {}): SiwxConfig {
  const fetchFn = (...args: Parameters<typeof fetch>) => (options.fetch ?? globalThis.fetch)(...args)
  // Read at each call through requireFoyerOption, which logs a missing option once per configuration.
  const api = () => ({ apiUrl: requireFoyerOption(config, 'apiUrl') })
  const toError = (failure: HttpFailure): HttpRequestError => httpRequestError(failure, 'Error signing message', serverMessage(failure))

  return {
    signOutOnDisconnect: options.signOutOnDisconnect ?? true,

    async createMessage({ accountAddress, chainId }): Promise<SiwxMessage> {
      const [namespace, reference] = chainId.split(':')
      if (namespace !== 'eip155' || !reference) throw new UnsupportedChainNamespaceError({ namespace: chainId })
      const { nonce } = await requestJson({
        url: endpointUrl(api(), '/v1/sessions/nonce', { projectId: requireFoyerOption(config, 'projectId') }),
        method: 'POST',
        schema: siwxNonceResponseSchema,
        toError,
        fetch: fetchFn,
      })
      const issuedAt = new Date()
      const expirationTime = new Date(issuedAt.getTime() + (options.sessionMs ?? 86_400_000))
      const fields = {
        address: accountAddress as `0x${string}`,
        chainId: Number(reference),
        domain: location.host,
        uri: location.origin,
        version: '1' as const,
        nonce,
        statement: options.statement ?? 'Sign in with your wallet.',
        issuedAt,
        expirationTime,
      }
      return {
        accountAddress,
        chainId,
        domain: fields.domain,
        uri: fields.uri,
        version: fields.version,
        nonce,
        statement: fields.statement,
        issuedAt: issuedAt.toISOString(),
        expirationTime: expirationTime.toISOString(),
        serializedMessage: createSiweMessage(fields),
      }
    },

    async addSession(session: SiwxSession): Promise<void> {
      const { id } = await requestJson({
        url: endpointUrl(api(), '/v1/sessions'),
        method: 'POST',
        body: { message: session.message, signature: session.signature } satisfies SiwxSignInBody,
        schema: siwxCreatedResponseSchema,
        toError,
        fetch: fetchFn,
      })
      await siwxSessionStorage.write(session.data.chainId, session.data.accountAddress, id)
    },

    async getSessions(chainId, address): Promise<readonly SiwxSession[]> {
      const id = await siwxSessionStorage.read(chainId, address)
      if (!id) return []
      const url = endpointUrl(api(), `/v1/sessions/${encodeURIComponent(id)}`)
      const response = await fetchFn(url)
      // Gone (404) or revoked or expired (410): forget it, the user signs in again.
      if (response.status === 404 || response.status === 410) {
        await siwxSessionStorage.remove(chainId, address)
        return []
      }
      if (!response.ok) throw httpRequestError({ stage: 'status', url: url.href, status: response.status }, 'SIWX session check failed')
      const wire = siwxSessionSchema.parse(await response.json())
      if (wire.chainId !== chainId || wire.address.toLowerCase() !== address.toLowerCase()) return []
      const fields = parseSiweMessage(wire.message)
      const data: SiwxMessage = {
        accountAddress: wire.address,
        chainId: wire.chainId,
        domain: fields.domain ?? '',
        uri: fields.uri ?? '',
        version: fields.version ?? '1',
        nonce: fields.nonce ?? '',
        statement: fields.statement,
        issuedAt: fields.issuedAt?.toISOString(),
        expirationTime: fields.expirationTime?.toISOString(),
        serializedMessage: wire.message,
      }
      return [{ data, message: wire.message, signature: wire.signature as `0x${string}` }]
    },

    async revokeSession(chainId, address): Promise<void> {
      const id = await siwxSessionStorage.read(chainId, address)
      if (!id) return
      await siwxSessionStorage.remove(chainId, address)
      await requestJson({
        url: endpointUrl(api(), `/v1/sessions/${encodeURIComponent(id)}/revoke`),
        method: 'POST',
        schema: siwxRevokedResponseSchema,
        toError,
        fetch: fetchFn,
      })
    },

    async revokeAllSessions(chainId, address): Promise<number> {
      // The API finds the account and project from one live session: this browser's.
      const id = await siwxSessionStorage.read(chainId, address)
      if (!id) return 0
      const { revoked } = await requestJson({
        url: endpointUrl(api(), `/v1/sessions/${encodeURIComponent(id)}/revoke-all`),
        method: 'POST',
        schema: siwxRevokedAllResponseSchema,
        toError,
        fetch: fetchFn,
      })
      await siwxSessionStorage.remove(chainId, address)
      return revoked
    },
  }
}

function serverMessage(failure: HttpFailure): string | undefined {
  if (failure.stage !== 'status' || !failure.body) return undefined
  try {
    const parsed = z.object({ error: z.string() }).safeParse(JSON.parse(failure.body))
    return parsed.success ? parsed.data.error : undefined
  } catch {
    return undefined
  }
}
