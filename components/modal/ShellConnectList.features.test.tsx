// @vitest-environment jsdom
/*
 * The page's dialog shell under the app's switches: "All wallets" is left out when
 * `features.allWallets` is off; with the legal checkbox on, its rows are disabled (the Connect view,
 * which takes over, shows the checkbox), so nothing can be picked before the terms are agreed to.
 */
import { QueryClient } from '@tanstack/react-query'
import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { mock } from 'wagmi'
import { foundry } from 'wagmi/chains'
import type { CreateFoyerConfigParameters } from '../../src/config/createFoyerConfig'
import { testAccount } from '../../test/components/openConnectedModal'
import { createTestConfig, createTestFoyerConfig, TestProviders } from '../../test/components/renderWithModal'
import { ShellConnectList } from './ShellConnectList'

afterEach(cleanup)

function renderShell(parameters: CreateFoyerConfigParameters) {
  const picks: string[] = []
  render(
    <TestProviders
      config={createTestConfig([foundry], [mock({ accounts: [testAccount] })])}
      queryClient={new QueryClient()}
      provider={{ config: createTestFoyerConfig(parameters) }}
    >
      <ShellConnectList data={undefined} onPick={(key) => picks.push(key)} />
    </TestProviders>,
  )
  return { picks, user: userEvent.setup() }
}

describe("the dialog shell's list under the switches", () => {
  it('lists "All wallets" by default, and rows can be picked', async () => {
    const { picks, user } = renderShell({})
    expect(screen.getByRole('button', { name: /All wallets/ })).toBeTruthy()
    await user.click(await screen.findByRole('button', { name: 'Mock Connector' }))
    expect(picks).toHaveLength(1)
  })

  it('leaves "All wallets" out when the switch is off', async () => {
    renderShell({ features: { allWallets: false } })
    expect(await screen.findByRole('button', { name: 'Mock Connector' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: /All wallets/ })).toBeNull()
  })

  it('with the legal checkbox on, every row is disabled and nothing is picked', async () => {
    const { picks, user } = renderShell({ features: { legalCheckbox: true }, legal: { termsUrl: 'https://example.com/terms' } })
    const row = await screen.findByRole('button', { name: 'Mock Connector' })
    expect(row.hasAttribute('disabled')).toBe(true)
    expect(screen.getByRole('button', { name: /All wallets/ }).hasAttribute('disabled')).toBe(true)
    await user.click(row)
    expect(picks).toEqual([])
  })
})
