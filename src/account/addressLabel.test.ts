import { describe, expect, it } from 'vitest'
import { addressLabel } from './addressLabel'

const labels = {
  '0x70997970C51812dc3A010C7d01b50e0d17dc79C8': 'Treasury',
  '7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv': 'Solana vault',
}

describe('addressLabel', () => {
  it('finds an EVM address whatever its case', () => {
    expect(addressLabel(labels, '0x70997970C51812dc3A010C7d01b50e0d17dc79C8')).toBe('Treasury')
    expect(addressLabel(labels, '0x70997970c51812dc3a010c7d01b50e0d17dc79c8')).toBe('Treasury')
  })

  it("matches other families' addresses exactly, their case being part of them", () => {
    expect(addressLabel(labels, '7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv')).toBe('Solana vault')
    expect(addressLabel(labels, '7s3p4hxjpyyiggzodywhtcxzyuqe9jibmhyrwxaraakv')).toBeUndefined()
  })

  it('has no label for an address the app did not name, or no address', () => {
    expect(addressLabel(labels, '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC')).toBeUndefined()
    expect(addressLabel(labels, undefined)).toBeUndefined()
    expect(addressLabel({}, '0x70997970C51812dc3A010C7d01b50e0d17dc79C8')).toBeUndefined()
  })
})
