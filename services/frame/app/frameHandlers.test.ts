import { createPublicClient, http, parseEther, verifyMessage, verifyTypedData } from 'viem'
import type { Hex } from 'viem'
import { afterAll, describe, expect, it } from 'vitest'
import { useFrameHarness } from '../../../test/services/frameTestHarness'

/* The frame's request handlers against the real auth routes and a real anvil chain. */
const setup = useFrameHarness()
afterAll(() => {
  // The host's rpcUrl (the decoy) was never called by any test here.
  expect(setup.decoy.hits()).toBe(0)
})

const createFrame = () => setup.harness.createFrame()
const context = (signal?: AbortSignal) => setup.harness.context(signal)
const rpc = (method: string, params?: unknown) => setup.harness.rpc(method, params)
const signedInFrame = async (email: string) => {
  const frame = await setup.harness.signedInFrame(email)
  expect(frame.user.email).toBe(email)
  return frame
}

describe('frame handlers', () => {
  it('signs in by e-mail, answers getUser/isConnected, signs out', async () => {
    const { handlers, user } = await signedInFrame('handlers@example.com')
    expect(user).toMatchObject({ chainId: 31337, authProvider: 'email', email: 'handlers@example.com', preferredAccountType: 'eoa' })
    expect(user.accounts).toEqual([{ address: user.address, type: 'eoa' }])
    expect(await handlers.getUser({}, context())).toEqual(user)
    expect(await handlers.isConnected({}, context())).toEqual({ isConnected: true })
    expect(await handlers.setPreferredAccount({ type: 'eoa' }, context())).toEqual({ type: 'eoa', address: user.address })
    await expect(async () => handlers.setPreferredAccount({ type: 'smartAccount' }, context())).rejects.toThrow('Smart accounts are not supported')
    await handlers.signOut({}, context())
    await expect(handlers.getUser({}, context())).rejects.toMatchObject({ code: 4100 })
    expect(await handlers.isConnected({}, context())).toEqual({ isConnected: false })
  })

  it('refuses a wrong code with 4010 and a second request within 30 s with the throttle text', async () => {
    const { handlers } = createFrame()
    await handlers.connectEmail({ email: 'throttle@example.com' }, context())
    const code = await setup.server.latestCode('throttle@example.com')
    await expect(handlers.connectOtp({ otp: code === '00000000' ? '11111111' : '00000000' }, context())).rejects.toMatchObject({ code: 4010 })
    await expect(handlers.connectEmail({ email: 'throttle@example.com' }, context())).rejects.toMatchObject({
      code: 429,
      shortMessage: 'Please try again after 30 seconds',
    })
  })

  it('proxies safe RPC methods and refuses forbidden ones', async () => {
    const { handlers, user } = await signedInFrame('rpc@example.com')
    expect(await handlers.rpcRequest(rpc('eth_chainId'), context())).toEqual({ result: '0x7a69' })
    expect(await handlers.rpcRequest(rpc('eth_accounts'), context())).toEqual({ result: [user.address] })
    expect(await handlers.rpcRequest(rpc('eth_getBalance', [user.address, 'latest']), context())).toEqual({ result: '0x0' })
    await expect(handlers.rpcRequest(rpc('eth_sign', [user.address, '0x68']), context())).rejects.toMatchObject({ code: 4200 })
    await expect(handlers.rpcRequest(rpc('anvil_setBalance', [user.address, '0x1']), context())).rejects.toMatchObject({ code: 4200 })
  })

  it('signs a message after approval and refuses with 4001 on reject', async () => {
    const { handlers, user, shown, ui } = await signedInFrame('sign@example.com')
    const { result } = await handlers.rpcRequest(rpc('personal_sign', ['0x68656c6c6f', user.address]), context())
    expect(await verifyMessage({ address: user.address, message: 'hello', signature: result as Hex })).toBe(true)
    expect(shown[0]?.rows.at(-1)).toEqual({ label: 'Message', value: 'hello' })
    ui.answer = false
    await expect(handlers.rpcRequest(rpc('personal_sign', ['0x68', user.address]), context())).rejects.toMatchObject({
      code: 4001,
      shortMessage: 'User rejected the request.',
    })
    const controller = new AbortController()
    controller.abort()
    await expect(handlers.rpcRequest(rpc('personal_sign', ['0x68', user.address]), context(controller.signal))).rejects.toMatchObject({ code: 5001 })
  })

  it('signs typed data after approval', async () => {
    const { handlers, user } = await signedInFrame('typed@example.com')
    const typedData = {
      domain: { name: 'Demo', version: '1', chainId: 31337 },
      types: { Mail: [{ name: 'contents', type: 'string' }] },
      primaryType: 'Mail' as const,
      message: { contents: 'Hello' },
    }
    const { result } = await handlers.rpcRequest(rpc('eth_signTypedData_v4', [user.address, JSON.stringify(typedData)]), context())
    expect(await verifyTypedData({ address: user.address, ...typedData, signature: result as Hex })).toBe(true)
  })

  it('sends a transaction that is mined, filling nonce, gas and fees from the chain', async () => {
    const { handlers, user, shown } = await signedInFrame('send@example.com')
    const client = createPublicClient({ transport: http(setup.anvil.rpcUrl) })
    await client.request({ method: 'anvil_setBalance' as never, params: [user.address, '0x8ac7230489e80000'] as never })
    const to = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
    const { result } = await handlers.rpcRequest(rpc('eth_sendTransaction', [{ from: user.address, to, value: '0xde0b6b3a7640000' }]), context())
    const receipt = await client.waitForTransactionReceipt({ hash: result as Hex })
    expect(receipt.status).toBe('success')
    expect(receipt.from.toLowerCase()).toBe(user.address.toLowerCase())
    expect(shown.at(-1)?.rows.find((row) => row.label === 'Value')?.value).toBe('1 ETH')
    expect(await client.getBalance({ address: to })).toBeGreaterThanOrEqual(parseEther('1'))
  })

  it('changes the e-mail with two codes', async () => {
    const { handlers } = await signedInFrame('old@example.com')
    expect(await handlers.updateEmail({ email: 'new-address@example.com' }, context())).toEqual({ action: 'VERIFY_PRIMARY_OTP' })
    const primary = await setup.server.latestCode('old@example.com')
    expect(await handlers.updateEmailPrimaryOtp({ otp: primary }, context())).toEqual({ action: 'VERIFY_SECONDARY_OTP' })
    const secondary = await setup.server.latestCode('new-address@example.com')
    expect(await handlers.updateEmailSecondaryOtp({ otp: secondary }, context())).toEqual({ email: 'new-address@example.com' })
    expect(await handlers.getUser({}, context())).toMatchObject({ email: 'new-address@example.com' })
  })

  it('signs in with github through the development provider and the popup result URI', async () => {
    const { handlers, state } = createFrame()
    const { uri } = await handlers.getSocialRedirectUri({ provider: 'github' }, context())
    const consent = await (await fetch(uri)).text()
    const approve = /href="(\/auth\/v1\/dev-oauth\/github\/approve[^"]+)"/.exec(consent)?.[1]?.replace(/&#38;|&amp;/g, '&')
    const callback = (await fetch(`${setup.server.url}${approve}`, { redirect: 'manual' })).headers.get('location') ?? ''
    const result = (await fetch(callback, { redirect: 'manual' })).headers.get('location') ?? ''
    expect(result.startsWith(`${state.frameOrigin}/social-result?`)).toBe(true)
    const user = await handlers.connectSocial({ uri: result, chainId: 31337 }, context())
    expect(user).toMatchObject({ authProvider: 'github', chainId: 31337 })
    expect(user.userName).toBeTruthy()
    // The result id is one-time.
    await expect(createFrame().handlers.connectSocial({ uri: result }, context())).rejects.toThrow('invalid_result')
  })

  it("a cancelled social sign-in reaches the frame as 'Connection rejected' (4001) and signs nobody in", async () => {
    const { handlers } = createFrame()
    const { uri } = await handlers.getSocialRedirectUri({ provider: 'google' }, context())
    const consent = await (await fetch(uri)).text()
    const cancel = /href="([^"]+)">Cancel</.exec(consent)?.[1]?.replace(/&#38;|&amp;/g, '&') ?? ''
    const result = (await fetch(cancel, { redirect: 'manual' })).headers.get('location') ?? ''
    expect(new URL(result).searchParams.get('error')).toBe('access_denied')
    await expect(handlers.connectSocial({ uri: result }, context())).rejects.toMatchObject({ code: 4001, shortMessage: 'Connection rejected' })
    expect(await handlers.isConnected({}, context())).toEqual({ isConnected: false })
  })

  it('keeps the settings the host syncs', async () => {
    const { handlers, state, ui } = createFrame()
    await handlers.syncTheme({ themeMode: 'light', themeVariables: { accent: '#e5484d' } }, context())
    expect(ui.theme).toEqual({ themeMode: 'light', accent: '#e5484d' })
    await handlers.syncDappData(
      { metadata: { name: 'Demo', description: '', url: 'http://127.0.0.1:5173', icons: [] }, sdkVersion: '0.1.0', sdkType: 'foyer', projectId: 'p' },
      context(),
    )
    expect(state.appName).toBe('Demo')
    expect(await handlers.getSmartAccountEnabledNetworks({}, context())).toEqual({ smartAccountEnabledNetworks: [] })
    expect(await handlers.switchNetwork({ chainId: 31337, rpcUrl: setup.decoy.url }, context())).toEqual({ chainId: 31337 })
    // A chain the frame has no RPC of its own for is refused, whatever URL the host offers.
    await expect(handlers.switchNetwork({ chainId: 1, rpcUrl: setup.anvil.rpcUrl }, context())).rejects.toMatchObject({
      code: 4902,
      shortMessage: 'Chain is not supported',
    })
    // A configured RPC that answers for another chain is refused too.
    const misconfigured = setup.harness.createFrame([{ ...setup.harness.chain, id: 31338 }])
    await expect(misconfigured.handlers.switchNetwork({ chainId: 31338, rpcUrl: setup.decoy.url }, context())).rejects.toThrow('Invalid chainId')
    await expect(handlers.connectSocial({ uri: 'http://evil.test/social-result?result=x' }, context())).rejects.toThrow('Invalid social sign-in result')
  })
})
