// @vitest-environment jsdom
/*
 * The EVM account in the real modal (wagmi's mock connector, a stubbed API): the connected wallet's
 * name and network; the address and each transaction link to the explorer the chain definition
 * names, and a chain naming none has no link at all; the app's address labels show in place of the
 * shortened address in Account, in Activity's counterparty and in the send receiver's preview.
 */
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { foundry } from 'wagmi/chains'
import { openConnectedModal, testAccount } from '../../../test/components/openConnectedModal'
import { createTestFoyerConfig } from '../../../test/components/renderWithModal'
import { stubModalFetch } from '../../../test/components/stubModalFetch'
import { usdcBalance } from '../../../test/components/usdcBalance'

const other = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
const hash = `0x${'ab'.repeat(32)}`
const usdc = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const explorerUrl = 'http://127.0.0.1:4000/explorer'
const withExplorer = { ...foundry, blockExplorers: { default: { name: 'Local Explorer', url: explorerUrl } } }

stubModalFetch((url) => {
  const chainId = url.searchParams.get('chainId') ?? ''
  if (url.pathname.endsWith('/balance')) {
    return Response.json({ balances: [usdcBalance(chainId, usdc, 2.5)] })
  }
  if (url.pathname.endsWith('/history')) {
    return Response.json({
      data: [
        {
          id: hash,
          metadata: {
            minedAt: '2026-11-15T12:00:00Z',
            chain: 'eip155:31337',
            operationType: 'receive',
            status: 'confirmed',
            sentFrom: other,
            sentTo: testAccount,
            hash,
          },
          transfers: [{ fungible_info: { name: 'USD Coin', symbol: 'USDC' }, direction: 'in', quantity: { numeric: '1.5' } }],
        },
      ],
      next: null,
    })
  }
  if (url.pathname.startsWith('/v1/identity/')) return Response.json({ name: null, avatar: null })
  return undefined
})

async function openAccount(chain: typeof foundry, addressLabels?: Record<string, string>) {
  const opened = await openConnectedModal({
    dialog: 'Account',
    chains: [chain],
    provider: { config: createTestFoyerConfig({ apiUrl: 'http://api.test', ...(addressLabels ? { addressLabels } : {}) }) },
  })
  return opened
}

describe('EVM account: the connected wallet', () => {
  it('names the wallet and the network it is connected on', async () => {
    const { view } = await openAccount(foundry)
    expect(within(view).getByTestId('foyer-network').textContent).toBe('Foundry')
    expect(within(view).getByText('Wallet', { selector: 'dt' }).nextElementSibling?.textContent).toBe('Mock Connector')
  })
})

describe('EVM account: explorer links', () => {
  it("links the address and each transaction to the chain definition's explorer", async () => {
    const { user, view } = await openAccount(withExplorer)
    expect(within(view).getByRole('link', { name: 'View on Local Explorer' }).getAttribute('href')).toBe(`${explorerUrl}/address/${testAccount}`)
    await user.click(within(view).getByRole('tab', { name: 'Activity' }))
    const link = await within(view).findByTestId('foyer-activity-explorer')
    expect(link.getAttribute('href')).toBe(`${explorerUrl}/tx/${hash}`)
  })

  it('has no link, not a dead one, on a chain that names no explorer', async () => {
    const { user, view } = await openAccount(foundry)
    await user.click(within(view).getByRole('tab', { name: 'Activity' }))
    await within(view).findByTestId('foyer-activity-row')
    expect(within(view).queryByRole('link')).toBeNull()
  })
})

describe('EVM account: address labels', () => {
  it('show in place of the shortened address in Account, Activity and the send preview', async () => {
    // The labels' keys in another case than the addresses: EVM addresses match whatever their case.
    const { user, view } = await openAccount(foundry, { [testAccount.toLowerCase()]: 'My savings', [other.toLowerCase()]: 'Exchange' })
    const address = within(view).getByTestId('foyer-address')
    expect(address.textContent).toBe('My savings')
    expect(address.getAttribute('title')).toBe(testAccount)

    await user.click(within(view).getByRole('tab', { name: 'Activity' }))
    expect((await within(view).findByTestId('foyer-activity-counterparty')).textContent).toBe('From Exchange')

    await user.click(within(view).getByRole('button', { name: 'Send' }))
    const send = await screen.findByRole('dialog', { name: 'Send' })
    await user.click(await within(send).findByRole('radio', { name: /^USDC\b/ }))
    await user.type(within(send).getByRole('textbox', { name: 'Amount' }), '1')
    await user.type(within(send).getByRole('textbox', { name: 'To' }), other)
    await user.click(within(send).getByRole('button', { name: 'Preview' }))
    const preview = await screen.findByRole('dialog', { name: 'Review Send' })
    expect(within(preview).getByTestId('foyer-send-preview-receiver').textContent).toBe('Exchange')
  })

  it('an address without a label stays shortened', async () => {
    const { user, view } = await openAccount(foundry, { '0x0000000000000000000000000000000000000001': 'Someone else' })
    expect(within(view).getByTestId('foyer-address').textContent).toBe('0x70…dc79C8')
    await user.click(within(view).getByRole('tab', { name: 'Activity' }))
    expect((await within(view).findByTestId('foyer-activity-counterparty')).textContent).toBe('From 0x3C…4293BC')
  })
})
