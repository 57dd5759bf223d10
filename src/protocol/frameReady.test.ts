import { describe, expect, it } from 'vitest'
import { parseFrameReady } from './frameReady'
import { FRAME_PROTOCOL_VERSION } from './version'

describe('parseFrameReady', () => {
  it('accepts the current version', () => {
    expect(parseFrameReady({ type: 'frame:ready', version: FRAME_PROTOCOL_VERSION })).toEqual({
      type: 'frame:ready',
      version: FRAME_PROTOCOL_VERSION,
    })
  })

  it.each([
    ['another version', { type: 'frame:ready', version: FRAME_PROTOCOL_VERSION + 1 }],
    ['another type', { type: 'frame:hello', version: FRAME_PROTOCOL_VERSION }],
    ['a string', 'frame:ready'],
    ['null', null],
    ['no version', { type: 'frame:ready' }],
  ])('drops %s', (_name, data) => {
    expect(parseFrameReady(data)).toBeUndefined()
  })
})
