/*
 * The embedded smart account on a real anvil (EIP-7702 hardfork): a fresh key's first batch carries
 * its delegation to Simple7702Account, so the account keeps its address and gains the designator as
 * code; both calls land in one transaction. A batch whose second call fails on chain is mined
 * reverted and leaves the first call unapplied (atomic), and the status says 500.
 */
import { createPublicClient, createWalletClient, erc20Abi, encodeFunctionData, http, numberToHex, parseEther } from 'viem'
import type { Address } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { verifyMessage } from 'viem/actions'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ANVIL_ACCOUNTS, UNISWAP_V2_ROUTER_ADDRESS, USDC_ADDRESS, WETH_ADDRESS } from '../../../devstack/chain/addresses'
import { deployContracts } from '../../../devstack/chain/deployContracts'
import { deployLocalAmm } from '../../../devstack/chain/deployLocalAmm'
import { deployTestNft } from '../../../devstack/chain/deployTestNft'
import { uniswapV2RouterAbi } from '../../../src/swap/uniswapV2Abi'
import { deploySmartAccountImplementation } from '../../../devstack/chain/smartAccountImplementation'
import { startAnvil, type RunningAnvil } from '../../../devstack/chain/startAnvil'
import { createAccountTypes } from './accountTypes'
import type { FrameChain } from './frameConfig'
import { createMemoryStore } from './frameStore'
import { delegationCode, encodeExecuteBatch, readDelegationState } from './smartAccount'
import { callsStatus, executeCalls, fromBatchId, parseCallsRequest, prepareCalls } from './walletCalls'
import type { PreparedCalls } from './walletCalls'

const CHAIN_ID = 31337
let anvil: RunningAnvil
let chain: FrameChain
let implementation: Address
const key = generatePrivateKey()
const account = privateKeyToAccount(key)
const receiver = privateKeyToAccount(generatePrivateKey()).address
const client = () => createPublicClient({ transport: http(anvil.rpcUrl) })

