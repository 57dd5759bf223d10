/*
 * The login frame itself in Chromium, driven through `createHostTransport` from a page on an allowed
 * origin (the demo's origin; the transport is loaded from the demo's server, no connector or
 * modal involved): the handshake, e-mail sign-in with the development mailbox's code, personal_sign
 * shown in the frame's approval UI (Approve -> a signature that verifies for the address, Reject ->
 * 4001), a transaction prepared by the frame through its own RPC (fee and nonce shown, the host's
 * rpcUrl unused), signed and mined on anvil, a reload restoring the session from the frame's IndexedDB, no key material in the host
 * page, the social popup landing on /social-result and handing its result to the opener, a forged
 * reply from a third frame being ignored, APKT005 for a project that does not allow the page and
 * APKT003 for an unreachable frame. The full flows through the connector and the modal are in
 * auth.spec.ts.
 */
import { expect, test } from '@playwright/test'
import { createPublicClient, formatEther, formatGwei, http, verifyMessage, type Hex } from 'viem'
import { latestCode, openHost, protocolModule, request } from './frameHost'
import { e2eUrls } from './stackPorts'

test('the frame signs in by e-mail, asks before signing, restores after a reload', async ({ page }) => {
  const email = `frame-${Date.now()}@example.com`
  await openHost(page)
  const frame = page.frameLocator('iframe[data-foyer-frame-host]')
  await expect(frame.locator('html')).toHaveAttribute('data-foyer-frame', 'ready')

  expect(await request(page, 'connectEmail', { email })).toEqual({ ok: true, value: { action: 'VERIFY_OTP' } })
  const signedIn = await request(page, 'connectOtp', { otp: await latestCode(email) })
  expect(signedIn.ok).toBe(true)
  const address = (signedIn.ok ? signedIn.value.address : '') as Hex
  expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)

  const params = ['0x48656c6c6f2046727965', address]
  const signing = request(page, 'rpcRequest', { method: 'personal_sign', params, chainId: 31337, rpcUrl: e2eUrls.chain })
  const dialog = frame.getByRole('dialog', { name: 'Sign a message' })
  await expect(dialog).toBeVisible()
  await expect(dialog.getByText('Hello Frye', { exact: true })).toBeVisible()
  await expect(dialog).toBeFocused()
  await dialog.getByRole('button', { name: 'Approve' }).click()
  const signed = await signing
  expect(signed.ok).toBe(true)
  const signature = (signed.ok ? signed.value.result : '') as Hex
  expect(await verifyMessage({ address, message: 'Hello Frye', signature })).toBe(true)
  await expect(page.locator('iframe[data-foyer-frame-host]')).toBeHidden()

  const rejecting = request(page, 'rpcRequest', { method: 'personal_sign', params, chainId: 31337, rpcUrl: e2eUrls.chain })
  await expect(dialog).toBeFocused()
  await dialog.getByRole('button', { name: 'Reject' }).click()
  expect(await rejecting).toEqual({ ok: false, code: 4001, message: 'User rejected the request.' })
  expect(await request(page, 'rpcRequest', { method: 'eth_sign', params: [address, '0x00'], chainId: 31337, rpcUrl: e2eUrls.chain })).toMatchObject({
    ok: false,
    code: 4200,
  })

  // A reload: the session and the device share come back from the frame origin's IndexedDB.
  await page.reload()
  await openHost(page)
  expect(await request(page, 'getUser', { chainId: 31337 })).toMatchObject({ ok: true, value: { address } })

  // The host page holds no share, token or key: nothing in its storage, no database of its own.
  const hostState = await page.evaluate(async () => ({
    session: Object.keys(sessionStorage),
    databases: (await indexedDB.databases()).map((db) => db.name),
  }))
  expect(hostState.session).toEqual([])
  expect(hostState.databases).not.toContain('foyer-frame')

  expect(await request(page, 'signOut', {})).toEqual({ ok: true, value: {} })
  expect(await request(page, 'getUser', {})).toMatchObject({ ok: false, code: 4100 })
})

test('a funded embedded wallet sends a transaction prepared and shown by the frame, whatever rpcUrl the host claims', async ({ page }) => {
  const email = `frame-tx-${Date.now()}@example.com`
  // The host claims an RPC that answers nothing: the frame estimates, signs and broadcasts through its own.
  await openHost(page, { rpcUrl: 'http://127.0.0.1:9' })
  await request(page, 'connectEmail', { email })
  const signedIn = await request(page, 'connectOtp', { otp: await latestCode(email) })
  const address = (signedIn.ok ? signedIn.value.address : '') as Hex
  const chain = createPublicClient({ transport: http(e2eUrls.chain) })
  await chain.request({ method: 'anvil_setBalance' as never, params: [address, '0x8ac7230489e80000'] as never })
  const to = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
  const sending = request(page, 'rpcRequest', {
    method: 'eth_sendTransaction',
    params: [{ from: address, to, value: '0x2386f26fc10000' }],
    chainId: 31337,
    rpcUrl: 'http://127.0.0.1:9',
  })
  const dialog = page.frameLocator('iframe[data-foyer-frame-host]').getByRole('dialog', { name: 'Send a transaction' })
  await expect(dialog.getByText('0.01 ETH')).toBeVisible()
  // biome-ignore lint/performance/useDomNodeTextContent: Playwright's `Locator.innerText()`, the text as the user sees it, not a DOM property read.
  const shown = async (label: string) => dialog.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]').innerText()
  const fee = await shown('Maximum network fee')
  const nonce = await shown('Nonce')
  const maxFeePerGas = await shown('Max fee per gas')
  const maxPriorityFeePerGas = await shown('Max priority fee per gas')
  await dialog.getByRole('button', { name: 'Approve' }).click()
  const sent = await sending
  expect(sent.ok).toBe(true)
  const hash = (sent.ok ? sent.value.result : '0x') as Hex
  const receipt = await chain.waitForTransactionReceipt({ hash })
  expect(receipt.status).toBe('success')
  expect(receipt.from.toLowerCase()).toBe(address.toLowerCase())
  // What was shown is what was signed.
  const transaction = await chain.getTransaction({ hash })
  expect(fee).toBe(`${formatEther(transaction.gas * (transaction.maxFeePerGas ?? transaction.gasPrice ?? 0n))} ETH`)
  expect(nonce).toBe(String(transaction.nonce))
  // Both fee caps, each on its own: a tip signed as the maximum fee would be a fee the user never saw.
  expect(transaction.maxPriorityFeePerGas).not.toBe(transaction.maxFeePerGas)
  expect(maxFeePerGas).toBe(`${formatGwei(transaction.maxFeePerGas ?? 0n)} gwei`)
  expect(maxPriorityFeePerGas).toBe(`${formatGwei(transaction.maxPriorityFeePerGas ?? 0n)} gwei`)
})

