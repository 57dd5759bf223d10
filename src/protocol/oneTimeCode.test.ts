import { describe, expect, it } from 'vitest'
import { ONE_TIME_CODE_ALPHABET, ONE_TIME_CODE_PATTERN, formatOneTimeCode, normalizeOneTimeCode } from './oneTimeCode'
import { otpSchema } from './payloads'

describe('one-time codes', () => {
  it("use Crockford's base32 alphabet: digits and capitals without I, L, O and U", () => {
    expect(ONE_TIME_CODE_ALPHABET).toHaveLength(32)
    expect(new Set(ONE_TIME_CODE_ALPHABET).size).toBe(32)
    expect(ONE_TIME_CODE_ALPHABET).not.toMatch(/[ILOU]/)
    for (const character of ONE_TIME_CODE_ALPHABET) expect(ONE_TIME_CODE_PATTERN.test(character.repeat(8))).toBe(true)
    for (const character of 'ILOUilou-_ ') expect(ONE_TIME_CODE_PATTERN.test(`1234567${character}`)).toBe(false)
  })

  it('normalize what people type: any case, spaces and dashes, O as 0, I and L as 1', () => {
    expect(normalizeOneTimeCode('4kq7-011z')).toBe('4KQ7011Z')
    expect(normalizeOneTimeCode(' 4KQ7 011Z\n')).toBe('4KQ7011Z')
    expect(normalizeOneTimeCode('4kq7–oIlz')).toBe('4KQ7011Z')
    expect(normalizeOneTimeCode('ABCD‐EFGH')).toBe('ABCDEFGH')
    // U and other characters stay, so the code still fails the check rather than becoming another one.
    expect(normalizeOneTimeCode('uuuu-uuu?')).toBe('UUUUUUU?')
  })

  it('accept only the normalized form in the protocol schema', () => {
    expect(otpSchema.safeParse('4KQ7011Z').success).toBe(true)
    for (const otp of ['4kq7011z', '4KQ7-011Z', '4KQ7O11Z', '4KQ7011', '4KQ7011ZZ', '123456', 'UUUUUUUU']) {
      expect(otpSchema.safeParse(otp).success).toBe(false)
    }
    expect(otpSchema.safeParse(normalizeOneTimeCode('4kq7-oilz')).success).toBe(true)
  })

  it('show a code as two groups of four', () => {
    expect(formatOneTimeCode('4KQ7011Z')).toBe('4KQ7-011Z')
    expect(normalizeOneTimeCode(formatOneTimeCode('4KQ7011Z'))).toBe('4KQ7011Z')
  })
})
