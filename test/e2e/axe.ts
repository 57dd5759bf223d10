import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { expect } from './fixtures'

type AxeViolation = { id: string; nodes: { target: unknown[] }[] }
type PageAxe = { run(context: unknown): Promise<{ violations: AxeViolation[] }> }

let axeSource: string | undefined
const lines = (violations: readonly AxeViolation[]) =>
  violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)

/**
 * Every axe violation inside the open dialog, one line each (rule and elements). axe-core is put
 * into the page once per document and run there: AxeBuilder injects it again on every call, which
 * cost about a second a check, most of a flow's axe time. A dialog that holds a frame (the login
 * frame) goes through AxeBuilder, which checks inside frames too.
 */
export async function dialogAxeViolations(page: Page): Promise<string[]> {
  await settleTransitions(page)
  if ((await page.locator('[role="dialog"] iframe').count()) > 0) {
    return lines((await new AxeBuilder({ page }).include('[role="dialog"]').analyze()).violations)
  }
  const present = await page.evaluate(() => typeof (window as { axe?: unknown }).axe === 'object')
  if (!present) {
    axeSource ??= readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')
    await page.evaluate(axeSource)
  }
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: PageAxe }).axe
    const { violations } = await axe.run({ include: [['[role="dialog"]']] })
    return violations.map(({ id, nodes }) => ({ id, nodes: nodes.map(({ target }) => ({ target })) }))
  })
  return lines(violations)
}

/**
 * Waits for the page's finite animations and transitions to end: a theme switch fades the colours,
 * and axe reading a colour halfway through reports a contrast the user never sees at rest. Endless
 * ones (spinners, skeleton shimmer) are left running.
 */
async function settleTransitions(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const finite = document.getAnimations().filter((animation) => animation.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY)
    await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)))
  })
}

/** Fails with every axe violation inside the open dialog, one line each (rule and elements). */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  expect(await dialogAxeViolations(page)).toEqual([])
}

/** A theme and a text direction the modal is checked in. */
export type Look = { theme: 'dark' | 'light'; dir: 'ltr' | 'rtl' }

/** Both themes in both directions. */
export const looks: readonly Look[] = [
  { theme: 'dark', dir: 'ltr' },
  { theme: 'dark', dir: 'rtl' },
  { theme: 'light', dir: 'rtl' },
  { theme: 'light', dir: 'ltr' },
]

// The demo's header selects sit behind the modal (inert to the pointer), so the value is set the
// way React reads a change: the native setter, then a bubbling change event. Nothing takes focus,
// so the open view keeps its focus and state.
async function pickDemoSelect(page: Page, label: 'Theme' | 'Direction', value: string): Promise<void> {
  await page.evaluate(
    ({ label, value }) => {
      const select = [...document.querySelectorAll('header label')].find((element) => element.textContent?.trim().startsWith(label))?.querySelector('select')
      if (!select) throw new Error(`The demo has no ${label} select.`)
      Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, 'value')!.set!.call(select, value)
      select.dispatchEvent(new Event('change', { bubbles: true }))
    },
    { label, value },
  )
}

/** Switches the demo (and the open modal) to `look` in place, and waits until the dialog shows it. */
export async function showLook(page: Page, look: Look): Promise<void> {
  await pickDemoSelect(page, 'Theme', look.theme)
  await pickDemoSelect(page, 'Direction', look.dir)
  const shown = page.locator(`[role="dialog"][dir="${look.dir}"][data-foyer-theme="${look.theme}"]`).last()
  await expect(shown).toBeVisible()
}

/**
 * Checks the open view with axe in every look, switching in place (one walk through a flow
 * instead of one page load per look), and saves a screenshot of each as
 * `test/e2e/screenshots/<name>-<theme>-<dir>.png`.
 */
export async function expectAxeCleanInEveryLook(page: Page, name: string): Promise<void> {
  for (const look of looks) {
    await showLook(page, look)
    await expectNoAxeViolations(page)
    await page.screenshot({ animations: 'disabled', path: `test/e2e/screenshots/${name}-${look.theme}-${look.dir}.png` })
  }
}
