// @vitest-environment jsdom
/*
 * ConnectingFarcaster's hook when the sign-in fails: the channel that could not be opened, or a
 * channel that ended without a sign-in, shows 'Failed to connect to farcaster'; a retry asks again.
 */
import { act, cleanup, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { foundry } from 'wagmi/chains'
import { FrameRequestError } from '../../src/protocol/frameErrors'
import { authOperations, embeddedWalletStandIn } from '../../test/components/embeddedWalletStandIn'
import { renderFoyerHook } from '../../test/components/renderFoyerHook'
import { createTestConfig } from '../../test/components/renderWithModal'
import { useFarcasterLogin } from './useFarcasterLogin'

afterEach(cleanup)

const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const failed = { key: 'error.Failed to connect to farcaster' }

describe('useFarcasterLogin: failures', () => {
  it("the frame cannot open a channel: 'Failed to connect to farcaster'", async () => {
    let asked = 0
    const operations = authOperations({
      getFarcasterUri: () => {
        asked++
        return Promise.reject(new FrameRequestError({ code: 5000, message: 'The Farcaster relay did not answer' }))
      },
    })
    const config = createTestConfig([foundry], [embeddedWalletStandIn(address, operations)])
    const { result } = renderFoyerHook(() => useFarcasterLogin(), { config })
    await waitFor(() => expect(result.current.error).toEqual(failed), { timeout: 10_000 })
    expect(result.current.url).toBeUndefined()
    act(() => result.current.retry())
    await waitFor(() => expect(asked).toBe(2))
  })

  it("the channel ends without a sign-in: the URL was shown, then 'Failed to connect to farcaster'", async () => {
    const operations = authOperations({
      getFarcasterUri: () => Promise.resolve('https://farcaster.example/~/siwf?channelToken=x'),
      connectFarcaster: () => Promise.reject(new FrameRequestError({ code: 5000, message: 'The Farcaster sign-in did not complete' })),
    })
    const config = createTestConfig([foundry], [embeddedWalletStandIn(address, operations)])
    const { result } = renderFoyerHook(() => useFarcasterLogin(), { config })
    await waitFor(() => expect(result.current.error).toEqual(failed), { timeout: 10_000 })
    expect(result.current.url).toBe('https://farcaster.example/~/siwf?channelToken=x')
  })
})
