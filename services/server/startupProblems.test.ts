import { describe, expect, it } from 'vitest'
import { loadServerConfig } from './loadServerConfig'
import { startupProblems } from './startupProblems'
import { PRODUCTION_TEST_ENV } from '../../test/services/productionTestEnv'

const production = PRODUCTION_TEST_ENV

const problems = (env: Record<string, string>, processEnv: Record<string, string> = {}) => startupProblems(loadServerConfig(env), processEnv)

describe('startupProblems', () => {
  it('accepts a complete production configuration', () => {
    expect(problems(production, { NODE_ENV: 'production' })).toEqual([])
  })

  it.each([
    ['FOYER_RECOVERY_KEY', /^recoveryKey \(FOYER_RECOVERY_KEY\) is required outside development/],
    ['FOYER_SESSION_KEY', /^sessionKeys\.current \(FOYER_SESSION_KEY\) is required outside development/],
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
    expect(problems({})).toHaveLength(5)
  })

  it('runs development with nothing configured only under NODE_ENV=development or test', () => {
    expect(problems({ FOYER_DEV: '1' }, { NODE_ENV: 'development' })).toEqual([])
    expect(problems({ FOYER_DEV: '1' }, { NODE_ENV: 'test' })).toEqual([])
    expect(problems({ FOYER_DEV: '1' })).toEqual([
      expect.stringMatching(/^FOYER_DEV=1 \(development mode\) needs NODE_ENV=development or NODE_ENV=test, and NODE_ENV is unset/),
    ])
    for (const nodeEnv of ['production', 'staging', '']) {
      expect(problems({ ...production, FOYER_DEV: '1' }, { NODE_ENV: nodeEnv })).toEqual([
        expect.stringMatching(new RegExp(`^FOYER_DEV=1 \\(development mode\\) needs NODE_ENV=development or NODE_ENV=test, and NODE_ENV is "${nodeEnv}"`)),
      ])
    }
  })

  it('refuses an allowed origin that lets every site in, naming the project and the pattern', () => {
    for (const pattern of ['*', 'https://*', 'http://*:*', 'HTTPS://*:443', ' https://* ', ' * ']) {
      const env = { ...production, FOYER_PROJECTS: JSON.stringify([{ id: 'shop', allowedOrigins: ['https://app.example', pattern] }]) }
      // Such a pattern takes in the frame's origin too, which is refused as well.
      expect(problems(env)).toContain(
        `projects[0].allowedOrigins (FOYER_PROJECTS): "${pattern}" lets every site in; list the app's own origins (e.g. https://app.example, https://*.example.com)`,
      )
    }
    // A wildcard under a domain of the app's own is fine, on any port too.
    for (const pattern of ['https://*.example.com', 'https://*.example.com:*', 'http://[::1]:*', 'https://app.example:443']) {
      expect(problems({ ...production, FOYER_PROJECTS: JSON.stringify([{ id: 'shop', allowedOrigins: [pattern] }]) }), pattern).toEqual([])
    }
  })

  it("refuses a login frame whose origin is one of a project's allowed origins", () => {
    const sameOrigin = { ...production, FOYER_FRAME_PUBLIC_URL: 'https://app.example/login' }
    expect(problems(sameOrigin)).toEqual([
      expect.stringMatching(/^frame\.publicUrl \(FOYER_FRAME_PUBLIC_URL\): https:\/\/app\.example is also an allowed origin of project "shop"/),
    ])
    const underWildcard = {
      ...production,
      FOYER_FRAME_PUBLIC_URL: 'https://login.example.com',
      FOYER_PROJECTS: JSON.stringify([{ id: 'shop', allowedOrigins: ['https://*.example.com'] }]),
    }
    expect(problems(underWildcard)).toHaveLength(1)
  })
})
