import { describe, expect, it } from 'vitest'
import { createLogSampler } from './logSampler'

describe('createLogSampler', () => {
  it('lets one line per key through each interval, the next one counting those left out', () => {
    let clock = 0
    const sample = createLogSampler({ intervalMs: 1_000, now: () => clock })
    expect(sample('a')).toEqual({ log: true, suppressed: 0 })
    expect(sample('a')).toEqual({ log: false, suppressed: 1 })
    expect(sample('a')).toEqual({ log: false, suppressed: 2 })
    expect(sample('b')).toEqual({ log: true, suppressed: 0 })
    clock = 1_000
    expect(sample('a')).toEqual({ log: true, suppressed: 2 })
    expect(sample('a')).toEqual({ log: false, suppressed: 1 })
  })

  it('forgets every key past maxKeys rather than growing', () => {
    const sample = createLogSampler({ maxKeys: 2, now: () => 0 })
    sample('a')
    sample('b')
    expect(sample('a').log).toBe(false)
    expect(sample('c').log).toBe(true)
    expect(sample('a').log).toBe(true)
  })
})
