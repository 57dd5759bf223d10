import { createPublicClient, custom } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startAnvil, type RunningAnvil } from '../../../devstack/chain/startAnvil'
import { anvilRpc } from '../../../test/services/anvilRpc'
import { createChainHead } from './chainHead'

let anvil: RunningAnvil
beforeAll(async () => {
  anvil = await startAnvil({ chainId: 31337 })
})
afterAll(() => anvil?.stop())

const rpc = (method: string, params: unknown[] = []) => anvilRpc(anvil.rpcUrl, method, params)

/** A client of the real anvil that counts head lookups and can hold their answers until released. */
function countingClient() {
  const counts = { lookups: 0 }
  let gate: Promise<void> | undefined
  let fail = false
  const client = createPublicClient({
    transport: custom({
      async request({ method, params }: { method: string; params?: unknown }) {
        const answer = await rpc(method, (params as unknown[] | undefined) ?? [])
        if (method === 'eth_getBlockByNumber') {
          counts.lookups++
          // Held after the node answered: the lookup saw the chain as it was when it started.
          await gate
          if (fail) throw new Error('node down')
        }
        return answer
      },
    }),
  })
  return {
    client,
    counts,
    hold: () => {
      let release: () => void = () => undefined
      gate = new Promise<void>((resolve) => (release = resolve))
      return () => {
        gate = undefined
        release()
      }
    },
    failNext: (on: boolean) => (fail = on),
  }
}

describe('createChainHead', () => {
  it('shares one waiting lookup among the callers that arrive while one runs', async () => {
    const { client, counts, hold } = countingClient()
    const head = createChainHead(client)
    const release = hold()
    const first = head.latest()
    const others = Array.from({ length: 19 }, () => head.latest())
    release()
    const answers = await Promise.all([first, ...others])
    expect(counts.lookups).toBe(2)
    const number = Number(await rpc('eth_blockNumber'))
    for (const answer of answers) expect(answer).toMatchObject({ number, hash: expect.stringMatching(/^0x[0-9a-f]{64}$/) })
  })

  it('never answers a caller from a lookup that started before its call', async () => {
    const { client, hold } = countingClient()
    const head = createChainHead(client)
    const release = hold()
    const early = head.latest()
    // A block mined after the first lookup started, before the second caller asks.
    await rpc('evm_mine')
    const mined = Number(await rpc('eth_blockNumber'))
    const late = head.latest()
    release()
    expect((await late).number).toBe(mined)
    expect((await early).number).toBe(mined - 1)
  })

  it('runs a lookup function the same way (what the API gives it: httpHeadLookup)', async () => {
    let lookups = 0
    let release: () => void = () => undefined
    const gate = new Promise<void>((resolve) => (release = resolve))
    const head = createChainHead(async () => {
      const number = ++lookups
      await gate
      return { number, hash: `0x${String(number).padStart(64, '0')}` }
    })
    const first = head.latest()
    const others = Array.from({ length: 19 }, () => head.latest())
    release()
    expect((await first).number).toBe(1)
    for (const answer of await Promise.all(others)) expect(answer.number).toBe(2)
    expect(lookups).toBe(2)
  })

  it('rejects the callers of a failed lookup and looks up again on the next call', async () => {
    const { client, failNext } = countingClient()
    const head = createChainHead(client)
    failNext(true)
    await expect(head.latest()).rejects.toThrow(/node down/)
    failNext(false)
    expect((await head.latest()).number).toBe(Number(await rpc('eth_blockNumber')))
  })
})
