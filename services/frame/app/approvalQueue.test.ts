import { describe, expect, it } from 'vitest'
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
})
