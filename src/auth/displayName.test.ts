import { describe, expect, it } from 'vitest'
import { authDisplayName, maxDisplayEmailLength } from './displayName'

describe('authDisplayName', () => {
  it.each([
    ['social username', { userName: 'octocat', authProvider: 'github', email: 'o@example.com' }, 'octocat'],
    ['discord drops the trailing 0', { userName: 'alice0', authProvider: 'discord' }, 'alice'],
    ['discord without trailing 0 stays', { userName: 'alice', authProvider: 'discord' }, 'alice'],
    ['other providers keep a trailing 0', { userName: 'bob0', authProvider: 'github' }, 'bob0'],
    ['short e-mail as is', { email: 'ada@example.com', authProvider: 'email' }, 'ada@example.com'],
    ['30-character e-mail as is', { email: `${'a'.repeat(18)}@example.com` }, `${'a'.repeat(18)}@example.com`],
    ['31-character e-mail shortened', { email: `${'a'.repeat(19)}@example.com` }, `${'a'.repeat(19)}@example...`],
    ['nothing', {}, undefined],
  ])('%s', (_name, source, expected) => {
    expect(authDisplayName(source)).toBe(expected)
  })

  it('a shortened e-mail is exactly 30 characters, its last 3 an ellipsis', () => {
    const name = authDisplayName({ email: 'a-very-long-address-indeed@example.com' })!
    expect(name).toHaveLength(maxDisplayEmailLength)
    expect(name.endsWith('...')).toBe(true)
  })
})
