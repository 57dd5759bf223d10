/*
 * The Swap view's token lists by keyboard: Escape on an open list closes the list and leaves the
 * modal open, with focus back on the picker's toggle; the next Escape closes the modal.
 */
import { dialog, expect, test } from './fixtures'
import { openSwap } from './swapPage'

test('Escape closes an open token list, not the modal, and focus returns to the picker', async ({ demo: page }) => {
  const swap = await openSwap(page)
  for (const name of [/^Token to pay:/, /^Token to receive:/]) {
    const toggle = swap.getByRole('button', { name })
    await toggle.click()
    const search = swap.getByRole('searchbox', { name: 'Search tokens' })
    await expect(search).toBeFocused()
    await search.fill('US')
    await page.keyboard.press('Escape')
    await expect(search).toHaveCount(0)
    await expect(dialog(page, 'Swap')).toBeVisible()
    await expect(toggle).toBeFocused()
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
  }
  // Escape from inside the list too (focus on a token), then the search starts empty again.
  const toggle = swap.getByRole('button', { name: /^Token to pay:/ })
  await toggle.click()
  await page.keyboard.press('Tab')
  await expect(swap.getByRole('button', { name: /^ETH\b/ })).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(toggle).toBeFocused()
  await toggle.click()
  await expect(swap.getByRole('searchbox', { name: 'Search tokens' })).toHaveValue('')
  await page.keyboard.press('Escape')
  // With no list open, Escape closes the modal as usual.
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog')).toHaveCount(0)
})
