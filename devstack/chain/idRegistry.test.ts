import { createPublicClient, createWalletClient, http, numberToHex, parseEther, parseEventLogs } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { createSiweMessage } from 'viem/siwe'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createFarcasterVerifier } from '../../services/api/auth/farcasterVerifier'
import { deployIdRegistry, ID_REGISTRY_ADDRESS, idRegistryAbi, readIdOf, registerFid } from './idRegistry'
import { localChain } from './localChain'
import { startAnvil } from './startAnvil'
import type { RunningAnvil } from './startAnvil'

/*
 * The development IdRegistry on a real anvil: at Optimism's address, registering through the id
 * gateway only, and moving an fid with the receiver's EIP-712 Transfer signature, after which Sign In
 * With Farcaster accepts the new custody key and refuses the old one.
 */
let anvil: RunningAnvil
beforeAll(async () => {
  anvil = await startAnvil({ chainId: 31337 })
}, 30_000)
afterAll(async () => {
  await anvil.stop()
})

const client = () => createPublicClient({ chain: localChain(31337, anvil.rpcUrl), transport: http(anvil.rpcUrl) })
const funded = async (key: `0x${string}`) => {
  const account = privateKeyToAccount(key)
  await client().request({ method: 'anvil_setBalance' as never, params: [account.address, numberToHex(parseEther('1'))] as never })
  return createWalletClient({ chain: localChain(31337, anvil.rpcUrl), transport: http(anvil.rpcUrl), account })
}

describe('IdRegistry (development)', () => {
  it("sits at Optimism's address, registers through its gateway only and numbers fids from 1", async () => {
    expect(ID_REGISTRY_ADDRESS).toBe('0x00000000Fc6c5F01Fc30151999387Bb99A9f489b')
    expect(await deployIdRegistry(anvil.rpcUrl, 31337)).toBe(ID_REGISTRY_ADDRESS)
    // A second call leaves it as it is.
    expect(await deployIdRegistry(anvil.rpcUrl, 31337)).toBe(ID_REGISTRY_ADDRESS)
    const read = (functionName: string, args: readonly unknown[] = []) =>
      client().readContract({ address: ID_REGISTRY_ADDRESS, abi: idRegistryAbi, functionName, args })
    expect(await read('name')).toBe('Farcaster FID')
    const custody = privateKeyToAccount(generatePrivateKey()).address
    const fid = await registerFid(anvil.rpcUrl, 31337, custody)
    expect(fid).toBe(1n)
    expect(await read('custodyOf', [fid])).toBe(custody)
    expect(await read('idCounter')).toBe(1n)
    await expect(registerFid(anvil.rpcUrl, 31337, custody)).rejects.toThrow(/register failed/)

    const stranger = await funded(generatePrivateKey())
    await expect(
      stranger.writeContract({ address: ID_REGISTRY_ADDRESS, abi: idRegistryAbi, functionName: 'register', args: [stranger.account.address, custody] }),
    ).rejects.toThrow(/Unauthorized/)
  })

  it('moves an fid on a Transfer the receiver signed; sign-in then follows the new custody address', async () => {
    await deployIdRegistry(anvil.rpcUrl, 31337)
    const oldKey = generatePrivateKey()
    const newKey = generatePrivateKey()
    const owner = await funded(oldKey)
    const fid = await registerFid(anvil.rpcUrl, 31337, owner.account.address)
    const receiver = privateKeyToAccount(newKey)
    const deadline = BigInt(Math.floor(Date.now() / 1000) + 3600)
    const sig = await receiver.signTypedData({
      domain: { name: 'Farcaster IdRegistry', version: '1', chainId: 31337, verifyingContract: ID_REGISTRY_ADDRESS },
      types: {
        Transfer: [
          { name: 'fid', type: 'uint256' },
          { name: 'to', type: 'address' },
          { name: 'nonce', type: 'uint256' },
          { name: 'deadline', type: 'uint256' },
        ],
      },
      primaryType: 'Transfer',
      message: { fid, to: receiver.address, nonce: 0n, deadline },
    })
    // A signature by someone else than the receiver moves nothing.
    const forged = await privateKeyToAccount(generatePrivateKey()).signMessage({ message: 'not a transfer' })
    await expect(
      owner.writeContract({ address: ID_REGISTRY_ADDRESS, abi: idRegistryAbi, functionName: 'transfer', args: [receiver.address, deadline, forged] }),
    ).rejects.toThrow(/InvalidSignature/)
    const hash = await owner.writeContract({
      address: ID_REGISTRY_ADDRESS,
      abi: idRegistryAbi,
      functionName: 'transfer',
      args: [receiver.address, deadline, sig],
    })
    const receipt = await client().waitForTransactionReceipt({ hash })
    expect(parseEventLogs({ abi: idRegistryAbi, logs: receipt.logs })).toMatchObject([
      { eventName: 'Transfer', args: { from: owner.account.address, to: receiver.address, id: fid } },
    ])
    expect(await readIdOf(anvil.rpcUrl, 31337, receiver.address)).toBe(fid)
    expect(await readIdOf(anvil.rpcUrl, 31337, owner.account.address)).toBe(0n)

    const verify = createFarcasterVerifier({ optimismRpcUrl: anvil.rpcUrl, timeoutMs: 5_000 })
    const signIn = async (key: `0x${string}`) => {
      const account = privateKeyToAccount(key)
      const message = createSiweMessage({
        address: account.address,
        chainId: 10,
        domain: 'login.foyer.test',
        nonce: 'abcdef0123456789',
        uri: 'https://login.foyer.test',
        version: '1',
        statement: 'Farcaster Auth',
        resources: [`farcaster://fid/${fid}`],
      })
      return verify({ message, signature: await account.signMessage({ message }), nonce: 'abcdef0123456789', domain: 'login.foyer.test' })
    }
    expect(await signIn(newKey)).toEqual({ fid: Number(fid) })
    await expect(signIn(oldKey)).rejects.toThrow(/does not own fid/)
  })
})
