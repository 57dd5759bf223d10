import { BaseError } from '../src/errors/BaseError'
import { errorMessages } from '../src/errors/messages'
import type { HostTransport } from '../src/protocol/createHostTransport'
import type { FrameEvent, FramePayload, FrameRequestType, FrameResult } from '../src/protocol/messages'

export type { HostTransport } from '../src/protocol/createHostTransport'

/** Options of {@link createAuthFrameSession}. */
export type AuthFrameSessionOptions = {
  frameUrl: string
  projectId: string
  timeouts?: { ready?: number; load?: number; request?: number } | undefined
  /** Chain id and RPC URL the frame starts with (read when the frame is created). */
  initialChain: () => { chainId: number; rpcUrl: string }
  /** Frame events (approval shown/hidden). */
  onEvent: (event: FrameEvent) => void
  /** Called once each new frame is ready (syncs theme and dapp data). */
  onReady?: (transport: HostTransport) => void
}

/** The lazily created frame of one connector. */
export type AuthFrameSession = {
  /** The ready transport; creates the hidden iframe on the first call. */
  get(): Promise<HostTransport>
  /** The transport if it was created (no side effect). */
  current(): HostTransport | undefined
  /** Sends one request once the frame is ready. */
  request<T extends FrameRequestType>(type: T, payload: FramePayload<T>, options?: { signal?: AbortSignal; timeoutMs?: number }): Promise<FrameResult<T>>
  /** Rejects every open request. */
  abortAll(reason: Error): void
}

/**
 * Holds the connector's login frame: nothing exists until the first `get()`; a frame that failed to
 * load (APKT003) is removed, so the next attempt starts over.
 */
export function createAuthFrameSession(options: AuthFrameSessionOptions): AuthFrameSession {
  let transport: HostTransport | undefined
  let ready: Promise<HostTransport> | undefined

  const get = (): Promise<HostTransport> => {
    ready ??= create().catch((error: unknown) => {
      ready = undefined
      throw error
    })
    return ready
  }

  // The transport's code, like the message schemas it loads itself, comes with the frame: apps pay
  // for it only when a user picks e-mail or social, or a login of an earlier visit is restored (a
  // failed load rejects with 'Unable to load email login dependency', and the next attempt retries).
  const create = async (): Promise<HostTransport> => {
    const { createHostTransport } = await import('../src/protocol/createHostTransport').catch((cause: unknown) => {
      throw new BaseError(errorMessages.emailDependency, { cause })
    })
    const { chainId, rpcUrl } = options.initialChain()
    // Our own container, so the approval view can place the frame over the modal without moving
    // the iframe (moving an iframe in the DOM reloads it and would lose its state).
    const container = document.createElement('div')
    container.dataset.foyerAuthFrame = ''
    document.body.append(container)
    const created = createHostTransport({
      container,
      frameUrl: options.frameUrl,
      hostOrigin: location.origin,
      query: { projectId: options.projectId, chainId: String(chainId), rpcUrl },
      ...(options.timeouts ? { timeouts: options.timeouts } : {}),
    })
    transport = created
    created.onEvent(options.onEvent)
    try {
      await created.ready
      options.onReady?.(created)
      return created
    } catch (error) {
      // A frame that did not load (APKT003) is removed, so the next attempt starts over.
      created.destroy()
      container.remove()
      if (transport === created) transport = undefined
      throw error
    }
  }

  return {
    get,
    current: () => transport,
    async request(type, payload, requestOptions) {
      const ready = await get()
      return ready.request(type, payload, requestOptions)
    },
    abortAll(reason) {
      transport?.abortAll(reason)
    },
  }
}
