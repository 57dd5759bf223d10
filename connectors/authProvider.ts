import { EventEmitter } from 'eventemitter3'
import { http, numberToHex, type Address } from 'viem'
import { malformedResultError, notConnectedError, rpcNotAllowedError } from '../src/errors/authErrors'
import { SmartSessionsDisabledError } from '../src/errors/sessionErrors'
import { classifyRpcMethod } from '../src/protocol/rpcMethods'
import { isExpectedRpcResult } from '../src/protocol/rpcResults'
import type { AuthFrameSession } from './authFrameSession'
import type { AuthConnectorEvent } from './authConnectorTypes'

/** What the provider needs from its connector. */
export type AuthProviderContext = {
  /** Connected addresses (empty when signed out). */
  accounts(): readonly Address[]
  chainId(): number
  /** The RPC URL of a configured chain. */
  rpcUrlFor(chainId: number): string
  session: AuthFrameSession
  emit(event: AuthConnectorEvent): void
  /** Switches the frame's chain (wallet_switchEthereumChain). */
  switchChain(chainId: number): Promise<void>
  /** The app turned smart sessions on (`createFoyerConfig({ smartSessions: true })`). @default false */
  smartSessions?: boolean | undefined
}

/** An EIP-1193 request. */
export type AuthProviderRequest = { method: string; params?: unknown }

/** The embedded wallet's EIP-1193 provider. */
export type AuthEip1193Provider = {
  request(args: AuthProviderRequest): Promise<unknown>
  /** Listens to EIP-1193 events: `accountsChanged` (addresses) and `chainChanged` (hex chain id). */
  on(event: string, listener: (...args: unknown[]) => void): void
  removeListener(event: string, listener: (...args: unknown[]) => void): void
  /** Tells the listeners of `event` (the connector calls it when the account or the chain changes). */
  emit(event: 'accountsChanged' | 'chainChanged', payload: unknown): void
}

/**
 * The EIP-1193 provider behind `authConnector`:
 * - `eth_accounts`, `eth_requestAccounts`, `eth_chainId` come from the connector's state;
 * - `wallet_getCapabilities` and `wallet_getCallsStatus` go to the frame, the wallet that knows the
 *   account's type and its batches;
 * - other safe methods (reads, `eth_sendRawTransaction`, ...) go straight to the chain's RPC URL: they
 *   need no key, so routing them through the frame would add a round trip, a frame load and a 120 s
 *   timeout path for nothing, and the frame would become a generic RPC proxy for the host;
 * - unsafe methods (signing, sending) go to the frame, which asks the user (approval events let the
 *   modal show ApproveTransaction meanwhile);
 * - anything else is refused with 'Requested RPC call is not allowed' (4200) without reaching the frame.
 *
 * The frame's answer to a send is a transaction hash (0x and 64 hex digits) and to a signing method a
 * signed message (0x and 62 or more); any other answer rejects with 'An error occurred' (-32603).
 */
export function createAuthProvider(context: AuthProviderContext): AuthEip1193Provider {
  // The EIP-1193 events, over the emitter wagmi's connectors use (already in the page).
  const events = new EventEmitter()

  async function request({ method, params }: AuthProviderRequest): Promise<unknown> {
    switch (method) {
      case 'eth_accounts':
        return [...context.accounts()]
      case 'eth_requestAccounts': {
        const accounts = context.accounts()
        if (accounts.length === 0) throw notConnectedError()
        return [...accounts]
      }
      case 'eth_chainId':
        return numberToHex(context.chainId())
      case 'wallet_switchEthereumChain': {
        const [target] = (params ?? []) as [{ chainId?: string } | undefined]
        const chainId = Number(target?.chainId)
        if (!Number.isSafeInteger(chainId) || chainId <= 0) throw rpcNotAllowedError(method)
        await context.switchChain(chainId)
        return null
      }
    }
    // Smart sessions are the app's choice: off, neither the grant nor its revocation reaches the frame.
    if ((method === 'wallet_grantPermissions' || method === 'wallet_revokePermissions') && !context.smartSessions) {
      throw new SmartSessionsDisabledError({ details: 'Turn them on with createFoyerConfig({ smartSessions: true })' })
    }
    const kind = classifyRpcMethod(method)
    if (kind === 'forbidden') {
      context.emit({ type: 'rpcRefused', method })
      throw rpcNotAllowedError(method)
    }
    const chainId = context.chainId()
    const rpcUrl = context.rpcUrlFor(chainId)
    // The wallet's own EIP-5792 answers (capabilities, batch status) come from the frame, not the chain.
    if (method === 'wallet_getCapabilities' || method === 'wallet_getCallsStatus') {
      if (context.accounts().length === 0) throw notConnectedError()
      return (await context.session.request('rpcRequest', { method, params, chainId, rpcUrl })).result
    }
    if (kind === 'safe') {
      return http(rpcUrl, { retryCount: 0 })({ retryCount: 0 }).request({ method, params } as never)
    }
    if (context.accounts().length === 0) throw notConnectedError()
    // A call carrying a smart session's context is sent by the frame without a prompt: no approval to show.
    if (method === 'wallet_sendCalls' && carriesSessionContext(params)) {
      return (await context.session.request('rpcRequest', { method, params, chainId, rpcUrl })).result
    }
    const id = crypto.randomUUID()
    context.emit({ type: 'approvalRequested', id, method })
    let ok = false
    try {
      const { result } = await context.session.request('rpcRequest', { method, params, chainId, rpcUrl })
      // A hash or signature of the wrong shape would only fail later, in the app's own code.
      if (!isExpectedRpcResult(method, result)) throw malformedResultError(method)
      ok = true
      return result
    } finally {
      context.emit({ type: 'approvalSettled', id, ok })
    }
  }

  return {
    request,
    on(event, listener) {
      events.on(event, listener)
    },
    removeListener(event, listener) {
      events.off(event, listener)
    },
    emit(event, payload) {
      events.emit(event, payload)
    },
  }
}

/** Whether a `wallet_sendCalls` request names a smart session (`capabilities.permissions`). */
function carriesSessionContext(params: unknown): boolean {
  const request: unknown = Array.isArray(params) ? params[0] : undefined
  const capabilities = typeof request === 'object' && request !== null ? (request as { capabilities?: unknown }).capabilities : undefined
  return typeof capabilities === 'object' && capabilities !== null && 'permissions' in capabilities
}
