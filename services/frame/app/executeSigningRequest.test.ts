import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createPublicClient, http, parseEther, parseGwei, recoverMessageAddress, recoverTypedDataAddress, toHex } from 'viem'
import type { Hex, LocalAccount } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startAnvil } from '../../../devstack/chain/startAnvil'
import type { RunningAnvil } from '../../../devstack/chain/startAnvil'
import { executeSigningRequest } from './executeSigningRequest'
import type { FrameChain } from './frameConfig'
import type { PreparedTransaction } from './prepareTransaction'

/*
 * What the user approved is what is signed and sent: every field of the prepared transaction (to,
 * value, data, gas, each fee, nonce, chain) is read back from the mined transaction of a real anvil.
 */
let anvil: RunningAnvil
let chain: FrameChain
beforeAll(async () => {
  anvil = await startAnvil({ chainId: 31337 })
  chain = { id: 31337, rpcUrl: anvil.rpcUrl, maxFeeWei: parseEther('0.05'), nativeSymbol: 'ETH' }
})
afterAll(() => anvil?.stop())

// anvil's first default account: funded at start.
const account = privateKeyToAccount('0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80')
const to: Hex = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
const client = () => createPublicClient({ transport: http(anvil.rpcUrl) })
const nextNonce = () => client().getTransactionCount({ address: account.address, blockTag: 'pending' })
const send = (transaction: PreparedTransaction, rpcUrl = chain.rpcUrl) =>
  executeSigningRequest(account, { method: 'eth_sendTransaction', transaction, chain: { ...chain, rpcUrl } })

describe('executeSigningRequest: messages', () => {
  it('signs the raw bytes of personal_sign, not their hex text', async () => {
    const message = toHex('Sign in to Foyer')
    const signature = await executeSigningRequest(account, { method: 'personal_sign', message })
    expect(await recoverMessageAddress({ message: { raw: message }, signature })).toBe(account.address)
    expect(await recoverMessageAddress({ message, signature })).not.toBe(account.address)
  })

  it('signs typed data as given', async () => {
    const typedData = {
      domain: { name: 'Foyer', chainId: 31337 },
      types: { Mail: [{ name: 'contents', type: 'string' }] },
      primaryType: 'Mail',
      message: { contents: 'hello' },
    }
    const signature = await executeSigningRequest(account, { method: 'eth_signTypedData_v4', typedData })
    expect(await recoverTypedDataAddress({ ...typedData, signature } as Parameters<typeof recoverTypedDataAddress>[0])).toBe(account.address)
  })
})

describe('executeSigningRequest: transactions', () => {
  it('sends an EIP-1559 transaction with exactly the approved fields, priority fee included', async () => {
    const nonce = await nextNonce()
    const approved: PreparedTransaction = {
      chainId: 31337,
      to,
      value: 12_345n,
      data: '0xdeadbeef',
      gas: 60_000n,
      nonce,
      type: 'eip1559',
      maxFeePerGas: parseGwei('9'),
      maxPriorityFeePerGas: parseGwei('2'),
    }
    const hash = await send(approved)
    const mined = await client().getTransaction({ hash })
    expect(mined).toMatchObject({
      type: 'eip1559',
      chainId: 31337,
      from: account.address.toLowerCase(),
      to: to.toLowerCase(),
      value: 12_345n,
      input: '0xdeadbeef',
      gas: 60_000n,
      nonce,
      maxFeePerGas: parseGwei('9'),
      maxPriorityFeePerGas: parseGwei('2'),
    })
  })

  it('sends a legacy transaction at the approved gas price', async () => {
    const nonce = await nextNonce()
    const hash = await send({ chainId: 31337, to, value: 7n, data: undefined, gas: 21_000n, nonce, type: 'legacy', gasPrice: parseGwei('3') })
    const mined = await client().getTransaction({ hash })
    expect(mined).toMatchObject({ type: 'legacy', chainId: 31337, to: to.toLowerCase(), value: 7n, input: '0x', gas: 21_000n, nonce, gasPrice: parseGwei('3') })
  })

  it('creates a contract when the approved transaction has no recipient', async () => {
    // Init code that deploys an empty contract: PUSH1 0 PUSH1 0 RETURN.
    const hash = await send({
      chainId: 31337,
      to: undefined,
      value: 0n,
      data: '0x60006000f3',
      gas: 100_000n,
      nonce: await nextNonce(),
      type: 'eip1559',
      maxFeePerGas: parseGwei('9'),
      maxPriorityFeePerGas: 1n,
    })
    const receipt = await client().waitForTransactionReceipt({ hash })
    expect(receipt.to).toBeNull()
    expect(receipt.contractAddress).toMatch(/^0x[0-9a-f]{40}$/)
  })

  it('refuses to send with an account that cannot sign transactions', async () => {
    const { signTransaction: _omitted, ...messageOnly } = account
    const transaction: PreparedTransaction = { chainId: 31337, to, value: 1n, data: undefined, gas: 21_000n, nonce: 0, type: 'legacy', gasPrice: 1n }
    await expect(executeSigningRequest(messageOnly as LocalAccount, { method: 'eth_sendTransaction', transaction, chain })).rejects.toMatchObject({
      code: 5000,
    })
  })
})

describe('executeSigningRequest: a node that answers no transaction hash', () => {
  let answer: unknown
  let url: string
  let close: () => Promise<void>
  beforeAll(async () => {
    const server = createServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ jsonrpc: '2.0', id: 1, result: answer }))
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    close = () => new Promise((resolve) => server.close(() => resolve()))
  })
  afterAll(() => close?.())

  const hash = `0x${'ab'.repeat(32)}`
  const transaction: PreparedTransaction = { chainId: 31337, to, value: 1n, data: undefined, gas: 21_000n, nonce: 0, type: 'legacy', gasPrice: 1n }

  it('returns the node’s hash when it is one', async () => {
    answer = hash
    await expect(send(transaction, url)).resolves.toBe(hash)
  })

  it.each([
    ['a hash with text before it', `x${hash}`],
    ['a hash with text after it', `${hash}00`],
    ['a short hash', hash.slice(0, -2)],
    ['a hash with a non-hex digit', `${hash.slice(0, -1)}g`],
    ['nothing', null],
  ])('fails with 5000 on %s', async (_name, value) => {
    answer = value
    await expect(send(transaction, url)).rejects.toMatchObject({ code: 5000 })
  })
})
