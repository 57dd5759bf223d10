/*
 * The login frame's refusals in Chromium, driven through `createHostTransport` like frame.spec.ts:
 * a transaction whose maximum fee is above the frame's cap is refused before any approval shows,
 * and a device that holds a share of an identity's wallet never gets a new key when the auth
 * service calls that identity new (the state a service that lost its data leaves), with nothing in
 * the frame's IndexedDB overwritten.
 */
import { expect, test } from '@playwright/test'
import { createPublicClient, http, parseEther, toHex } from 'viem'
import { frameOf, latestCode, openHost, request, signInFrame } from './frameHost'
import { e2eUrls } from './stackPorts'

test("a host's gas=0x1000000 at gasPrice=1000 ETH is refused before any approval, naming the fee", async ({ page }) => {
  await openHost(page)
  const address = await signInFrame(page, `frame-cap-${Date.now()}@example.com`)
  const frame = page.frameLocator('iframe[data-foyer-frame-host]')
  const refused = await request(page, 'rpcRequest', {
    method: 'eth_sendTransaction',
    params: [{ from: address, to: '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC', gas: '0x1000000', gasPrice: toHex(parseEther('1000')) }],
    chainId: 31337,
    rpcUrl: e2eUrls.chain,
  })
  expect(refused).toEqual({
    ok: false,
    code: 5000,
    message: expect.stringContaining("could reach 16777216000 ETH, above this wallet's limit of 0.05 ETH"),
  })
  await expect(frame.locator('html')).toHaveAttribute('data-foyer-frame', 'ready')
  await expect(frame.getByRole('dialog')).toHaveCount(0)
  expect(await createPublicClient({ transport: http(e2eUrls.chain) }).getTransactionCount({ address })).toBe(0)
})

test('a chain the frame has no RPC for is refused, even with a working rpcUrl from the host', async ({ page }) => {
  await openHost(page)
  const address = await signInFrame(page, `frame-chain-${Date.now()}@example.com`)
  const refused = await request(page, 'rpcRequest', {
    method: 'eth_sendTransaction',
    params: [{ from: address, to: address }],
    chainId: 1,
    rpcUrl: e2eUrls.chain,
  })
  expect(refused).toEqual({ ok: false, code: 4902, message: 'Chain is not supported' })
})

test('a device share kept for an e-mail the service calls new stops sign-in; nothing is overwritten', async ({ page }) => {
  const email = `frame-orphan-${Date.now()}@example.com`
  const kept = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
  await openHost(page)
  // What this device holds after the wallet was made here and the service then lost its data.
  const planted = { [`identityWallet:email:${email}`]: kept, [`deviceShare:${kept.toLowerCase()}`]: 'AQIDBAUGBwgJCgsMDQ4PEBESExQVFhcYGRobHB0eHyAh' }
  const frameStorage = (write?: Record<string, string>) =>
    frameOf(page).evaluate(async (entries) => {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open('foyer-frame', 1)
        open.onupgradeneeded = () => open.result.createObjectStore('kv')
        open.onsuccess = () => resolve(open.result)
        open.onerror = () => reject(open.error)
      })
      const mode = entries ? 'readwrite' : 'readonly'
      const all = await new Promise<Record<string, unknown>>((resolve, reject) => {
        const transaction = db.transaction('kv', mode)
        const store = transaction.objectStore('kv')
        for (const [key, value] of Object.entries(entries ?? {})) store.put(value, key)
        const result: Record<string, unknown> = {}
        const cursor = store.openCursor()
        cursor.onsuccess = () => {
          const at = cursor.result
          if (!at) return
          result[String(at.key)] = at.value
          at.continue()
        }
        transaction.oncomplete = () => resolve(result)
        transaction.onerror = () => reject(transaction.error)
      })
      db.close()
      return all
    }, write)
  const before = await frameStorage(planted)

  await request(page, 'connectEmail', { email })
  const outcome = await request(page, 'connectOtp', { otp: await latestCode(email) })
  expect(outcome).toEqual({
    ok: false,
    code: 4300,
    message: expect.stringMatching(
      new RegExp(`holds the wallet ${kept} for this account.*No new wallet was created.*restore the sign-in service's data, then sign in again`),
    ),
  })
  // Every record as it was, no session kept, no new share (only the device id the sign-in needed was added).
  const { deviceId, ...after } = await frameStorage()
  expect(deviceId).toEqual(expect.any(String))
  expect(after).toEqual(before)
  expect(Object.keys(after).filter((key) => key.startsWith('deviceShare:'))).toEqual([`deviceShare:${kept.toLowerCase()}`])
  expect(after).not.toHaveProperty('sessionToken')
  expect(await request(page, 'getUser', {})).toMatchObject({ ok: false, code: 4100 })
})
