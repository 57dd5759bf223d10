import { privateKeyToAddress } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { createWalletShares, fromBase64, toBase64, withRebuiltKey } from './custody'

describe('custody', () => {
  it('splits a new key 2-of-3: any two shares rebuild the key of the address', async () => {
    const { address, shares } = await createWalletShares()
    const { deviceShare, authShare, recoveryShare } = shares
    const keys = await Promise.all(
      (
        [
          [deviceShare, authShare],
          [authShare, recoveryShare],
          [deviceShare, recoveryShare],
        ] as const
      ).map((pair) => withRebuiltKey(pair, address, (key) => key)),
    )
    expect(new Set(keys).size).toBe(1)
    expect(privateKeyToAddress(keys[0] as `0x${string}`)).toBe(address)
    // No share is the key, or contains it.
    for (const share of [deviceShare, authShare, recoveryShare]) expect(share).not.toContain((keys[0] as string).slice(2))
  })

  it('refuses shares of another wallet, or the same share twice', async () => {
    const first = await createWalletShares()
    const second = await createWalletShares()
    await expect(withRebuiltKey([first.shares.deviceShare, second.shares.authShare], first.address, () => 'signed')).rejects.toThrow()
    await expect(withRebuiltKey([first.shares.deviceShare, first.shares.authShare], second.address, () => 'signed')).rejects.toThrow(/do not match/)
    await expect(withRebuiltKey([first.shares.authShare, first.shares.authShare], first.address, () => 'signed')).rejects.toThrow()
  })

  it('gives different keys every time', async () => {
    const addresses = new Set(await Promise.all([1, 2, 3].map(async () => (await createWalletShares()).address)))
    expect(addresses.size).toBe(3)
  })

  it('round-trips base64', () => {
    const bytes = Uint8Array.from({ length: 256 }, (_, index) => index)
    expect(fromBase64(toBase64(bytes))).toEqual(bytes)
  })
})
