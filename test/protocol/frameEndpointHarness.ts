import type { FrameRequestHandlers } from '../../src/protocol/createFrameEndpoint'
import { FrameRequestError } from '../../src/protocol/frameErrors'

/** Test harness of the frame endpoint: a fake frame window, handlers and request messages. */
export const hostOrigin = 'http://host.test:5173'
export const address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

/** A stand-in for the frame's window: an event target whose parent records what is posted to it. */
export function fakeFrameWindow() {
  const posted: { data: unknown; targetOrigin: string }[] = []
  const parent = { postMessage: (data: unknown, targetOrigin: string) => posted.push({ data, targetOrigin }) }
  const self = Object.assign(new EventTarget(), { parent }) as unknown as Window
  const deliver = (data: unknown, { origin = hostOrigin, source = parent as unknown }: { origin?: string; source?: unknown } = {}) =>
    self.dispatchEvent(Object.assign(new Event('message'), { data, origin, source }))
  return { self, posted, parent, deliver }
}

const notImplemented = () => {
  throw new FrameRequestError({ code: 5000 })
}

/** Every handler throws 5000 except `isConnected` and the `overrides`. */
export function handlers(overrides: Partial<FrameRequestHandlers> = {}): FrameRequestHandlers {
  const base = Object.fromEntries(
    [
      'connectEmail',
      'connectOtp',
      'connectDevice',
      'awaitDeviceApproval',
      'resendDeviceLink',
      'getSocialRedirectUri',
      'connectSocial',
      'getFarcasterUri',
      'connectFarcaster',
      'getUser',
      'isConnected',
      'getChainId',
      'switchNetwork',
      'rpcRequest',
      'signOut',
      'updateEmail',
      'updateEmailPrimaryOtp',
      'updateEmailSecondaryOtp',
      'syncTheme',
      'syncDappData',
      'getSmartAccountEnabledNetworks',
      'initSmartAccount',
      'setPreferredAccount',
      'reload',
    ].map((type) => [type, notImplemented]),
  ) as unknown as FrameRequestHandlers
  return { ...base, isConnected: () => ({ isConnected: true }), ...overrides }
}

export const request = (type: string, payload: unknown, id: string = crypto.randomUUID()) => ({ v: 1, kind: 'request', id, type, payload })
export const flush = () => new Promise((resolve) => setTimeout(resolve, 0))
