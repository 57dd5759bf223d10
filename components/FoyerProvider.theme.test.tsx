// @vitest-environment jsdom
/* The theme an app gets without choosing one: dark (the light mode only when asked for). */
import { QueryClient } from '@tanstack/react-query'
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { foundry } from 'wagmi/chains'
import { createTestConfig, TestProviders } from '../test/components/renderWithModal'
import { ConnectButton } from './ConnectButton'
import type { ThemeMode } from '../styles/themes'

afterEach(cleanup)

function themeOfButton(themeMode?: ThemeMode) {
  render(
    <TestProviders config={createTestConfig([foundry], [])} queryClient={new QueryClient()} provider={themeMode ? { themeMode } : {}}>
      <ConnectButton />
    </TestProviders>,
  )
  return screen.getByRole('button', { name: 'Connect' }).closest('[data-foyer-theme]')?.getAttribute('data-foyer-theme')
}

describe('FoyerProvider themeMode', () => {
  it('is dark by default', () => {
    expect(themeOfButton()).toBe('dark')
  })
  it('is light when the app asks for it', () => {
    expect(themeOfButton('light')).toBe('light')
  })
})
