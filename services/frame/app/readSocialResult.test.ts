import { describe, expect, it } from 'vitest'
import { FrameRequestError } from '../../../src/protocol/frameErrors'
import { readSocialResult } from './readSocialResult'

const frame = 'https://frame.example'
const failure = (uri: string) => {
  try {
    readSocialResult(uri, frame)
  } catch (error) {
    if (error instanceof FrameRequestError) return { code: error.code, message: error.shortMessage }
    throw error
  }
  throw new Error('expected a refusal')
}

describe('readSocialResult', () => {
  it("reads the result id from the frame's own /social-result page", () => {
    expect(readSocialResult(`${frame}/social-result?result=abc&hostOrigin=https%3A%2F%2Fapp.example`, frame)).toBe('abc')
  })

  it.each([
    ['denied consent', `${frame}/social-result?error=access_denied&hostOrigin=x`, { code: 4001, message: 'Connection rejected' }],
    ["the API's own refusal", `${frame}/social-result?error=exchange_failed&hostOrigin=x`, { code: 5000, message: 'Failed to connect' }],
    ['an unverified e-mail', `${frame}/social-result?error=email_unverified`, { code: 5000, message: 'Failed to connect' }],
    ['an error wins over a result', `${frame}/social-result?error=provider_error&result=abc`, { code: 5000, message: 'Failed to connect' }],
    ['another origin', 'https://evil.example/social-result?result=abc', { code: 5000, message: 'Invalid social sign-in result' }],
    ['another path', `${frame}/elsewhere?result=abc`, { code: 5000, message: 'Invalid social sign-in result' }],
    ['no result', `${frame}/social-result?hostOrigin=x`, { code: 5000, message: 'Invalid social sign-in result' }],
    ['not a URL', 'social-result?result=abc', { code: 5000, message: 'Invalid social sign-in result' }],
  ])('%s', (_case, uri, expected) => {
    expect(failure(uri)).toEqual(expected)
  })
})
