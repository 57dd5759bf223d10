import { describe, expect, it, vi } from 'vitest'
import { createErrorReporter } from './errorReporter'

describe('createErrorReporter', () => {
  it('sends at most 5 reports in any 60 s window (sliding)', () => {
    let clock = 1_000
    const send = vi.fn()
    const reporter = createErrorReporter({ send, now: () => clock })
    const at = (time: number) => {
      clock = time
      return reporter.report(new Error(`at ${time}`))
    }
    expect([at(1_000), at(2_000), at(3_000), at(4_000), at(5_000), at(6_000)]).toEqual([true, true, true, true, true, false])
    expect(at(60_999)).toBe(false)
    // The first report leaves the window at 61 000, the second at 62 000.
    expect(at(61_000)).toBe(true)
    expect(at(61_500)).toBe(false)
    expect(at(62_000)).toBe(true)
    expect(send).toHaveBeenCalledTimes(7)
  })

  it('builds the error event and swallows failures of send, thrown or rejected', async () => {
    const reports: unknown[] = []
    const throwing = createErrorReporter({
      now: () => 42,
      send: (report) => {
        reports.push(report)
        throw new Error('send broke')
      },
    })
    expect(throwing.report('plain text', 'SIWX_AUTH_ERROR')).toBe(true)
    expect(reports[0]).toEqual({
      type: 'error',
      event: 'SIWX_AUTH_ERROR',
      errorType: 'Error',
      errorMessage: 'plain text',
      stackTrace: expect.any(String),
      timestamp: 42,
    })
    const rejecting = createErrorReporter({ send: () => Promise.reject(new Error('offline')) })
    expect(rejecting.report(new RangeError('x'))).toBe(true)
    await new Promise((resolve) => setTimeout(resolve, 0))
  })

  it('takes its own limit and window, and keeps no state between reporters', () => {
    const send = vi.fn()
    const one = createErrorReporter({ send, limit: 1, windowMs: 10, now: () => 0 })
    const two = createErrorReporter({ send, limit: 1, windowMs: 10, now: () => 0 })
    expect([one.report(new Error('a')), one.report(new Error('b')), two.report(new Error('c'))]).toEqual([true, false, true])
  })
})
