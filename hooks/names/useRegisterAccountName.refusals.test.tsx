// @vitest-environment jsdom
/*
 * A name registration refused before anything is signed or sent: a name belongs to the embedded
 * wallet's account, so with another wallet connected (or none) the registration fails with 'Error
 * registering name' followed by the name, its cause 'Address or auth connector not found'.
 */
import { act, cleanup } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { mock } from 'wagmi'
import { connect } from 'wagmi/actions'
import { foundry } from 'wagmi/chains'
import { RegisterNameError } from '../../src/errors/nameErrors'
import { renderFoyerHook } from '../../test/components/renderFoyerHook'
import { createTestConfig } from '../../test/components/renderWithModal'
import { useRegisterAccountName } from './useRegisterAccountName'

afterEach(cleanup)

const refusal = { name: 'RegisterNameError', shortMessage: 'Error registering name alice.foyer.eth', cause: { message: 'Address or auth connector not found' } }

describe('useRegisterAccountName: refusals', () => {
  it('without the embedded wallet: another wallet connected, or none', async () => {
    const config = createTestConfig([foundry], [mock({ accounts: ['0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'] })])
    const { result } = renderFoyerHook(() => useRegisterAccountName({ zone: 'foyer.eth' }), { config })
    await expect(result.current.mutateAsync('alice')).rejects.toMatchObject(refusal)
    await act(async () => {
      await connect(config, { connector: config.connectors[0]! })
    })
    const error = await result.current.mutateAsync('alice').catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(RegisterNameError)
    expect(error).toMatchObject(refusal)
  })
})
