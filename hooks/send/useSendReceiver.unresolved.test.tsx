// @vitest-environment jsdom
/*
 * A typed name that cannot be resolved: here no chain of the wagmi config has ENS, so the receiver
 * stays unresolved with 'Error resolving name' (the field shows it), and no address is used.
 */
import { cleanup, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { mock } from 'wagmi'
import { foundry } from 'wagmi/chains'
import { ResolveNameError } from '../../src/errors/sendErrors'
import { renderFoyerHook } from '../../test/components/renderFoyerHook'
import { createTestConfig } from '../../test/components/renderWithModal'
import { useSendReceiver } from './useSendReceiver'

afterEach(cleanup)

describe('useSendReceiver: a name that does not resolve', () => {
  it("is unresolved with 'Error resolving name'", async () => {
    const config = createTestConfig([foundry], [mock({ accounts: ['0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'] })])
    const { result } = renderFoyerHook(() => useSendReceiver('nobody.eth'), { config })
    await waitFor(() => expect(result.current.status).toBe('unresolved'), { timeout: 10_000 })
    expect(result.current.error).toBeInstanceOf(ResolveNameError)
    expect(result.current.error).toMatchObject({ shortMessage: 'Error resolving name', receiverName: 'nobody.eth' })
    expect(result.current.address).toBeUndefined()
  })
})
