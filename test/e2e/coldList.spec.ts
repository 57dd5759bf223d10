/*
 * The cold wallet list against the real stack: the Connect list's first frame shows the rows that
 * need no registry (the injected test wallet, "All wallets"), actionable while the registry's
 * answer is held back, and the recommended wallets fill in their placeholders without moving focus;
 * a registry that refuses (5xx) or is down shows the catalogue error and its retry in the
 * placeholders' place, and the retry loads the list once the registry is back; a returning visit
 * shows the stored registry answer without asking the registry; an app with Solana lists its
 * wallets with their badges in the same list, before Solana's own code has loaded.
 */
import { Keypair } from '@solana/web3.js'
import type { Locator, Page, Route } from '@playwright/test'
import { createSolanaTestWallet } from '../../testing/solana/createSolanaTestWallet'
import { installSolanaTestWallet } from '../../testing/solana/installSolanaTestWallet'
import { SOLANA_TEST_ACCOUNTS } from '../../devstack/solana/solanaTestAccounts'
import { shortenAddress } from '../../src/format/shortenAddress'
import { dialog, expect, fullDialog, test, testWalletName } from './fixtures'
import { e2eUrls } from './stackPorts'

const registryRoute = `${e2eUrls.api}/getWallets?*`

async function gotoDemo(page: Page, query = '') {
  await page.goto(`/?devWallet=off${query ? `&${query}` : ''}`)
  await expect(page.getByRole('button', { name: 'Connect', exact: true })).toBeVisible()
}

/** Holds the registry's requests until `release()`, then lets them through. */
async function holdRegistry(page: Page) {
  const held: Route[] = []
  let holding = true
  await page.route(registryRoute, (route) => (holding ? void held.push(route) : route.continue()))
  return {
    requests: () => held.length,
    release: async () => {
      holding = false
      for (const route of held.splice(0)) await route.continue()
    },
  }
}

const walletList = (modal: Locator) => modal.getByRole('list', { name: 'Wallets' })
const placeholders = (list: Locator) => list.locator(':scope > li[aria-hidden="true"]')
/** The registry's recommended wallets: every row but the demo's WalletConnect and the injected test wallet. */
const registryRows = (list: Locator) => list.getByRole('button').filter({ hasNotText: testWalletName }).filter({ hasNotText: 'WalletConnect' })

test('the first frame lists the installed wallet, actionable before the registry answers; the recommended wallets fill in without moving focus', async ({
  page,
  wallet,
}) => {
  void wallet
  await gotoDemo(page)
  const registry = await holdRegistry(page)
  await page.getByRole('button', { name: 'Connect', exact: true }).click()
  const modal = dialog(page, 'Connect Wallet')
  const list = walletList(modal)
  const row = list.getByRole('button', { name: testWalletName, exact: true })
  await expect(row).toBeEnabled()
  // The first row (the demo's WalletConnect) takes focus, as in the full dialog.
  const first = list.getByRole('button').first()
  await expect(first).toBeFocused()
  await expect(list).toHaveAttribute('aria-busy', 'true')
  await expect(placeholders(list)).toHaveCount(4)
  await expect(modal.getByRole('button', { name: 'All wallets' })).toBeEnabled()
  await expect.poll(registry.requests).toBeGreaterThan(0)

  await registry.release()
  await expect(list).not.toHaveAttribute('aria-busy', 'true')
  await expect(registryRows(list)).toHaveCount(4)
  await expect(placeholders(list)).toHaveCount(0)
  await expect(first).toBeFocused()
  // The installed wallet connects.
  await row.click()
  await expect(dialog(page, 'Account').getByTestId('foyer-address')).toBeVisible()
})

