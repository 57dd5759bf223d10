// @vitest-environment jsdom
/*
 * The QR pairing view opened (by app code) in a configuration without a WalletConnect connector: it
 * says 'WalletConnectConnector not found' instead of waiting for a QR code that never comes.
 */
import { act, cleanup, screen, within } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { mock } from 'wagmi'
import { ModalControls, openRoute } from '../../../test/components/ModalControls'
import { preloadModal, renderWithModal } from '../../../test/components/renderWithModal'

afterEach(cleanup)
beforeAll(preloadModal)

describe('ConnectingWalletConnect without a WalletConnect connector', () => {
  it("shows 'WalletConnectConnector not found'", async () => {
    renderWithModal({ connectors: [mock({ accounts: ['0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'] })], children: <ModalControls /> })
    act(() => openRoute({ view: 'ConnectingWalletConnect', data: {} }))
    const dialog = await screen.findByRole('dialog', undefined, { timeout: 10_000 })
    expect(await within(dialog).findByText('WalletConnectConnector not found', undefined, { timeout: 10_000 })).toBeTruthy()
  })
})
