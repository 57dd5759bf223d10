import type { FrameRequestHandlers } from '../../../src/protocol/createFrameEndpoint'
import type { FrameUser } from '../../../src/protocol/payloads'

type UserHandlerTypes = 'connectOtp' | 'connectDevice' | 'awaitDeviceApproval' | 'connectSocial' | 'connectFarcaster' | 'getUser'
const USER_HANDLERS: readonly UserHandlerTypes[] = ['connectOtp', 'connectDevice', 'awaitDeviceApproval', 'connectSocial', 'connectFarcaster', 'getUser']

/**
 * The sign-in handlers with every user they answer passed through `decorate` (which adds the
 * account's type), so the sign-in code itself stays unaware of smart accounts.
 *
 * @example
 * const handlers = withAccountTypes(authHandlers(deps), smartAccounts.withAccountType)
 */
export function withAccountTypes<H extends Pick<FrameRequestHandlers, UserHandlerTypes>>(handlers: H, decorate: (user: FrameUser) => Promise<FrameUser>): H {
  const wrapped: Record<string, unknown> = { ...handlers }
  for (const type of USER_HANDLERS) {
    const handler = handlers[type] as (payload: unknown, context: unknown) => FrameUser | Promise<FrameUser>
    wrapped[type] = async (payload: unknown, context: unknown) => decorate(await handler(payload, context))
  }
  return wrapped as H
}
