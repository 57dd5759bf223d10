import { describe, expect, it } from 'vitest'
import { frameErrorCodes } from '../../../src/protocol/frameErrors'
import { PENDING_TRANSACTIONS_LIMIT } from '../../../src/protocol/pendingTransactions'
import { createApprovalQueue } from './approvalQueue'

/* One approval at a time: a task starts only once every earlier one has settled, whatever its outcome. */
describe('createApprovalQueue', () => {
  it('starts each task after the one before it has settled, and hands back its result', async () => {
    const inTurn = createApprovalQueue()
    const log: string[] = []
    let finishFirst!: () => void
    const first = inTurn(async () => {
      log.push('first starts')
      await new Promise<void>((resolve) => (finishFirst = resolve))
      log.push('first ends')
      return 1
    })
    const second = inTurn(async () => {
      log.push('second starts')
      return 2
    })
    await new Promise((resolve) => setImmediate(resolve))
    expect(log).toEqual(['first starts'])
    finishFirst()
    expect(await Promise.all([first, second])).toEqual([1, 2])
    expect(log).toEqual(['first starts', 'first ends', 'second starts'])
  })

  it('a failed task fails its own turn only; the next one still runs, after it', async () => {
    const inTurn = createApprovalQueue()
    const log: string[] = []
    const failing = inTurn(async () => {
      await new Promise((resolve) => setImmediate(resolve))
      log.push('failing ends')
      throw new Error('rejected by the user')
    })
    const next = inTurn(async () => {
      log.push('next starts')
      return 'sent'
    })
    await expect(failing).rejects.toThrow('rejected by the user')
    await expect(next).resolves.toBe('sent')
    expect(log).toEqual(['failing ends', 'next starts'])
  })

  it('queues are independent of each other', async () => {
    const first = createApprovalQueue()
    const second = createApprovalQueue()
    let release!: () => void
    const blocked = first(() => new Promise<void>((resolve) => (release = resolve)))
    await expect(second(async () => 'free')).resolves.toBe('free')
    release()
    await blocked
  })

  it('holds at most 99 pending requests: the 100th is refused at once, and room frees as they settle', async () => {
    expect(PENDING_TRANSACTIONS_LIMIT).toBe(99)
    const inTurn = createApprovalQueue()
    let finishFirst!: () => void
    let started = 0
    const held = [
      inTurn(async () => {
        started += 1
        await new Promise<void>((resolve) => (finishFirst = resolve))
        return 0
      }),
    ]
    for (let i = 1; i < PENDING_TRANSACTIONS_LIMIT; i += 1) {
      held.push(
        inTurn(async () => {
          started += 1
          return i
        }),
      )
    }
    const refused = inTurn(async () => {
      started += 1
      return -1
    })
    await expect(refused).rejects.toMatchObject({ code: frameErrorCodes.limitExceeded, shortMessage: 'Too many pending requests' })
    expect(started).toBe(1)
    finishFirst()
    expect(await Promise.all(held)).toHaveLength(PENDING_TRANSACTIONS_LIMIT)
    // Every turn settled: a new request is taken again.
    await expect(inTurn(async () => 'again')).resolves.toBe('again')
  })
})
