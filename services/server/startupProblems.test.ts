import { describe, expect, it } from 'vitest'
import { loadServerConfig } from './loadServerConfig'
import { startupProblems } from './startupProblems'

const production = {
  FOYER_RECOVERY_KEY: 'ab'.repeat(32),
  FOYER_API_PUBLIC_URL: 'https://api.example',
  FOYER_FRAME_PUBLIC_URL: 'https://frame.example',
  FOYER_PROJECTS: JSON.stringify([{ id: 'shop', allowedOrigins: ['https://app.example'] }]),
}

const problems = (env: Record<string, string>, processEnv: Record<string, string> = {}) => startupProblems(loadServerConfig(env), processEnv)

describe('startupProblems', () => {
  it('accepts a complete production configuration', () => {
    expect(problems(production, { NODE_ENV: 'production' })).toEqual([])
  })

  it.each([
    ['FOYER_RECOVERY_KEY', /^recoveryKey \(FOYER_RECOVERY_KEY\) is required outside development/],
    ['FOYER_API_PUBLIC_URL', /^api\.publicUrl \(FOYER_API_PUBLIC_URL\) is required outside development/],
    ['FOYER_FRAME_PUBLIC_URL', /^frame\.publicUrl \(FOYER_FRAME_PUBLIC_URL\) is required outside development/],
    ['FOYER_PROJECTS', /^projects \(FOYER_PROJECTS\) is required outside development/],
  ])('refuses production without %s', (missing, message) => {
    const env: Record<string, string> = { ...production }
    delete env[missing]
    const found = problems(env)
    expect(found).toHaveLength(1)
    expect(found[0]).toMatch(message)
  })

  it('refuses an empty project list outside development', () => {
    expect(problems({ ...production, FOYER_PROJECTS: '[]' })).toEqual([expect.stringMatching(/^projects \(FOYER_PROJECTS\)/)])
  })

  it('names every missing key at once', () => {
    expect(problems({})).toHaveLength(4)
  })

  it('runs development with nothing configured, but never under NODE_ENV=production', () => {
    expect(problems({ FOYER_DEV: '1' })).toEqual([])
    expect(problems({ FOYER_DEV: '1' }, { NODE_ENV: 'development' })).toEqual([])
    expect(problems({ ...production, FOYER_DEV: '1' }, { NODE_ENV: 'production' })).toEqual([
      expect.stringMatching(/^FOYER_DEV=1 \(development mode\) is refused when NODE_ENV=production/),
    ])
  })
})