test('social sign-in: the popup lands on /social-result, which hands the result to the opener only', async ({ page }) => {
  await openHost(page)
  const redirect = await request(page, 'getSocialRedirectUri', { provider: 'github' })
  expect(redirect.ok).toBe(true)
  const uri = String(redirect.ok ? redirect.value.uri : '')
  // The host opens the popup and waits for the frame origin's message from that popup.
  const received = page.evaluate(
    ({ uri, frameOrigin }) =>
      new Promise<unknown>((resolve) => {
        const popup = window.open(uri, 'foyer-social', 'width=600,height=800')
        window.addEventListener('message', (event) => {
          if (event.origin === frameOrigin && event.source === popup) resolve(event.data)
        })
      }),
    { uri, frameOrigin: e2eUrls.frame },
  )
  const popup = await page.waitForEvent('popup')
  await popup
    .getByRole('link', { name: /^Continue as/ })
    .first()
    .click()
  const message = (await received) as { v: number; kind: string; uri: string }
  expect(message).toMatchObject({ v: 1, kind: 'social-result' })
  expect(message.uri.startsWith(`${e2eUrls.frame}/social-result?`)).toBe(true)
  await popup.waitForEvent('close')
  const user = await request(page, 'connectSocial', { uri: message.uri, chainId: 31337 })
  expect(user).toMatchObject({ ok: true, value: { authProvider: 'github', chainId: 31337 } })
})

test('a forged reply from a third frame on the page is ignored', async ({ page }) => {
  await openHost(page)
  const result = await page.evaluate(async () => {
    const transport = (window as unknown as { foyerTransport: import('../../entries/protocol').HostTransport }).foyerTransport
    // Learn the id the transport is about to use, as an attacker on the page could.
    const ids: string[] = []
    const randomUUID = crypto.randomUUID.bind(crypto)
    crypto.randomUUID = () => {
      const id = randomUUID()
      ids.push(id)
      return id
    }
    const forger = document.createElement('iframe')
    forger.srcdoc = '<p>forger</p>'
    document.body.append(forger)
    await new Promise((resolve) => forger.addEventListener('load', resolve, { once: true }))
    const before = transport.droppedMessages()
    const answer = transport.request('getChainId', {})
    // Posted before the frame can answer: without the origin and source checks these would win.
    const forged = (chainId: number) => ({ v: 1, kind: 'reply', id: ids[0], type: 'getChainId', ok: true, result: { chainId } })
    forger.contentWindow?.parent.postMessage(forged(666), '*')
    window.postMessage(forged(667), '*')
    const { chainId } = await answer
    // Give the forged messages time to be delivered if they had not been yet.
    for (let tries = 0; tries < 50 && transport.droppedMessages() - before < 2; tries++) await new Promise((r) => setTimeout(r, 20))
    return { chainId, dropped: transport.droppedMessages() - before }
  })
  expect(result.chainId).toBe(31337)
  expect(result.dropped).toBeGreaterThanOrEqual(2)
})

test('the frame refuses a project that does not allow the page (APKT005); an unreachable frame gives APKT003', async ({ page }) => {
  await page.goto(`${e2eUrls.demo}/`)
  const outcome = (frameUrl: string, projectId: string) =>
    page.evaluate(
      async ({ protocolModule, frameUrl, projectId }) => {
        const { createHostTransport } = (await import(/* @vite-ignore */ protocolModule)) as typeof import('../../entries/protocol')
        const transport = createHostTransport({ frameUrl, query: { projectId, chainId: 31337 }, timeouts: { load: 5_000 } })
        try {
          await transport.ready
          return 'ready'
        } catch (error) {
          return (error as { alertCode?: string }).alertCode
        } finally {
          transport.destroy()
        }
      },
      { protocolModule, frameUrl, projectId },
    )
  expect(await outcome(e2eUrls.frame, 'foyer-restricted')).toBe('APKT005')
  expect(await outcome('http://127.0.0.1:9', 'foyer-local')).toBe('APKT003')
  expect(await outcome(e2eUrls.frame, 'foyer-local')).toBe('ready')
})
