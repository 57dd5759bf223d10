import { createPublicClient, http, keccak256, parseAbi } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ANVIL_ACCOUNTS } from './addresses'
import { deployMulticall3, MULTICALL3_ADDRESS, MULTICALL3_DEPLOYER, Multicall3DeployError } from './multicall3'
import { startAnvil } from './startAnvil'
import type { RunningAnvil } from './startAnvil'

/* Multicall3 replayed from its pre-signed deployment on a real anvil, at its canonical address. */
let anvil: RunningAnvil
beforeAll(async () => {
  anvil = await startAnvil({ chainId: 31337 })
})
afterAll(() => anvil?.stop())

describe('deployMulticall3', () => {
  it('puts Multicall3 at its canonical address, where viem multicall reads through it, and is idempotent', async () => {
    const client = createPublicClient({ transport: http(anvil.rpcUrl) })
    expect(await client.getCode({ address: MULTICALL3_ADDRESS })).toBeUndefined()
    const codeHash = await deployMulticall3(anvil.rpcUrl)
    expect(codeHash).toBe(keccak256((await client.getCode({ address: MULTICALL3_ADDRESS }))!))
    expect(await deployMulticall3(anvil.rpcUrl)).toBe(codeHash)
    const abi = parseAbi(['function getEthBalance(address) view returns (uint256)', 'function getChainId() view returns (uint256)'])
    const [balance, chainId] = await client.multicall({
      multicallAddress: MULTICALL3_ADDRESS,
      allowFailure: false,
      contracts: [
        { address: MULTICALL3_ADDRESS, abi, functionName: 'getEthBalance', args: [ANVIL_ACCOUNTS[0].address] },
        { address: MULTICALL3_ADDRESS, abi, functionName: 'getChainId' },
      ],
    })
    expect(balance).toBe(await client.getBalance({ address: ANVIL_ACCOUNTS[0].address }))
    expect(chainId).toBe(31337n)
  })

  it('refuses when the deployer already used its first nonce and nothing is at the address', async () => {
    const other = await startAnvil({ chainId: 31337 })
    try {
      const client = createPublicClient({ transport: http(other.rpcUrl) })
      await client.request({ method: 'anvil_setNonce' as 'eth_chainId', params: [MULTICALL3_DEPLOYER, '0x1'] as never })
      await expect(deployMulticall3(other.rpcUrl)).rejects.toThrow(Multicall3DeployError)
    } finally {
      await other.stop()
    }
  })
})
