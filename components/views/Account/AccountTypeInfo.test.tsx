// @vitest-environment jsdom
/*
 * The account type on Account: "Smart account" (with the upgrade still to come) or "EOA", and only
 * the switch the rules allow (to a smart account only from an EOA, where they are enabled); a switch
 * goes through the connector, the view follows the user it returns, SET_PREFERRED_ACCOUNT_TYPE is
 * tracked, and a refused switch shows the frame's reason. The
 * connector is a stand-in with the auth connector's operations (the frame and its rules are tested
 * in services/frame and in test/e2e/smartAccount.spec.ts).
 */
import { QueryClient } from '@tanstack/react-query'
import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useEffect, useState } from 'react'
import { afterEach, expect, it } from 'vitest'
import { foundry } from 'wagmi/chains'
import type { AuthConnectorEvent } from '../../../connectors/authConnectorTypes'
import type { FoyerEvent } from '../../../src/events/foyerEvent'
import { FrameRequestError } from '../../../src/protocol/frameErrors'
import type { AccountType, FrameUser } from '../../../src/protocol/payloads'
import { authOperations, embeddedWalletStandIn } from '../../../test/components/embeddedWalletStandIn'
import { connectFirst, createTestConfig, TestProviders } from '../../../test/components/renderWithModal'
import { useAuthUser } from '../../../hooks/auth/useAuthUser'
import { useSmartAccountEnabledNetworks } from '../../../hooks/auth/useSmartAccountEnabledNetworks'
import { AccountTypeInfo } from './AccountTypeInfo'

afterEach(cleanup)

const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

function standIn({ enabled, deployed, refuse, type = 'smartAccount' }: { enabled: number[]; deployed: boolean; refuse?: string; type?: AccountType }) {
  let user: FrameUser = {
    address,
    chainId: foundry.id,
    accounts: [{ address, type }],
    authProvider: 'email',
    preferredAccountType: type,
    ...(type === 'smartAccount' ? { smartAccountDeployed: deployed } : {}),
  }
  const listeners = new Set<(event: AuthConnectorEvent) => void>()
  const operations = authOperations({
    refreshUser: async () => user,
    currentUser: () => user,
    smartAccountEnabledNetworks: async () => enabled,
    async setPreferredAccountType(type: AccountType) {
      if (refuse) throw new FrameRequestError({ code: 5000, message: refuse })
      user = { ...user, preferredAccountType: type, accounts: [{ address, type }] }
      for (const listener of listeners) listener({ type: 'userChanged', user })
      return user
    },
    onAuthEvent(listener) {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
  })
  return embeddedWalletStandIn(address, operations)
}

function Info() {
  const user = useAuthUser()
  // Says when the frame's list of enabled networks is in, so a test can tell "no switch" from "not yet".
  const enabledKnown = useSmartAccountEnabledNetworks() !== undefined
  const [shown, setShown] = useState(false)
  useEffect(() => setShown(true), [])
  return shown && user ? (
    <>
      <AccountTypeInfo user={user} />
      {enabledKnown && <span data-testid="enabled-networks-known" />}
    </>
  ) : null
}

async function setup(options: Parameters<typeof standIn>[0]) {
  const config = createTestConfig([foundry], [standIn(options)])
  const events: FoyerEvent[] = []
  render(
    <TestProviders
      config={config}
      queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
      provider={{ onEvent: (event) => events.push(event) }}
    >
      <Info />
    </TestProviders>,
  )
  await connectFirst(config)
  return { events }
}

it('shows a smart account still to be upgraded, switches to EOA and back, tracking each switch', async () => {
  const { events } = await setup({ enabled: [foundry.id], deployed: false })
  const type = await screen.findByTestId('foyer-account-type')
  expect(type.textContent).toBe('Account type: Smart account (upgraded with your first batch)')
  await userEvent.click(await screen.findByRole('button', { name: 'Use as EOA' }))
  expect((await screen.findByTestId('foyer-account-type')).textContent).toBe('Account type: EOA')
  await userEvent.click(await screen.findByRole('button', { name: 'Switch to smart account' }))
  await screen.findByRole('button', { name: 'Use as EOA' })
  expect(events.filter((event) => event.event === 'SET_PREFERRED_ACCOUNT_TYPE').map((event) => event.properties?.['accountType'])).toEqual([
    'eoa',
    'smartAccount',
  ])
})

it('offers no switch once upgraded', async () => {
  await setup({ enabled: [foundry.id], deployed: true })
  expect((await screen.findByTestId('foyer-account-type')).textContent).toBe('Account type: Smart account')
  expect(screen.queryByRole('button')).toBeNull()
})

it("shows the frame's reason when a switch is refused, and tracks nothing", async () => {
  const { events } = await setup({ enabled: [foundry.id], deployed: false, refuse: 'Smart accounts are not enabled on this network' })
  await userEvent.click(await screen.findByRole('button', { name: 'Use as EOA' }))
  expect((await screen.findByRole('alert')).textContent).toBe('Smart accounts are not enabled on this network')
  expect(events.some((event) => event.event === 'SET_PREFERRED_ACCOUNT_TYPE')).toBe(false)
})

it('offers an EOA no switch to a smart account where smart accounts are not enabled', async () => {
  await setup({ enabled: [], deployed: false, type: 'eoa' })
  expect((await screen.findByTestId('foyer-account-type')).textContent).toBe('Account type: EOA')
  // The enabled networks are asked of the frame: the switch would show once they answered.
  await screen.findByTestId('enabled-networks-known')
  expect(screen.queryByRole('button', { name: 'Switch to smart account' })).toBeNull()
})

it('offers an EOA the switch where smart accounts are enabled', async () => {
  await setup({ enabled: [foundry.id], deployed: false, type: 'eoa' })
  expect(await screen.findByRole('button', { name: 'Switch to smart account' })).toBeTruthy()
})