for (const [failure, fail] of [
  ['refusing (503)', (route: Route) => route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":"unavailable"}' })],
  ['down', (route: Route) => route.abort('connectionrefused')],
] as const) {
  test(`a registry ${failure}: the error and its retry take the placeholders' place, and the retry loads the list once it is back`, async ({
    page,
    wallet,
  }) => {
    void wallet
    await gotoDemo(page)
    await page.route(registryRoute, fail)
    await page.getByRole('button', { name: 'Connect', exact: true }).click()
    const modal = dialog(page, 'Connect Wallet')
    const list = walletList(modal)
    await expect(list.getByRole('alert')).toHaveText('Network Error: Wallet Load Failed')
    await expect(placeholders(list)).toHaveCount(0)
    await expect(list).not.toHaveAttribute('aria-busy', 'true')
    await expect(list.getByRole('button', { name: testWalletName, exact: true })).toBeEnabled()

    await page.unroute(registryRoute)
    await list.getByRole('button', { name: 'Try again' }).click()
    await expect(registryRows(list)).toHaveCount(4)
    await expect(list.getByRole('alert')).toHaveCount(0)
  })
}

test('a returning visit shows the stored registry answer without asking the registry', async ({ page, wallet }) => {
  void wallet
  await gotoDemo(page)
  await page.getByRole('button', { name: 'Connect', exact: true }).click()
  const first = walletList(dialog(page, 'Connect Wallet'))
  await expect(registryRows(first)).toHaveCount(4)
  const names = await registryRows(first).allTextContents()
  // Stored behind the answer: wait until localStorage holds it.
  await expect.poll(() => page.evaluate(() => Object.keys(localStorage).some((key) => key.startsWith('foyer.wallets-')))).toBe(true)

  await gotoDemo(page)
  const asked: string[] = []
  await page.route(registryRoute, (route) => {
    asked.push(route.request().url())
    return route.abort('connectionrefused')
  })
  await page.getByRole('button', { name: 'Connect', exact: true }).click()
  const list = walletList(dialog(page, 'Connect Wallet'))
  await expect(registryRows(list)).toHaveCount(4)
  expect(await registryRows(list).allTextContents()).toEqual(names)
  await expect(list.getByRole('alert')).toHaveCount(0)
  expect(asked).toEqual([])
})

test("an app with Solana lists its wallets in the same list, with their badges, before the registry answers and before Solana's code loads", async ({
  page,
  wallet,
}) => {
  void wallet
  const account = SOLANA_TEST_ACCOUNTS[7]!
  const solanaWallet = createSolanaTestWallet({ keypair: Keypair.fromSeed(Buffer.from(account.seed, 'hex')), rpcUrl: e2eUrls.solana })
  await installSolanaTestWallet(page, solanaWallet)
  await page.goto('/?devWallet=off&solana=1')
  const registry = await holdRegistry(page)
  // Solana's own code (web3.js, the wallet adapter) is held: the list names its wallets without it.
  const heldAdapter: Route[] = []
  let holdingAdapter = true
  await page.route('**/solanaAdapter*', (route) => (holdingAdapter ? void heldAdapter.push(route) : route.continue()))
  await page.getByRole('button', { name: 'Connect', exact: true }).click()
  const list = walletList(dialog(page, 'Connect Wallet'))
  const solanaRow = list.getByRole('button', { name: 'Foyer Solana Test Wallet', exact: true })
  await expect(list.getByRole('button', { name: testWalletName, exact: true })).toHaveAccessibleDescription(/^EVM( |$)/)
  await expect(solanaRow).toHaveAccessibleDescription('Solana')
  await expect(list).toHaveAttribute('aria-busy', 'true')
  await registry.release()
  await expect(list).not.toHaveAttribute('aria-busy', 'true')
  // Once the list is complete the Connect view loads Solana's code; the row stays while it comes.
  await expect.poll(() => heldAdapter.length).toBeGreaterThan(0)
  await expect(solanaRow).toBeVisible()
  holdingAdapter = false
  for (const route of heldAdapter.splice(0)) await route.continue()
  await solanaRow.click()
  await expect(dialog(page, 'Account').getByTestId('foyer-address')).toHaveText(shortenAddress(account.address))
})

/** Resolves once every finite animation in the open dialog (opening, height) has finished; placeholders pulse for ever. */
const animationsDone = (page: Page) =>
  page.evaluate(() =>
    Promise.all(
      (document.querySelector('[role="dialog"]')?.getAnimations({ subtree: true }) ?? [])
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY)
        .map((animation) => animation.finished),
    ),
  )

/**
 * Opens Connect with the Connect view's code held, so the page's shell stays until `takeOver` lets
 * the code through (`release` only lets it through); `takeOver` resolves once the full dialog (with
 * its auth section) replaced the shell and its animations are done.
 */
