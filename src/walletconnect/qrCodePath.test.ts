import { describe, expect, it } from 'vitest'
import { qrCodePath } from './qrCodePath'

const uri = `wc:${'a1'.repeat(32)}@2?expiryTimestamp=1795316531&relay-protocol=irn&symKey=${'b2'.repeat(32)}`
// Expands the path's runs (`M<x> <y>h<n>v1h-<n>z`) into one [x, y] per dark module.
const squares = (d: string) =>
  [...d.matchAll(/M(\d+) (\d+)h(\d+)v1h-\3z/g)].flatMap((m) => Array.from({ length: Number(m[3]) }, (_, i) => [Number(m[1]) + i, Number(m[2])] as const))

describe('qrCodePath', () => {
  it('encodes a pairing URI as a square code with finder patterns in three corners', () => {
    const { size, d } = qrCodePath(uri)
    expect(size % 4).toBe(1) // 21, 25, 29, ... modules per side
    expect(size).toBeGreaterThanOrEqual(41)
    const dark = new Set(squares(d).map(([x, y]) => `${x},${y}`))
    for (const [x, y] of [
      [0, 0],
      [size - 1, 0],
      [0, size - 1],
      [6, 6],
      [size - 7, 6],
    ])
      expect(dark.has(`${x},${y}`)).toBe(true)
    expect(dark.has(`${size - 1},${size - 1}`)).toBe(false)
  })

  it('leaves a centred odd square empty for the logo', () => {
    const { size, d, logo } = qrCodePath(uri, { logoFraction: 0.22 })
    expect(logo).toBeDefined()
    expect(logo!.size % 2).toBe(1)
    expect(logo!.start * 2 + logo!.size).toBe(size)
    const inside = squares(d).filter(([x, y]) => x >= logo!.start && x < logo!.start + logo!.size && y >= logo!.start && y < logo!.start + logo!.size)
    expect(inside).toEqual([])
  })

  it('draws every module of a run', () => {
    const { d } = qrCodePath(uri)
    expect(d.replace(/M\d+ \d+h(\d+)v1h-\1z/g, '')).toBe('')
    // The top-left finder pattern's first row is one run of 7.
    expect(d.startsWith('M0 0h7v1h-7z')).toBe(true)
  })

  it('differs for different URIs and is stable for the same one', () => {
    expect(qrCodePath(uri).d).toBe(qrCodePath(uri).d)
    expect(qrCodePath(uri.replace('a1', 'c3')).d).not.toBe(qrCodePath(uri).d)
  })
})
