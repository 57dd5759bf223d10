/*
 * Sign In With Farcaster in the development stack, through the production code path: the API opens
 * the channel at the relay stand-in, the test plays the user's Farcaster app, and the API verifies
 * the message against the ID Registry on the local chain. A message for another domain is refused:
 * the modal says 'Failed to connect to farcaster', stays usable, and a new attempt signs in. The
 * plain success through the stand-in's page is in auth.spec.ts.
 */
import { approveFarcasterSignIn } from '../../devstack/farcaster/farcasterApp'
import { FARCASTER_TEST_ACCOUNTS } from '../../devstack/farcaster/farcasterTestUsers'
import { RELAY_STAND_IN_AUTH_KEY } from '../../devstack/farcaster/relayStandInKey'
import { dialog, expect, test } from './fixtures'

test.describe.configure({ timeout: 120_000 })

test("Farcaster: a message for another domain shows 'Failed to connect to farcaster'; trying again signs in", async ({ page, context }) => {
  await page.goto('/')
  await page.getByRole('button', { name: 'Connect', exact: true }).click()
  await dialog(page, 'Connect Wallet').getByRole('button', { name: 'Continue with Farcaster' }).click()
  const view = dialog(page, 'Farcaster')
  const qr = view.getByTestId('foyer-wc-qr')
  await expect(qr).toHaveAttribute('data-uri', /^https?:\/\//, { timeout: 30_000 })
  const refusedUrl = new URL((await qr.getAttribute('data-uri'))!)
  // The relay's page names each test account's fid as the registry gave it.
  const page1 = await (await fetch(refusedUrl)).text()
  const fid = Number(/Sign in as @alice \(fid (\d+)\)/.exec(page1)?.[1])
  expect(fid).toBeGreaterThan(0)
  await approveFarcasterSignIn({
    relayUrl: refusedUrl.origin,
    authKey: RELAY_STAND_IN_AUTH_KEY,
    channelToken: refusedUrl.searchParams.get('channelToken')!,
    user: { ...FARCASTER_TEST_ACCOUNTS[0], fid },
    overrides: { domain: 'evil.example' },
  })
  await expect(view.getByText('Failed to connect to farcaster')).toBeVisible({ timeout: 30_000 })

  await view.getByRole('button', { name: 'Try again' }).click()
  await expect(qr).not.toHaveAttribute('data-uri', refusedUrl.href, { timeout: 30_000 })
  await expect(qr).toHaveAttribute('data-uri', /^https?:\/\//)
  const phone = await context.newPage()
  await phone.goto((await qr.getAttribute('data-uri'))!)
  await phone.getByRole('button', { name: /Sign in as @alice/ }).click()
  await expect(dialog(page, 'Account')).toBeVisible({ timeout: 30_000 })
  await expect(dialog(page, 'Account').getByTestId('foyer-auth-name')).toContainText('alice')
})
