// @vitest-environment jsdom
/*
 * A forgotten `import 'foyer-kit/styles.css'` is reported in development: the first time the modal
 * opens unstyled, one line in the configuration's logger (at its default level) names the import to
 * add, and nothing goes to the console around the logger. Not with the stylesheet, not outside
 * development, and not again on later openings. The stylesheet here is the kit's real theme CSS,
 * compiled from styles/themes.css.ts the way the package build extracts it into styles.css.
 */
import { act, cleanup, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { execFileSync } from 'node:child_process'
import { join } from 'node:path'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { mock } from 'wagmi'
import type { FoyerConfig } from '../../src/config/createFoyerConfig'
import { afterNextPaint } from '../../src/scheduling/afterNextPaint'
import { createTestFoyerConfig, preloadModal, renderWithModal } from '../../test/components/renderWithModal'
import { hasFoyerStylesheet, stylesheetImport } from './warnMissingStylesheet'

const root = join(import.meta.dirname, '..', '..')
// The logger prints with the console: silenced here, and checked to carry the only printed line.
const printed = (['warn', 'error'] as const).map((level) => vi.spyOn(console, level).mockImplementation(() => undefined))
const printedWarnings = () => printed.flatMap((spy) => spy.mock.calls).filter((call) => String(call[0]).includes(stylesheetImport))
const configs: FoyerConfig[] = []
const stylesheetWarnings = () => configs.flatMap((config) => config.logger.getLogArray()).filter((line) => line.includes(stylesheetImport))
let themeCss = ''

/** The theme's CSS as vanilla-extract emits it (in a Node process of its own: esbuild refuses jsdom's globals). */
function compileThemeCss(): string {
  const script = `
    import { compile, processVanillaFile } from '@vanilla-extract/integration'
    const filePath = ${JSON.stringify(join(root, 'styles/themes.css.ts'))}
    const { source } = await compile({ filePath, cwd: ${JSON.stringify(root)} })
    let css = ''
    await processVanillaFile({ source, filePath, outputCss: true, identOption: 'short', serializeVirtualCssPath: ({ source }) => { css += source; return '' } })
    process.stdout.write(css)`
  return execFileSync(process.execPath, ['--input-type=module', '-e', script], { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] })
}

async function openModal(development: boolean) {
  const config = createTestFoyerConfig({ development })
  configs.push(config)
  renderWithModal({ connectors: [mock({ accounts: ['0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'] })], provider: { config } })
  await userEvent.setup().click(screen.getByRole('button', { name: 'Open' }))
  const dialog = await screen.findByRole('dialog', { name: 'Connect Wallet' })
  // The check runs once the opened dialog is painted.
  await act(async () => {
    await afterNextPaint()
    await afterNextPaint()
  })
  return dialog
}

beforeAll(async () => {
  themeCss = compileThemeCss()
  await preloadModal()
})
afterEach(() => {
  cleanup()
  document.head.querySelectorAll('style[data-test-theme]').forEach((style) => style.remove())
})
afterAll(() => {
  for (const spy of printed) spy.mockRestore()
})

describe('the missing-stylesheet warning', () => {
  // In this order: the warning is given once per page, so the cases that must stay silent come first.
  it('says nothing outside development', async () => {
    const dialog = await openModal(false)
    expect(hasFoyerStylesheet(dialog)).toBe(false)
    expect(stylesheetWarnings()).toEqual([])
  })

  it('says nothing in development when the stylesheet is loaded', async () => {
    expect(themeCss).toContain('--foyer-colors-background')
    const style = Object.assign(document.createElement('style'), { textContent: themeCss })
    style.dataset.testTheme = ''
    document.head.append(style)
    const dialog = await openModal(true)
    expect(hasFoyerStylesheet(dialog)).toBe(true)
    expect(stylesheetWarnings()).toEqual([])
  })

  it('warns once in development without the stylesheet, naming the import', async () => {
    await openModal(true)
    await waitFor(() => expect(stylesheetWarnings()).toHaveLength(1))
    expect(stylesheetWarnings()[0]).toMatch(/ERROR .*import 'foyer-kit\/styles.css'/)
    // Printed once, by the logger (its console line carries the same text).
    expect(printedWarnings()).toHaveLength(1)
    cleanup()
    await openModal(true)
    expect(stylesheetWarnings()).toHaveLength(1)
  })
})
