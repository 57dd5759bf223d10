import { describe, expect, it } from 'vitest'
import { en } from './en'
import { translate } from './translate'

describe('translate', () => {
  it('fills placeholders', () => {
    expect(translate(en, 'connect.acceptIn', { wallet: 'Rabby' })).toBe('Accept the request in Rabby')
  })
  it('leaves unknown placeholders visible', () => {
    expect(translate(en, 'connect.acceptIn', {})).toBe('Accept the request in {wallet}')
  })
  it('keeps the catalogue errors equal to their English texts', () => {
    expect(en['error.Connection rejected']).toBe('Connection rejected')
    expect(en['error.Failed to connect']).toBe('Failed to connect')
  })
})
