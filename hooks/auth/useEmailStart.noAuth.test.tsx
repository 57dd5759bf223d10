// @vitest-environment jsdom
/*
 * The e-mail sign-in hook called by app code in a configuration without the embedded wallet (the
 * modal never shows the field then): a valid address is refused with 'No auth connector found'
 * rather than failing somewhere in a frame that does not exist.
 */
import { act, cleanup, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { mock } from 'wagmi'
import { foundry } from 'wagmi/chains'
import { renderFoyerHook } from '../../test/components/renderFoyerHook'
import { createTestConfig } from '../../test/components/renderWithModal'
import { useEmailStart } from './useEmailStart'

afterEach(cleanup)

describe('useEmailStart without an auth connector', () => {
  it("refuses a valid address with 'No auth connector found'", async () => {
    const config = createTestConfig([foundry], [mock({ accounts: ['0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'] })])
    const { result } = renderFoyerHook(() => useEmailStart(), { config })
    await act(async () => {
      await result.current.start('ada@example.com').catch(() => undefined)
    })
    await waitFor(() => expect(result.current.error).toEqual({ key: 'error.No auth connector found' }), { timeout: 10_000 })
  })
})
