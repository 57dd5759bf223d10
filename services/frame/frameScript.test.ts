import { runInNewContext } from 'node:vm'
import { describe, expect, it } from 'vitest'
import { parseFrameReady } from '../../src/protocol/frameReady'
import { FRAME_PROTOCOL_VERSION } from '../../src/protocol/version'
import { framePage } from './framePage'
import { frameScript } from './frameScript'

/*
 * Runs the exact `/frame.js` the server sends against the config block of the exact page it sends,
 * in a VM with just the browser APIs the script touches, and records what it posts to its parent.
 */
type FrameRun = { search: string; framed?: boolean; ancestorOrigins?: string[]; allowedOrigins?: string[] }

function runFrame({ search, framed = true, ancestorOrigins, allowedOrigins = ['http://127.0.0.1:*'] }: FrameRun) {
  const config = /<script type="application\/json" id="foyer-frame-config">(.*?)<\/script>/.exec(
    framePage(allowedOrigins),
  )?.[1]
  const posted: { data: unknown; targetOrigin: string }[] = []
  const dataset: Record<string, string> = {}
  const parent = { postMessage: (data: unknown, targetOrigin: string) => posted.push({ data, targetOrigin }) }
  const context: Record<string, unknown> = {
    URL,
    URLSearchParams,
    location: { search, ancestorOrigins },
    document: {
      documentElement: { dataset },
      getElementById: (id: string) => (id === 'foyer-frame-config' ? { textContent: config } : null),
    },
  }
  context.window = context
  context.parent = framed ? parent : context
  runInNewContext(frameScript(FRAME_PROTOCOL_VERSION), context)
  return { posted, status: dataset.foyerFrame }
}

describe('frame.js', () => {
  it('posts frame:ready to an allowed parent, with its exact origin as targetOrigin', () => {
    const { posted, status } = runFrame({ search: '?origin=http%3A%2F%2F127.0.0.1%3A5173' })
    expect(status).toBe('ready')
    expect(posted).toHaveLength(1)
    expect(posted[0]?.targetOrigin).toBe('http://127.0.0.1:5173')
    expect(parseFrameReady(posted[0]?.data)).toEqual({ type: 'frame:ready', version: FRAME_PROTOCOL_VERSION })
  })

  it('agrees with ancestorOrigins where the browser has it', () => {
    const origin = 'http://127.0.0.1:5173'
    expect(runFrame({ search: `?origin=${origin}`, ancestorOrigins: [origin] }).status).toBe('ready')
    const lie = runFrame({ search: `?origin=${origin}`, ancestorOrigins: ['http://127.0.0.1:6666'] })
    expect(lie).toEqual({ posted: [], status: 'origin-mismatch' })
  })

  it.each([
    ['no origin', '', 'no-origin'],
    ['a non-origin', '?origin=http://127.0.0.1:5173/page', 'no-origin'],
    ['null', '?origin=null', 'no-origin'],
    ['a disallowed origin', '?origin=https://evil.example', 'origin-not-allowed'],
    ['a look-alike host', '?origin=http://127.0.0.1.evil.example', 'origin-not-allowed'],
  ])('posts nothing for %s', (_name, search, status) => {
    expect(runFrame({ search })).toEqual({ posted: [], status })
  })

  it('posts nothing when it is not in a frame', () => {
    expect(runFrame({ search: '?origin=http://127.0.0.1:5173', framed: false })).toEqual({
      posted: [],
      status: 'not-framed',
    })
  })

  it('uses the allowed origins the server put in the page', () => {
    const allowedOrigins = ['https://*.example.com']
    expect(runFrame({ search: '?origin=https://app.example.com', allowedOrigins }).status).toBe('ready')
    expect(runFrame({ search: '?origin=http://127.0.0.1:5173', allowedOrigins }).status).toBe('origin-not-allowed')
  })
})
