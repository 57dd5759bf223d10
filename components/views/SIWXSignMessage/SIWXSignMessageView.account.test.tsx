// @vitest-environment jsdom
/*
 * SIWXSignMessage asks for a signature only with an account to sign: with no connected account (an
 * app that opens the view by name before connecting) Sign is disabled and nothing is asked of the
 * `siwx` configuration; once an account connects, Sign is enabled.
 */
import { act, cleanup, screen, within } from '@testing-library/react'
import { mock } from 'wagmi'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { ANVIL_ACCOUNTS } from '../../../devstack/chain/addresses'
import type { SiwxConfig } from '../../../src/siwx/siwxTypes'
import { ModalControls, openRoute } from '../../../test/components/ModalControls'
import { connectFirst, preloadModal, renderWithModal } from '../../../test/components/renderWithModal'
import { findOpenDialog } from '../../../test/components/findOpenDialog'

beforeAll(preloadModal, 60_000)
afterEach(cleanup)

function siwxStandIn() {
  const createMessage = vi.fn<SiwxConfig['createMessage']>(() => Promise.reject(new Error('not expected')))
  const siwx: SiwxConfig = {
    createMessage,
    addSession: async () => undefined,
    getSessions: async () => [],
    revokeSession: async () => undefined,
  }
  return { siwx, createMessage }
}

describe('SIWXSignMessage without an account', () => {
  it('keeps Sign disabled until an account is connected', async () => {
    const { siwx, createMessage } = siwxStandIn()
    const { config } = renderWithModal({ connectors: [mock({ accounts: [ANVIL_ACCOUNTS[0].address] })], provider: { siwx }, children: <ModalControls /> })
    act(() => openRoute({ view: 'SIWXSignMessage' }))
    const view = await findOpenDialog('Sign in')
    const sign = within(view).getByRole('button', { name: 'Sign' })
    expect(sign).toHaveProperty('disabled', true)
    await act(async () => sign.click())
    expect(createMessage).not.toHaveBeenCalled()

    await connectFirst(config)
    expect(within(screen.getByRole('dialog')).getByRole('button', { name: 'Sign' })).toHaveProperty('disabled', false)
  })
})
