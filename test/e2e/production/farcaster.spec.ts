/*
 * Sign In With Farcaster as an operator runs it: `npm run serve` in production with `farcaster`
 * pointing at a relay stand-in (the relay's wire format) and at the chain holding the ID Registry.
 * The test plays the user's phone: it opens the QR code's URL, the relay's page standing in for the
 * Farcaster app, and approves as @alice, whose custody key signs the message; the API verifies it
 * (domain, nonce, window, custody address) and the modal shows the signed-in account. The relay's
 * channel token goes on the log scan's list: the server must never log it.
 */
import { dialog, expect } from '../fixtures'
import { productionTest as test } from './productionTest'

test('Farcaster signs in through the relay, verified against the ID Registry, with the API in production', async ({ page, context, production }) => {
  await page.goto(production.info.demo)
  await page.getByRole('button', { name: 'Connect', exact: true }).click()
  await dialog(page, 'Connect Wallet').getByRole('button', { name: 'Continue with Farcaster' }).click()
  const qr = dialog(page, 'Farcaster').getByTestId('foyer-wc-qr')
  await expect(qr).toHaveAttribute('data-uri', /^http:\/\/127\.0\.0\.1:\d+\/~\/siwf\?channelToken=/, { timeout: 30_000 })
  const url = new URL((await qr.getAttribute('data-uri'))!)
  // The sign-in URL is the relay's, not the API's.
  expect(url.origin).not.toBe(new URL(production.info.api).origin)
  await production.recordSecret('farcasterRelayChannel', url.searchParams.get('channelToken')!)

  const phone = await context.newPage()
  await phone.goto(url.href)
  await phone.getByRole('button', { name: /Sign in as @alice \(fid \d+\)/ }).click()
  await expect(phone.getByRole('status')).toHaveText('Signed in. You can close this page.')
  await expect(dialog(page, 'Account')).toBeVisible({ timeout: 30_000 })
  await expect(dialog(page, 'Account').getByTestId('foyer-auth-name')).toContainText('alice')
})
