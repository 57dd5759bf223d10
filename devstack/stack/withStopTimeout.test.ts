import { afterEach, describe, expect, it, vi } from 'vitest'
import { withStopTimeout } from './withStopTimeout'

afterEach(() => {
  vi.useRealTimers()
})

describe('withStopTimeout', () => {
  it('passes a stop that finishes', async () => {
    await expect(withStopTimeout(Promise.resolve(), 'API')).resolves.toBeUndefined()
    await expect(withStopTimeout(Promise.reject(new Error('boom')), 'API')).rejects.toThrow('boom')
  })

  it('gives up on a stop that never finishes, naming the part', async () => {
    vi.useFakeTimers()
    const stopping = withStopTimeout(new Promise<void>(() => undefined), 'demo', 5_000)
    const assertion = expect(stopping).rejects.toThrow('demo did not stop within 5 s')
    await vi.advanceTimersByTimeAsync(5_000)
    await assertion
  })
})