async function waitForStatus(id: string) {
  for (let attempt = 0; attempt < 100; attempt++) {
    const status = await callsStatus(id, [chain])
    if (status.status !== 100) return status
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  throw new Error('batch not mined')
}

beforeAll(async () => {
  anvil = await startAnvil({ chainId: CHAIN_ID })
  await deployContracts(anvil.rpcUrl, CHAIN_ID)
  // In the stack's order, so the AMM lands at its fixed addresses.
  await deployTestNft(anvil.rpcUrl, CHAIN_ID)
  await deployLocalAmm(anvil.rpcUrl, CHAIN_ID)
  implementation = await deploySmartAccountImplementation(anvil.rpcUrl, CHAIN_ID)
  chain = { id: CHAIN_ID, rpcUrl: anvil.rpcUrl, maxFeeWei: parseEther('0.05'), nativeSymbol: 'ETH', smartAccountImplementation: implementation }
  await client().request({ method: 'anvil_setBalance' as never, params: [account.address, numberToHex(parseEther('10'))] as never })
}, 60_000)

afterAll(async () => {
  await anvil?.stop()
})

describe('a batch from the embedded smart account on anvil', () => {
  it('upgrades the same address with EIP-7702 in the first batch and runs every call in one transaction', async () => {
    expect(await readDelegationState(chain, account.address)).toBe('none')
    const request = parseCallsRequest(
      [
        {
          version: '2.0.0',
          chainId: numberToHex(CHAIN_ID),
          from: account.address,
          atomicRequired: true,
          calls: [
            { to: receiver, value: numberToHex(parseEther('1')) },
            { to: receiver, value: numberToHex(parseEther('2')) },
          ],
        },
      ],
      account.address,
      CHAIN_ID,
    )
    const prepared = await prepareCalls(request, { chain, from: account.address, upgradeTo: implementation })
    expect(prepared.transaction.to).toBe(account.address)
    const id = await executeCalls(account, prepared)
    const status = await waitForStatus(id)
    expect(status).toMatchObject({ status: 200, atomic: true, chainId: numberToHex(CHAIN_ID) })
    expect(status.receipts).toHaveLength(1)
    expect(await client().getCode({ address: account.address })).toBe(delegationCode(implementation))
    expect(await readDelegationState(chain, account.address)).toBe('delegated')
    expect(await client().getBalance({ address: receiver })).toBe(parseEther('3'))
    // Later batches are plain EIP-1559 transactions to the delegated account.
    const again = await prepareCalls(request, { chain, from: account.address, upgradeTo: undefined })
    expect((await waitForStatus(await executeCalls(account, again))).status).toBe(200)
    expect(await client().getBalance({ address: receiver })).toBe(parseEther('6'))
  }, 60_000)

  it('applies none of the calls when one fails on chain (the transaction reverts whole)', async () => {
    const before = await client().getBalance({ address: receiver })
    const usdcBefore = await client().readContract({ address: USDC_ADDRESS, abi: erc20Abi, functionName: 'balanceOf', args: [receiver] })
    const calls = [
      { to: receiver, value: parseEther('1'), data: '0x' as const },
      // The account holds no USDC: this transfer reverts.
      { to: USDC_ADDRESS, value: 0n, data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [receiver, 1n] }) },
    ]
    // Estimation would refuse this batch before any approval; a fixed gas limit puts it on chain to show the revert is whole.
    const estimatedOk = await prepareCalls(
      { chainId: CHAIN_ID, atomicRequired: true, calls: [calls[0]!] },
      { chain, from: account.address, upgradeTo: undefined },
    )
    const prepared: PreparedCalls = {
      calls,
      chain,
      upgradeTo: undefined,
      transaction: { ...estimatedOk.transaction, data: encodeExecuteBatch(calls), gas: 200_000n },
    }
    const id = await executeCalls(account, prepared)
    const status = await waitForStatus(id)
    expect(status.status).toBe(500)
    const receipt = await client().getTransactionReceipt({ hash: fromBatchId(id).hash })
    expect(receipt.status).toBe('reverted')
    expect(await client().getBalance({ address: receiver })).toBe(before)
    expect(await client().readContract({ address: USDC_ADDRESS, abi: erc20Abi, functionName: 'balanceOf', args: [receiver] })).toBe(usdcBefore)
    await expect(prepareCalls({ chainId: CHAIN_ID, atomicRequired: true, calls }, { chain, from: account.address, upgradeTo: undefined })).rejects.toThrow(
      /revert/i,
    )
  }, 60_000)

  it('gives a first batch enough gas for the upgrade: approve + a swap whose router pays ETH back into the account', async () => {
    const owner = privateKeyToAccount(generatePrivateKey())
    await client().request({ method: 'anvil_setBalance' as never, params: [owner.address, numberToHex(parseEther('1'))] as never })
    const funder = createWalletClient({ account: privateKeyToAccount(ANVIL_ACCOUNTS[0].privateKey), transport: http(anvil.rpcUrl) })
    await client().waitForTransactionReceipt({
      hash: await funder.writeContract({ chain: null, address: USDC_ADDRESS, abi: erc20Abi, functionName: 'transfer', args: [owner.address, 100_000_000n] }),
    })
    // The pair was created moments ago and has never traded: its first trade in a later second than
    // its creation writes both price accumulators from zero (two fresh storage slots). Mining a block a
    // second later makes the estimate see that cost too, whatever the machine's speed; public pairs
    // have traded before and never pay it.
    await client().request({ method: 'evm_increaseTime' as never, params: [1] as never })
    await client().request({ method: 'evm_mine' as never, params: [] as never })
    const calls = [
      { to: USDC_ADDRESS, value: 0n, data: encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [UNISWAP_V2_ROUTER_ADDRESS, 10_000_000n] }) },
      {
        to: UNISWAP_V2_ROUTER_ADDRESS,
        value: 0n,
        data: encodeFunctionData({
          abi: uniswapV2RouterAbi,
          functionName: 'swapExactTokensForETH',
          args: [10_000_000n, 0n, [USDC_ADDRESS, WETH_ADDRESS], owner.address, 10n ** 12n],
        }),
      },
    ]
    const prepared = await prepareCalls({ chainId: CHAIN_ID, atomicRequired: true, calls }, { chain, from: owner.address, upgradeTo: implementation })
    const status = await waitForStatus(await executeCalls(owner, prepared))
    expect(status.status).toBe(200)
    expect(await client().readContract({ address: USDC_ADDRESS, abi: erc20Abi, functionName: 'balanceOf', args: [owner.address] })).toBe(90_000_000n)
    expect(await client().getCode({ address: owner.address })).toBe(delegationCode(implementation))
  }, 60_000)

  it("signs messages that viem's verifyMessage accepts through the delegated account's ERC-1271", async () => {
    const message = 'Foyer smart account'
    const signature = await account.signMessage({ message })
    expect(await client().getCode({ address: account.address })).toBe(delegationCode(implementation))
    expect(await verifyMessage(client(), { address: account.address, message, signature })).toBe(true)
    const other = await privateKeyToAccount(ANVIL_ACCOUNTS[1].privateKey).signMessage({ message })
    expect(await verifyMessage(client(), { address: account.address, message, signature: other })).toBe(false)
    // The contract itself answers: isValidSignature returns the ERC-1271 magic value for the owner's signature.
    const { hashMessage } = await import('viem')
    const answer = await client().readContract({
      address: account.address,
      abi: [
        {
          type: 'function',
          name: 'isValidSignature',
          stateMutability: 'view',
          inputs: [
            { name: 'hash', type: 'bytes32' },
            { name: 'signature', type: 'bytes' },
          ],
          outputs: [{ type: 'bytes4' }],
        },
      ],
      functionName: 'isValidSignature',
      args: [hashMessage(message), signature],
    })
    expect(answer).toBe('0x1626ba7e')
  })

  it('switches account types by the rules: smart account only where enabled and from EOA; EOA only before the upgrade', async () => {
    const types = createAccountTypes({ store: createMemoryStore() })
    const fresh = privateKeyToAccount(generatePrivateKey()).address
    const eoaOnly: FrameChain = { ...chain, smartAccountImplementation: undefined }
    expect(await types.typeOn(fresh, chain)).toBe('smartAccount')
    expect(await types.typeOn(fresh, eoaOnly)).toBe('eoa')
    await expect(types.set(fresh, eoaOnly, 'smartAccount')).rejects.toThrow('Smart accounts are not enabled on this network')
    await expect(types.set(fresh, chain, 'smartAccount')).rejects.toThrow('The account is already a smart account')
    expect(await types.set(fresh, chain, 'eoa')).toBe('eoa')
    expect(await types.typeOn(fresh, chain)).toBe('eoa')
    expect(await types.set(fresh, chain, 'smartAccount')).toBe('smartAccount')
    // The account upgraded in the first test keeps its delegation: it cannot go back to EOA.
    expect(await types.isDeployed(account.address, chain)).toBe(true)
    expect(await types.isDeployed(fresh, chain)).toBe(false)
    await expect(types.set(account.address, chain, 'eoa')).rejects.toThrow('The account is already upgraded to a smart account on this network')
  })
})
