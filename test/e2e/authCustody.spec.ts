/*
 * The embedded wallet's custody guarantees end to end: a forged reply from a third frame (right
 * shape, right request id) is never accepted, and no key material the frame keeps ever reaches the
 * host page's window, storage or IndexedDB.
 */
import { answerApproval, loginFrame, signInWithEmail, uniqueEmail } from './auth/authHelpers'
import { dialog, expect, test } from './fixtures'
import { e2eUrls } from './stackPorts'

test.describe.configure({ timeout: 120_000 })

/**
 * Evaluated in the page or frame under test: every record of every IndexedDB database there, one
 * array per object store. A store that cannot be read gives [] when `tolerateErrors`, else rejects.
 */
async function readIndexedDb(tolerateErrors: boolean): Promise<unknown[][]> {
  const stores: unknown[][] = []
  for (const { name } of await indexedDB.databases()) {
    if (!name) continue
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open(name)
      open.onsuccess = () => resolve(open.result)
      open.onerror = () => reject(open.error)
    })
    for (const storeName of Array.from(db.objectStoreNames)) {
      const records = await new Promise<unknown[]>((resolve, reject) => {
        const read = db.transaction(storeName).objectStore(storeName).getAll()
        read.onsuccess = () => resolve(read.result)
        read.onerror = () => (tolerateErrors ? resolve([]) : reject(read.error))
      })
      stores.push(records)
    }
    db.close()
  }
  return stores
}

test('a forged reply from a third frame (right shape and id) is never accepted', async ({ page, request }) => {
  await page.goto('/')
  await signInWithEmail(page, request, uniqueEmail('forged'))
  await page.keyboard.press('Escape')
  // Record, inside the real frame, the ids of the requests the host sends it.
  const frame = loginFrame(page)
  await frame.evaluate(() => {
    const ids: string[] = []
    ;(window as unknown as { foyerSeenIds: string[] }).foyerSeenIds = ids
    window.addEventListener('message', (event) => {
      const data = event.data as { kind?: string; id?: string; type?: string }
      if (data?.kind === 'request' && data.type === 'rpcRequest' && data.id) ids.push(data.id)
    })
  })
  await page.getByRole('button', { name: 'Sign message' }).click()
  await expect(page.getByTestId('foyer-approve-transaction').locator('[data-frame-visible]')).toBeVisible({ timeout: 30_000 })
  const id = await frame.evaluate(() => (window as unknown as { foyerSeenIds: string[] }).foyerSeenIds[0])
  expect(id).toMatch(/^[0-9a-f-]{36}$/)
  const forged = { v: 1, kind: 'reply', id, type: 'rpcRequest', ok: true, result: { result: `0x${'ab'.repeat(65)}` } }

  // Third frames: another origin (the API), and the frame's own origin in another window.
  for (const [name, src] of [
    ['third-api', `${e2eUrls.api}/health`],
    ['third-frame-origin', `${e2eUrls.frame}/social-result`],
  ] as const) {
    await page.evaluate(
      ({ frameName, url }) => {
        const third = document.createElement('iframe')
        third.name = frameName
        third.src = url
        document.body.append(third)
      },
      { frameName: name, url: src },
    )
  }
  await expect.poll(() => page.frames().filter((candidate) => ['third-api', 'third-frame-origin'].includes(candidate.name())).length).toBe(2)
  for (const third of page.frames().filter((candidate) => ['third-api', 'third-frame-origin'].includes(candidate.name()))) {
    await third.waitForLoadState().catch(() => undefined)
    await third.evaluate((message) => window.parent.postMessage(message, '*'), forged).catch(() => undefined)
  }
  // The host page itself (same origin as the host, wrong source), and a malformed copy.
  await page.evaluate((message) => {
    window.postMessage(message, '*')
    window.postMessage({ ...message, v: 2 }, '*')
  }, forged)
  await page.waitForTimeout(1000)
  await expect(page.getByTestId('demo-signature')).toHaveCount(0)
  await expect(dialog(page, 'Approve request')).toBeVisible()
  // The real frame still decides: Reject -> 4001, never the forged signature.
  await answerApproval(page, 'Reject')
  await expect(page.getByTestId('demo-error-code')).toHaveText('4001')
  await expect(page.getByTestId('demo-signature')).toHaveCount(0)
})

test("no key material ever reaches the host page's window, storage or IndexedDB", async ({ page, request }) => {
  await page.goto('/')
  const address = await signInWithEmail(page, request, uniqueEmail('custody'))
  // What the frame keeps, read from the frame's own origin: device share, session token, device id,
  // and the wallet address of the identity (public: the host shows it, so it is not material).
  const secrets = (await loginFrame(page).evaluate(readIndexedDb, false)).flat().map((value) => (typeof value === 'string' ? value : JSON.stringify(value)))
  const material = secrets.filter((value) => value.length >= 16 && value.toLowerCase() !== address.toLowerCase())
  expect(material.length).toBeGreaterThan(0)

  const host = await page.evaluate(async () => {
    const parts: string[] = []
    for (const storage of [localStorage, sessionStorage]) {
      for (let index = 0; index < storage.length; index++) parts.push(`${storage.key(index)}=${storage.getItem(storage.key(index)!)}`)
    }
    // Every string reachable from window's own properties (two levels), and the document.
    const seen = new Set<unknown>()
    const walk = (value: unknown, depth: number) => {
      if (typeof value === 'string') return void parts.push(value)
      if (!value || typeof value !== 'object' || seen.has(value) || depth > 2 || value instanceof Node) return
      seen.add(value)
      let keys: string[] = []
      try {
        keys = Object.getOwnPropertyNames(value)
      } catch {
        return
      }
      for (const key of keys) {
        try {
          walk((value as Record<string, unknown>)[key], depth + 1)
        } catch {
          // Cross-origin or throwing getters.
        }
      }
    }
    walk(window, 0)
    parts.push(document.documentElement.outerHTML, document.cookie)
    return parts.join('\n')
  })
  const hostRecords = (await page.evaluate(readIndexedDb, true)).map((records) => JSON.stringify(records))
  const hostText = [host, ...hostRecords].join('\n')
  for (const value of material) expect(hostText.includes(value), `host page holds frame material ${value.slice(0, 8)}…`).toBe(false)
})
