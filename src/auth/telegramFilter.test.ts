import { describe, expect, it } from 'vitest'
import { detectTelegramPlatform, filterSocialsForTelegram } from './telegramFilter'

const all = ['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook'] as const

describe('filterSocialsForTelegram', () => {
  it.each([
    ['ios', ['x', 'discord', 'farcaster', 'github', 'apple', 'facebook']],
    ['macos', ['google', 'discord', 'farcaster', 'github', 'apple', 'facebook']],
    ['android', ['google', 'discord', 'farcaster', 'github', 'apple']],
    ['other', [...all]],
    [undefined, [...all]],
  ] as const)('%s', (platform, expected) => {
    expect(filterSocialsForTelegram(all, platform)).toEqual(expected)
  })
})

describe('detectTelegramPlatform', () => {
  it.each([
    [{ Telegram: { WebApp: { platform: 'ios' } } }, 'ios'],
    [{ Telegram: { WebApp: { platform: 'macos' } } }, 'macos'],
    [{ Telegram: { WebApp: { platform: 'android' } } }, 'android'],
    [{ Telegram: { WebApp: { platform: 'tdesktop' } } }, 'other'],
    [{ Telegram: { WebApp: { platform: 'unknown' } } }, undefined],
    [{}, undefined],
    [undefined, undefined],
  ] as const)('%o -> %s', (view, expected) => {
    expect(detectTelegramPlatform(view as never)).toBe(expected)
  })
})
