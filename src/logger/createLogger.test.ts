import { describe, expect, it, vi } from 'vitest'
import { BaseError } from '../errors/BaseError'
import { createLogger, DEFAULT_LOG_LEVEL, LOG_BUFFER_BYTES } from './createLogger'

function fakeConsole() {
  return { debug: vi.fn(), info: vi.fn(), warn: vi.fn(), error: vi.fn() }
}

describe('createLogger', () => {
  it("starts at 'error': lower levels are neither printed nor kept", () => {
    expect(DEFAULT_LOG_LEVEL).toBe('error')
    const out = fakeConsole()
    const logger = createLogger({ console: out, now: () => 0 })
    logger.debug('d')
    logger.info('i')
    logger.warn('w')
    const failure = new BaseError('Failed to connect')
    logger.error(failure)
    expect(out.debug).not.toHaveBeenCalled()
    expect(out.warn).not.toHaveBeenCalled()
    // The console gets the error object itself (its stack stays clickable).
    expect(out.error).toHaveBeenCalledWith(failure)
    expect(logger.getLogArray()).toEqual(['1970-01-01T00:00:00.000Z ERROR FoyerError: Failed to connect'])
  })

  it("at 'debug' prints and keeps every level with its console method; 'silent' none", () => {
    const out = fakeConsole()
    const logger = createLogger({ console: out, level: 'debug', now: () => 0 })
    logger.debug('one', { a: 1n })
    logger.info('two')
    logger.warn('three')
    expect(out.debug).toHaveBeenCalledWith('one', { a: 1n })
    expect(out.info).toHaveBeenCalledWith('two')
    expect(out.warn).toHaveBeenCalledWith('three')
    expect(
      logger
        .getLogs()
        .split('\n')
        .map((line) => line.slice(25)),
    ).toEqual(['DEBUG one {"a":"1"}', 'INFO two', 'WARN three'])
    logger.setLevel('silent')
    logger.error('four')
    expect(out.error).not.toHaveBeenCalled()
    expect(logger.getLogArray()).toHaveLength(3)
    logger.clearLogs()
    expect(logger.getLogs()).toBe('')
  })

  it('keeps at most 1,024,000 bytes by default, dropping the oldest lines first', () => {
    expect(LOG_BUFFER_BYTES).toBe(1_024_000)
    const logger = createLogger({ console: null, now: () => 0 })
    // Each kept line: 24-character time, ' ERROR ', 1,000 characters, newline = 1,032 bytes.
    for (let i = 0; i < 1_000; i += 1) logger.error(String(i % 10).repeat(1_000))
    const lines = logger.getLogArray()
    expect(lines).toHaveLength(Math.floor(LOG_BUFFER_BYTES / 1_032))
    const kept = lines.reduce((total, line) => total + new TextEncoder().encode(line).length + 1, 0)
    expect(kept).toBeLessThanOrEqual(LOG_BUFFER_BYTES)
    // The newest line is last and the first ones are gone.
    expect(lines.at(-1)?.endsWith('9'.repeat(1_000))).toBe(true)
    expect(lines[0]?.endsWith(String((1_000 - lines.length) % 10).repeat(1_000))).toBe(true)
  })

  it('cuts a line larger than the buffer to fit, counting bytes rather than characters', () => {
    const logger = createLogger({ console: null, bufferBytes: 64, now: () => 0 })
    logger.error('é'.repeat(100))
    const [line] = logger.getLogArray()
    expect(new TextEncoder().encode(line).length + 1).toBeLessThanOrEqual(64)
    logger.error('short')
    expect(logger.getLogArray()).toEqual(['1970-01-01T00:00:00.000Z ERROR short'])
  })

  it('masks credentials and keys in kept lines, and survives a throwing console and a looping cause', () => {
    const logger = createLogger({
      console: {
        debug: vi.fn(),
        info: vi.fn(),
        warn: vi.fn(),
        error: () => {
          throw new Error('locked')
        },
      },
      now: () => 0,
    })
    const looping = new Error('outer')
    looping.cause = looping
    expect(() => logger.error('GET https://user:pass@rpc.example/v1?projectId=secret-1 failed', looping)).not.toThrow()
    const [line] = logger.getLogArray()
    expect(line).not.toContain('secret-1')
    expect(line).not.toContain('pass@')
    expect(line).toContain('projectId=***')
  })
})
