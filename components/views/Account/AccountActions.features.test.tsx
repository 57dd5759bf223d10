// @vitest-environment jsdom
/*
 * The default switches in the modal: with the defaults Account offers Receive and Send and Connect
 * offers "All wallets"; `features.send: false` and `features.receive: false` take their action off
 * Account, `features.allWallets: false` takes "All wallets" off Connect; a view a switch turned off, asked for by name, opens as if none was asked for.
 */
import { cleanup, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { mock } from 'wagmi'
import { useConnectModal, type OpenableView } from '../../../hooks/useConnectModal'
import type { FoyerFeatures } from '../../../src/config/createFoyerConfig'
import { testAccount } from '../../../test/components/openConnectedModal'
import { connectFirst, createTestFoyerConfig, renderWithModal } from '../../../test/components/renderWithModal'
import { stubModalFetch } from '../../../test/components/stubModalFetch'

stubModalFetch(() => undefined)
afterEach(cleanup)

function OpenView({ view }: { view: OpenableView }) {
  const { open } = useConnectModal()
  return (
    <button type="button" onClick={() => open({ view })}>
      Open {view}
    </button>
  )
}

async function open(view: OpenableView, features: Partial<FoyerFeatures>, { connected = true } = {}) {
  const { config } = renderWithModal({
    connectors: [mock({ accounts: [testAccount] })],
    provider: { config: createTestFoyerConfig({ features }) },
    children: <OpenView view={view} />,
  })
  if (connected) await connectFirst(config)
  await userEvent.setup().click(screen.getByRole('button', { name: `Open ${view}` }))
  return within(await screen.findByRole('dialog'))
}

describe('the default switches', () => {
  it('by default Account has Receive and Send, and WalletSend opens by name', async () => {
    const account = await open('Account', {})
    expect(account.getByRole('button', { name: 'Receive' })).toBeTruthy()
    expect(account.getByRole('button', { name: 'Send' })).toBeTruthy()
    cleanup()
    expect(await (await open('WalletSend', {})).findByRole('heading', { level: 2, name: 'Send' })).toBeTruthy()
  })

  it('send off: no Send on Account, and WalletSend asked for by name opens Account', async () => {
    const account = await open('WalletSend', { send: false })
    expect(await account.findByTestId('foyer-address')).toBeTruthy()
    expect(account.getByRole('button', { name: 'Receive' })).toBeTruthy()
    expect(account.queryByRole('button', { name: 'Send' })).toBeNull()
  })

  it('receive off: no Receive on Account, and WalletReceive asked for by name opens Account', async () => {
    const account = await open('WalletReceive', { receive: false })
    expect(await account.findByTestId('foyer-address')).toBeTruthy()
    expect(account.getByRole('button', { name: 'Send' })).toBeTruthy()
    expect(account.queryByRole('button', { name: 'Receive' })).toBeNull()
  })

  it('all wallets on by default: Connect lists "All wallets"', async () => {
    const connect = await open('Connect', {}, { connected: false })
    expect(await connect.findByRole('button', { name: /All wallets/ })).toBeTruthy()
  })

  it('all wallets off: Connect does not list it, and AllWallets asked for by name opens Connect', async () => {
    const connect = await open('AllWallets', { allWallets: false }, { connected: false })
    expect(screen.getByRole('dialog', { name: 'Connect Wallet' })).toBeTruthy()
    expect(await connect.findByRole('button', { name: 'Mock Connector' })).toBeTruthy()
    expect(connect.queryByRole('button', { name: /All wallets/ })).toBeNull()
  })
})
