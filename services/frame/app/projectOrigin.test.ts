import { describe, expect, it } from 'vitest'
import { checkProjectOrigin } from './projectOrigin'

// Nothing listens on port 9: a check that reached for the API would come back 'unavailable'.
const NO_API = 'http://127.0.0.1:9'

describe('checkProjectOrigin', () => {
  it("uses the page's answer for its project without asking the API", async () => {
    const known = { id: 'shop', allowedOrigins: ['https://shop.example.com'] }
    expect(await checkProjectOrigin(NO_API, 'shop', 'https://shop.example.com', known)).toBe('allowed')
    expect(await checkProjectOrigin(NO_API, 'shop', 'https://evil.example', known)).toBe('unverified')
    expect(await checkProjectOrigin(NO_API, 'shop', 'https://shop.example.com', { id: 'shop', unknown: true })).toBe('unverified')
  })

  it('asks the API when the page carries no answer, or one for another project', async () => {
    expect(await checkProjectOrigin(NO_API, 'shop', 'https://shop.example.com')).toBe('unavailable')
    expect(await checkProjectOrigin(NO_API, 'shop', 'https://shop.example.com', { id: 'blog', allowedOrigins: ['https://shop.example.com'] })).toBe(
      'unavailable',
    )
  })
})
