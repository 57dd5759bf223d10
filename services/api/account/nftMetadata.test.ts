import { describe, expect, it } from 'vitest'
import { readTokenUriMetadata } from './nftMetadata'

const base64 = (value: unknown) => `data:application/json;base64,${Buffer.from(JSON.stringify(value)).toString('base64')}`

describe('readTokenUriMetadata', () => {
  it('reads base64 and percent-encoded JSON data: URIs', () => {
    expect(readTokenUriMetadata(base64({ name: 'A', description: 'd', image: 'data:image/svg+xml;base64,PHN2Zy8+' }))).toEqual({
      name: 'A',
      description: 'd',
      image: 'data:image/svg+xml;base64,PHN2Zy8+',
    })
    expect(readTokenUriMetadata(`data:application/json,${encodeURIComponent('{"name":"B","image":"https://x.test/b.png"}')}`)).toEqual({
      name: 'B',
      image: 'https://x.test/b.png',
    })
  })

  it('never fetches: other URIs give undefined', () => {
    expect(readTokenUriMetadata('https://x.test/1.json')).toBeUndefined()
    expect(readTokenUriMetadata('ipfs://Qm/1')).toBeUndefined()
  })

  it('drops unsafe images and wrongly typed fields, and refuses what is not a JSON object', () => {
    expect(readTokenUriMetadata(base64({ name: 7, image: 'javascript:alert(1)' }))).toEqual({})
    expect(readTokenUriMetadata(base64({ name: 'C', image: 'data:text/html,<script>' }))).toEqual({ name: 'C' })
    expect(readTokenUriMetadata(base64([1, 2]))).toBeUndefined()
    expect(readTokenUriMetadata('data:application/json;base64,!!!')).toBeUndefined()
    expect(readTokenUriMetadata('data:application/json,%E0%A4%A')).toBeUndefined()
  })
})
