/*
 * What an operator's configuration lets in: the origins CORS allows on the API, the pages allowed to
 * embed the frame, the Host headers both servers answer, and the secrets handed to the auth service.
 * Development fills in loopback origins and the local projects; production takes only what is set.
 */
import { describe, expect, it } from 'vitest'
import { loadServerConfig } from './loadServerConfig'
import { serviceOptions } from './serviceOptions'

const KEY = 'ab'.repeat(32)
const production = {
  FOYER_RECOVERY_KEY: KEY,
  FOYER_SESSION_KEY: 'cd'.repeat(32),
  FOYER_API_PUBLIC_URL: 'https://api.example',
  FOYER_FRAME_PUBLIC_URL: 'https://frame.example:8443/login/',
  FOYER_PROJECTS: JSON.stringify([
    { id: 'shop', allowedOrigins: ['https://app.example', 'https://*.shop.example'] },
    { id: 'blog', allowedOrigins: ['https://app.example', 'https://blog.example'] },
  ]),
}
const LOOPBACK_HOSTS = ['127.0.0.1', 'localhost', '[::1]']
const LOOPBACK_ORIGINS = ['http://127.0.0.1:*', 'http://localhost:*']

const optionsOf = (env: Record<string, string>) => serviceOptions(loadServerConfig(env))

describe('serviceOptions in production', () => {
  // Derived in each test, not once for the file: a throw at collection would run no test at all.
  const productionOptions = () => optionsOf(production)

  it('lets the projects and the frame call the API, each origin once, and no loopback origin', () => {
    expect(productionOptions().dev).toBe(false)
    expect(productionOptions().apiOrigins).toEqual(['https://app.example', 'https://*.shop.example', 'https://blog.example', 'https://frame.example:8443'])
  })

  it('lets only the projects embed the frame: neither the frame itself nor a loopback page', () => {
    expect(productionOptions().frameAncestors).toEqual(['https://app.example', 'https://*.shop.example', 'https://blog.example'])
    expect(productionOptions().frameOrigins).toEqual(['https://frame.example:8443'])
  })

  it('serves the configured projects, never the local development ones', () => {
    expect(productionOptions().projects.map((project) => project.id)).toEqual(['shop', 'blog'])
    expect(optionsOf({ ...production, FOYER_PROJECTS: '[]' }).projects).toEqual([])
    expect(serviceOptions({ ...loadServerConfig(production), projects: undefined }).projects).toEqual([])
  })

  // Loopback names used to be answered in production too: any route was then reachable by a name no
  // operator chose (a proxy forwarding Host as it came, a page on this machine).
  it('answers the public hosts, with their ports, and no loopback name', () => {
    expect(productionOptions().allowedHosts).toEqual(['api.example', 'frame.example:8443'])
  })

  it('answers a loopback name only when the operator lists it (a health check)', () => {
    expect(optionsOf({ ...production, FOYER_ALLOWED_HOSTS: '["127.0.0.1:8787"]' }).allowedHosts).toEqual([
      'api.example',
      'frame.example:8443',
      '127.0.0.1:8787',
    ])
    expect(() => optionsOf({ ...production, FOYER_ALLOWED_HOSTS: '["http://127.0.0.1"]' })).toThrow(
      /allowedHosts\[0\]: Invalid host pattern.*\(FOYER_ALLOWED_HOSTS\)/,
    )
  })

  it('lists a host shared by both public URLs once', () => {
    const shared = optionsOf({ ...production, FOYER_API_PUBLIC_URL: 'https://foyer.example/api', FOYER_FRAME_PUBLIC_URL: 'https://foyer.example/frame' })
    expect(shared.allowedHosts).toEqual(['foyer.example'])
    expect(shared.apiOrigins).toEqual(['https://app.example', 'https://*.shop.example', 'https://blog.example', 'https://foyer.example'])
  })

  it('answers no host at all when no public URL is set (startupProblems refuses that configuration)', () => {
    const config = loadServerConfig({ FOYER_PROJECTS: production.FOYER_PROJECTS })
    const options = serviceOptions(config)
    expect(options.allowedHosts).toEqual([])
    expect(options.frameOrigins).toEqual([])
    expect(options.apiOrigins).toEqual(['https://app.example', 'https://*.shop.example', 'https://blog.example'])
  })
})

describe('serviceOptions in development', () => {
  it('runs the local projects and lets loopback pages call the API and host the frame', () => {
    const options = optionsOf({ FOYER_DEV: '1' })
    expect(options.dev).toBe(true)
    expect(options.projects.map((project) => project.id)).toContain('foyer-local')
    expect(options.frameOrigins).toEqual(LOOPBACK_ORIGINS)
    expect(options.apiOrigins).toEqual(expect.arrayContaining(LOOPBACK_ORIGINS))
    expect(new Set(options.apiOrigins).size).toBe(options.apiOrigins.length)
    expect(options.allowedHosts).toEqual(LOOPBACK_HOSTS)
  })

  it('puts a configured frame URL first among the frame origins, and configured projects replace the local ones', () => {
    const options = optionsOf({ ...production, FOYER_DEV: '1' })
    expect(options.projects.map((project) => project.id)).toEqual(['shop', 'blog'])
    expect(options.frameOrigins).toEqual(['https://frame.example:8443', ...LOOPBACK_ORIGINS])
    expect(options.allowedHosts).toEqual(['api.example', 'frame.example:8443', ...LOOPBACK_HOSTS])
    expect(options.frameAncestors).toEqual(['https://app.example', 'https://*.shop.example', 'https://blog.example'])
  })
})

// Strict equality: a variable listed without a value is not the same as one left out. Copied into
// an environment (`Object.assign(process.env, authEnv)`) it would become the text "undefined".
describe("serviceOptions' auth environment", () => {
  it('is empty when no secret is configured, so the development stand-ins or a refusal apply', () => {
    expect(optionsOf({}).authEnv).toStrictEqual({})
  })

  it('hands the auth service the same variables an operator sets, for SMTP and the recovery key; OAuth goes as its own option', () => {
    const env = {
      FOYER_SMTP_URL: 'smtps://user:pass@mail.example',
      FOYER_SMTP_FROM: 'Foyer <login@example.com>',
      FOYER_RECOVERY_KEY: KEY,
    }
    const oauth = {
      FOYER_OAUTH_GITHUB_CLIENT_ID: 'github-id',
      FOYER_OAUTH_GITHUB_CLIENT_SECRET: 'github-secret',
      FOYER_OAUTH_APPLE_CLIENT_ID: 'apple-id',
      FOYER_OAUTH_APPLE_CLIENT_SECRET: 'apple-secret',
      FOYER_OAUTH_APPLE_TEAM_ID: 'apple-team',
      FOYER_OAUTH_APPLE_KEY_ID: 'apple-key',
    }
    const { authEnv } = optionsOf({ ...env, ...oauth })
    expect(authEnv).toStrictEqual(env)
  })

  it('leaves the sender unset when only the SMTP URL is configured (the mailer then uses its default)', () => {
    expect(optionsOf({ FOYER_SMTP_URL: 'smtp://mail.example' }).authEnv).toStrictEqual({ FOYER_SMTP_URL: 'smtp://mail.example' })
  })
})
