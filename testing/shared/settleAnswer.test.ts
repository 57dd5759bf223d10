import { describe, expect, it } from 'vitest'
import { settleAnswer, settleAnswerMessage } from './settleAnswer'

describe('settleAnswer', () => {
  it('wraps a value as the result', () => {
    expect(settleAnswer(() => ({ accounts: [] }))).toEqual({ result: { accounts: [] } })
  })
  it('answers a thrown error with its code, or -32603 when it has none', () => {
    const refused = Object.assign(new Error('User rejected the request.'), { code: 4001 })
    expect(
      settleAnswer(() => {
        throw refused
      }),
    ).toEqual({ error: { code: 4001, message: 'User rejected the request.' } })
    expect(
      settleAnswer(() => {
        throw new Error('broken')
      }),
    ).toEqual({ error: { code: -32603, message: 'broken' } })
    expect(
      settleAnswer(() => {
        throw 'plain'
      }),
    ).toEqual({ error: { code: -32603, message: 'plain' } })
  })
  it('settleAnswerMessage keeps only the message', () => {
    const refused = Object.assign(new Error('Request rejected'), { code: 4001 })
    expect(
      settleAnswerMessage(() => {
        throw refused
      }),
    ).toEqual({ error: { message: 'Request rejected' } })
    expect(settleAnswerMessage(() => 7)).toEqual({ result: 7 })
  })
})
