// @vitest-environment jsdom
/*
 * The one Send flow on Solana in the real modal, with app code using useSendToken at the same time
 * (the page froze before: the app's hook kept the EVM account's form and the view the Solana one's,
 * and each emptied the other's for ever). An in-memory Solana adapter stands in for the wallet
 * (Wallet Standard wallets cannot run in jsdom; the real ones run end to end), the API is stubbed.
 */
import { act, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { useConnectModal } from '../../../hooks/useConnectModal'
import { useSendToken } from '../../../hooks/send/useSendToken'
import {
  connectMemorySolana,
  solanaMint as mint,
  solanaReceiver as receiver,
  solanaSignature as signature,
  solanaTestNetwork,
} from '../../../test/components/memorySolanaAccount'
import { openConnectedModal } from '../../../test/components/openConnectedModal'
import { previewAfterInvalidAddress } from '../../../test/components/previewSend'
import { stubModalFetch } from '../../../test/components/stubModalFetch'
import { usdcBalance } from '../../../test/components/usdcBalance'

const chainId = solanaTestNetwork.caipNetworkId

stubModalFetch((url) => {
  const asked = url.searchParams.get('chainId') ?? ''
  if (url.pathname === '/v1/supported-chains') return Response.json({ http: ['eip155:31337', chainId], ws: [] })
  if (url.pathname.endsWith('/balance') && asked === chainId) {
    return Response.json({
      balances: [
        { name: 'Solana', symbol: 'SOL', chainId, value: 300, price: 150, quantity: { decimals: '9', numeric: '2' }, iconUrl: '' },
        usdcBalance(chainId, mint, 2.5),
      ],
    })
  }
  return undefined
})

function AppSend() {
  const form = useSendToken()
  const { open } = useConnectModal()
  return (
    <div>
      <output data-testid="app-send">{`${form.namespace} ${form.amount} ${form.receiverInput}`}</output>
      <button type="button" onClick={() => form.setReceiver(receiver)}>
        App receiver
      </button>
      <button type="button" onClick={() => open({ view: 'WalletSend' })}>
        Open send
      </button>
    </div>
  )
}

async function setup() {
  const sendToken = vi.fn(async () => signature)
  const { foyerConfig } = await connectMemorySolana({ sendToken })
  // The EVM account is connected as well (as with the embedded wallet).
  const { user, view: dialog } = await openConnectedModal({ dialog: 'Send', button: 'Open send', provider: { config: foyerConfig }, children: <AppSend /> })
  await within(dialog).findByRole('radio', { name: /^USDC\b/ })
  return { user, dialog, sendToken }
}

describe('WalletSend on Solana, with app code using useSendToken', () => {
  it('the view and the app share one Solana form, and it stays put', async () => {
    const { user, dialog } = await setup()
    expect(dialog.querySelector('form')?.getAttribute('data-namespace')).toBe('solana')
    await user.click(within(dialog).getByRole('radio', { name: /^USDC\b/ }))
    await user.type(within(dialog).getByRole('textbox', { name: 'Amount' }), '1.5')
    expect(screen.getByTestId('app-send').textContent).toBe('solana 1.5 ')
    // The page behind the modal is inert to the pointer: the app sets the receiver from code.
    act(() => screen.getByRole('button', { name: 'App receiver', hidden: true }).click())
    expect((within(dialog).getByRole('textbox', { name: 'To' }) as HTMLInputElement).value).toBe(receiver)
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)))
    expect(screen.getByTestId('app-send').textContent).toBe(`solana 1.5 ${receiver}`)
    expect((within(dialog).getByRole('textbox', { name: 'Amount' }) as HTMLInputElement).value).toBe('1.5')
  })

  it("an EVM address is 'Invalid address'; the preview shows the Solana network and fee; Send goes through the adapter", async () => {
    const { user, dialog, sendToken } = await setup()
    // An EVM address is not a Solana one.
    const preview = await previewAfterInvalidAddress(user, dialog, {
      token: /^USDC\b/,
      amount: '1.5',
      wrongReceiver: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
      receiver,
    })
    expect(within(preview).getByTestId('foyer-send-preview-amount').textContent).toBe('1.5 USDC')
    expect(within(preview).getByTestId('foyer-send-preview-network').textContent).toBe('Solana Localnet')
    expect(within(preview).getByTestId('foyer-send-preview-fee').textContent).toMatch(/^0\.000005 SOL/)
    await user.click(within(preview).getByRole('button', { name: 'Send' }))
    await waitFor(() => expect(sendToken).toHaveBeenCalledWith({ to: receiver, amount: 1_500_000n, token: mint }))
    expect(await within(preview).findByText(/1\.5 USDC/)).toBeTruthy()
    await waitFor(() => expect(screen.getByTestId('app-send').textContent).toBe('solana  '))
  })
})
