import { describe, expect, it } from 'vitest'
import { useFrameHarness } from '../../../test/services/frameTestHarness'

/* The frame's device-approval requests against the real auth routes (development mailbox). */
const setup = useFrameHarness()

describe('a code sign-in on a new device of an existing wallet', () => {
  it('answers 4011, mails the approval link itself, and connects once the owner approved', async () => {
    const owner = await setup.harness.signedInFrame('device-owner@example.com')
    const { handlers, state } = setup.harness.createFrame()
    state.appName = 'Demo shop'
    await handlers.connectEmail({ email: 'device-owner@example.com' }, setup.harness.context())
    const code = await setup.server.latestCode('device-owner@example.com')
    await expect(handlers.connectOtp({ otp: code }, setup.harness.context())).rejects.toMatchObject({ code: 4011 })
    // The link names the app and the checked host page.
    const token = await setup.server.latestLinkToken('device-owner@example.com')
    expect((await setup.server.post('/auth/v1/device/approval', { token })).body).toMatchObject({ appName: 'Demo shop', site: 'http://127.0.0.1:5173' })
    await expect(handlers.resendDeviceLink({}, setup.harness.context())).rejects.toMatchObject({ code: 429, shortMessage: 'Please try again after 30 seconds' })

    const approved = handlers.awaitDeviceApproval({}, setup.harness.context())
    expect((await setup.server.post('/auth/v1/device/approve', { token })).status).toBe(204)
    const user = await approved
    expect(user).toMatchObject({ address: owner.user.address, email: 'device-owner@example.com' })
    expect(await handlers.getUser({}, setup.harness.context())).toEqual(user)
  })

  it('has nothing to wait for or resend without such a sign-in', async () => {
    const { handlers } = setup.harness.createFrame()
    await expect(handlers.awaitDeviceApproval({}, setup.harness.context())).rejects.toMatchObject({ code: 4100 })
    await expect(handlers.resendDeviceLink({}, setup.harness.context())).rejects.toMatchObject({ code: 4100 })
  })
})
