// @vitest-environment jsdom
/*
 * The QR pairing view in the modal against a stand-in WalletConnect connector (wagmi's type and
 * `display_uri` messages, the approval in the test's hands): an approved pairing shows Account and
 * tracks CONNECT_SUCCESS once, as a QR code connection; a refused one tracks nothing. The pairing
 * rules themselves are useWalletConnectPairing's (its tests).
 */
import { act, cleanup, screen, waitFor } from '@testing-library/react'
import { UserRejectedRequestError } from 'viem'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { FoyerEvent } from '../../../src/events/foyerEvent'
import { ModalControls, openRoute } from '../../../test/components/ModalControls'
import { preloadModal, renderWithModal } from '../../../test/components/renderWithModal'
import { stubWalletConnect } from '../../../test/components/stubWalletConnect'

const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const uri = `wc:${'1'.repeat(64)}@2?relay-protocol=irn&symKey=${'a'.repeat(64)}`

async function pairing() {
  const { connector, attempts } = stubWalletConnect(address)
  const events: FoyerEvent[] = []
  renderWithModal({ connectors: [connector], provider: { onEvent: (event) => events.push(event) }, children: <ModalControls /> })
  act(() => openRoute({ view: 'ConnectingWalletConnect', data: {} }))
  await waitFor(() => expect(attempts).toHaveLength(1), { timeout: 10_000 })
  act(() => attempts[0]!.showUri(uri))
  return { attempt: attempts[0]!, connects: () => events.filter((event) => event.event === 'CONNECT_SUCCESS') }
}

afterEach(cleanup)
beforeAll(preloadModal)

describe('ConnectingWalletConnect', () => {
  it('an approved pairing shows Account and tracks CONNECT_SUCCESS once, by QR code', async () => {
    const { attempt, connects } = await pairing()
    act(() => attempt.approve())
    await screen.findByRole('dialog', { name: 'Account' }, { timeout: 10_000 })
    expect(connects()).toEqual([{ event: 'CONNECT_SUCCESS', properties: { method: 'qrcode', name: 'WalletConnect' } }])
  })

  it('a refused pairing tracks nothing', async () => {
    const { attempt, connects } = await pairing()
    act(() => attempt.fail(new UserRejectedRequestError(new Error('no'))))
    await screen.findByRole('button', { name: 'Try again' })
    expect(connects()).toEqual([])
  })
})
