import type { FrameRequestHandlers } from '../../../src/protocol/createFrameEndpoint'
import { FrameRequestError, frameErrorCodes } from '../../../src/protocol/frameErrors'
import type { AuthApi } from './authApi'
import type { FrameState } from './frameState'
import { readSocialResult } from './readSocialResult'
import { toFrameUser } from './frameUser'
import type { WalletSession } from './walletSession'

/** Dependencies of the sign-in handlers. */
export type AuthHandlerDeps = {
  api: AuthApi
  session: WalletSession
  state: FrameState
  /** Pause between Farcaster channel polls. @default 1000 */
  pollIntervalMs?: number
  /** Give up on a Farcaster channel after this long. @default 120_000 */
  farcasterTimeoutMs?: number
  /** Pause between questions about a device approval. @default 2000 */
  devicePollIntervalMs?: number
}

type AuthHandlerTypes =
  | 'connectEmail'
  | 'connectOtp'
  | 'connectDevice'
  | 'awaitDeviceApproval'
  | 'resendDeviceLink'
  | 'getSocialRedirectUri'
  | 'connectSocial'
  | 'getFarcasterUri'
  | 'connectFarcaster'
  | 'getUser'
  | 'isConnected'
  | 'signOut'
  | 'updateEmail'
  | 'updateEmailPrimaryOtp'
  | 'updateEmailSecondaryOtp'

const failed = (message?: string) => new FrameRequestError({ code: frameErrorCodes.internal, message })

/**
 * The sign-in handlers: e-mail code and device verification (a new device of an existing wallet
 * waits for the owner's approval by e-mail link), social (redirect URI, then the
 * popup's result), Farcaster (channel, polled every second), session restore, sign-out and the
 * two-code e-mail change. Each sign-in ends in `session.completeLogin` (custody setup).
 */
export function authHandlers(deps: AuthHandlerDeps): Pick<FrameRequestHandlers, AuthHandlerTypes> {
  const { api, session, state } = deps
  const pollIntervalMs = deps.pollIntervalMs ?? 1000
  const farcasterTimeoutMs = deps.farcasterTimeoutMs ?? 120_000
  let farcasterRequests = 0

  // What the approval e-mail and page show: the app's name as it said, and the checked host origin.
  const linkDetails = () => ({ projectId: state.projectId, appName: state.appName, site: state.hostOrigin })

  const verifyCode = async (otp: string) => {
    const email = state.pendingEmail
    if (!email) throw failed('Request a code first')
    const login = await api.emailVerify({ email, otp, deviceId: await session.deviceId() })
    state.pendingEmail = undefined
    try {
      return toFrameUser(await session.completeLogin(login), state.chainId)
    } catch (error) {
      // A new device of an existing wallet: the owner approves it by e-mail link first. If that mail
      // fails, the wait reports an expired link and the modal offers a new one.
      if (error instanceof FrameRequestError && error.code === frameErrorCodes.deviceUnverified) {
        await session.sendDeviceLink(linkDetails()).catch(() => undefined)
      }
      throw error
    }
  }

  return {
    async connectEmail({ email }) {
      // Starting over gives up a device approval still waiting.
      session.cancelDeviceApproval()
      const { action } = await api.emailStart({ projectId: state.projectId, email, deviceId: await session.deviceId() })
      state.pendingEmail = email
      return { action }
    },
    connectOtp: ({ otp }) => verifyCode(otp),
    connectDevice: ({ otp }) => verifyCode(otp),
    async awaitDeviceApproval(_payload, { signal }) {
      const user = await session.awaitDeviceApproval({ signal, pollIntervalMs: deps.devicePollIntervalMs })
      return toFrameUser(user, state.chainId)
    },
    async resendDeviceLink() {
      await session.sendDeviceLink(linkDetails())
      return {}
    },

    async getSocialRedirectUri({ provider }) {
      return api.oauthStart(provider, {
        projectId: state.projectId,
        deviceId: await session.deviceId(),
        hostOrigin: state.hostOrigin,
        frameOrigin: state.frameOrigin,
      })
    },
    async connectSocial({ uri, chainId }) {
      // The result must come back through this frame's own /social-result page; a refusal stops
      // here, before anything is asked of the API or stored.
      const result = readSocialResult(uri, state.frameOrigin)
      if (chainId) state.chainId = chainId
      const login = await api.oauthExchange({ result, deviceId: await session.deviceId() })
      return toFrameUser(await session.completeLogin(login), state.chainId)
    },

    async getFarcasterUri() {
      // A host can ask twice before the first answer (React runs effects twice in development): the
      // host shows the URL of its last request, so only the last request's channel may be polled,
      // whichever answer arrives last.
      const request = ++farcasterRequests
      const { channelToken, url } = await api.farcasterChannel({ projectId: state.projectId, deviceId: await session.deviceId() })
      if (request === farcasterRequests) state.farcasterChannel = channelToken
      return { url }
    },
    async connectFarcaster(_payload, { signal }) {
      const channel = state.farcasterChannel
      if (!channel) throw failed('Request the Farcaster URL first')
      const deadline = Date.now() + farcasterTimeoutMs
      while (Date.now() < deadline && !signal.aborted && state.farcasterChannel === channel) {
        const status = await api.farcasterStatus(channel).catch((error: unknown) => {
          // Refused, expired or unreachable: the channel is spent and the host shows 'Failed to
          // connect to farcaster' (an expired channel is no wrong code).
          if (state.farcasterChannel === channel) state.farcasterChannel = undefined
          throw new FrameRequestError({ code: frameErrorCodes.internal, message: 'The Farcaster sign-in failed', cause: error })
        })
        if (status.state === 'completed') {
          state.farcasterChannel = undefined
          return toFrameUser(await session.completeLogin(status), state.chainId)
        }
        await new Promise((resolve) => setTimeout(resolve, pollIntervalMs))
      }
      throw failed('The Farcaster sign-in did not complete')
    },

    async getUser({ chainId }) {
      if (chainId) state.chainId = chainId
      const user = await session.restore()
      if (!user) throw new FrameRequestError({ code: frameErrorCodes.notConnected })
      return toFrameUser(user, state.chainId)
    },
    async isConnected() {
      const user = await session.restore().catch(() => undefined)
      return { isConnected: user !== undefined }
    },
    async signOut() {
      state.pendingEmail = undefined
      state.farcasterChannel = undefined
      await session.signOut()
      return {}
    },

    async updateEmail({ email }) {
      return api.emailUpdate(await session.token(), email)
    },
    async updateEmailPrimaryOtp({ otp }) {
      return api.emailUpdatePrimary(await session.token(), otp)
    },
    async updateEmailSecondaryOtp({ otp }) {
      const { email } = await api.emailUpdateSecondary(await session.token(), otp)
      session.setEmail(email)
      return { email }
    },
  }
}