async function openShellHeld(page: Page) {
  const held: Route[] = []
  let holding = true
  await page.route('**/useWalletsForConnect-*.js', (route) => (holding ? void held.push(route) : route.continue()))
  await page.getByRole('button', { name: 'Connect', exact: true }).click()
  const shell = page.locator('[data-foyer-shell]')
  const release = async () => {
    expect(held.length).toBeGreaterThan(0)
    holding = false
    for (const route of held.splice(0)) await route.continue()
  }
  const takeOver = async () => {
    await release()
    const full = fullDialog(page, 'Connect Wallet')
    await expect(full.getByTestId('foyer-auth-section')).toBeVisible()
    await expect(shell).toHaveCount(0)
    await animationsDone(page)
    return full
  }
  return { shell, release, takeOver }
}

test('with e-mail and social sign-in, the shell keeps their place: no wallet row moves when the Connect view takes over', async ({ page, wallet }) => {
  void wallet
  await gotoDemo(page)
  const { shell, takeOver } = await openShellHeld(page)
  await expect(shell.getByTestId('foyer-shell-auth')).toBeVisible()
  // The shell's copy is for the eyes only: hidden from assistive technology and not focusable.
  await expect(shell.getByTestId('foyer-shell-auth')).toHaveAttribute('aria-hidden', 'true')
  await expect(shell.getByTestId('foyer-shell-auth').locator('input, button').and(page.locator(':enabled'))).toHaveCount(0)
  const rowIn = (scope: Locator) => walletList(scope).getByRole('button', { name: testWalletName, exact: true })
  await expect(rowIn(shell)).toBeEnabled()
  await animationsDone(page)
  const before = await rowIn(shell).boundingBox()
  const full = await takeOver()
  const after = await rowIn(full).boundingBox()
  expect(before).not.toBeNull()
  expect(after?.y).toBeCloseTo(before!.y, 0)
  expect(after?.x).toBeCloseTo(before!.x, 0)
})

test('a shell scrolled to "All wallets" keeps it under the pointer when the Connect view takes over', async ({ page, wallet }) => {
  void wallet
  await gotoDemo(page)
  const { shell, takeOver } = await openShellHeld(page)
  const allIn = (scope: Locator) => scope.getByRole('button', { name: 'All wallets' })
  await expect(allIn(shell)).toBeVisible()
  await animationsDone(page)
  // The dialog is taller than the window (e-mail, socials, wallets): the visitor scrolls down to it.
  await allIn(shell).scrollIntoViewIfNeeded()
  const before = await allIn(shell).boundingBox()
  const full = await takeOver()
  const after = await allIn(full).boundingBox()
  expect(before).not.toBeNull()
  expect(after?.y).toBeCloseTo(before!.y, 0)
})

// A row pressed with the mouse or a finger, held while the Connect view's code arrives, then released.
for (const input of ['mouse', 'touch'] as const) {
  test.describe(`with a ${input}`, () => {
    test.use({ hasTouch: input === 'touch' })
    test('a row pressed when the Connect view arrives keeps the shell until released: the click connects', async ({ page, wallet }) => {
      void wallet
      await gotoDemo(page)
      const { shell, release } = await openShellHeld(page)
      const row = walletList(shell).getByRole('button', { name: testWalletName, exact: true })
      await expect(row).toBeEnabled()
      await animationsDone(page)
      const box = (await row.boundingBox())!
      const point = { x: box.x + box.width / 2, y: box.y + box.height / 2 }
      // A tap is a touch start and a touch end (its click comes after, in an input event of its own).
      const cdp = input === 'touch' ? await page.context().newCDPSession(page) : undefined
      if (cdp) await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point] })
      else {
        await page.mouse.move(point.x, point.y)
        await page.mouse.down()
      }
      await release()
      // The view's code and the registry's answer are in: a shell not pressed would have given way by now.
      await page.waitForLoadState('networkidle')
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
      await expect(shell).toBeVisible()
      if (cdp) await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] })
      else await page.mouse.up()
      await expect(dialog(page, 'Account')).toBeVisible({ timeout: 15_000 })
      await expect(shell).toHaveCount(0)
    })
  })
}
