import { describe, expect, it } from 'vitest'
import { foyerTransport, foyerTransportDefaults } from './foyerTransport'

// What an app gets without passing options: each value pinned, as the transports are specified with them.
describe('foyerTransport defaults', () => {
  it('retries 3 times from 150 ms (doubling), gives one HTTP request 10 s and batches up to 1000 requests of one tick', () => {
    expect(foyerTransportDefaults.retryCount).toBe(3)
    expect(foyerTransportDefaults.retryDelay).toBe(150)
    expect(foyerTransportDefaults.http).toEqual({ timeout: 10_000, batchSize: 1_000, batchWait: 0 })
  })

  it('ranks every 4 s over 10 samples with a 1 s ping timeout, stability weighing 0.7 and latency 0.3', () => {
    expect(foyerTransportDefaults.rank).toEqual({ interval: 4_000, sampleCount: 10, timeout: 1_000, weights: { stability: 0.7, latency: 0.3 } })
  })

  it('builds its transports with them', () => {
    // Unranked here: ranking would keep pinging the URLs after the test.
    const transport = foyerTransport(['http://127.0.0.1:9', 'http://127.0.0.1:10'], { rank: false })({})
    expect(transport.config).toMatchObject({ type: 'fallback', retryCount: 3, retryDelay: 150 })
    const inner = transport.value?.transports ?? []
    expect(inner).toHaveLength(2)
    for (const http of inner) expect(http.config).toMatchObject({ type: 'http', timeout: 10_000, retryCount: 0 })
  })
})
