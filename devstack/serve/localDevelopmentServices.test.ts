// The development stack's parts reach the services only through `startServices({ development })`,
// and only in development: the on-ramp sandbox is listed and the local name gateway answers there,
// while production, given the same parts, mounts neither.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { httpRequest } from '../../test/services/httpRequest'
import { loadServerConfig } from '../../services/server/loadServerConfig'
import { startServices } from '../../services/server/startServices'
import type { RunningServices, StartServicesOptions } from '../../services/server/startServices'
import { NAME_RESOLVER_ADDRESS } from '../chain/nameResolver'
import { localDevelopmentServices } from './localDevelopmentServices'
import { PRODUCTION_TEST_ENV } from '../../test/services/productionTestEnv'

const productionEnv = PRODUCTION_TEST_ENV
const localChains = JSON.stringify([{ id: 31337, name: 'Foyer Local', rpcUrl: 'http://127.0.0.1:1' }])

const running: RunningServices[] = []
const dataDirs: string[] = []
afterAll(async () => {
  for (const services of running) await services.stop()
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true })
})

/** Starts the services on a fresh data directory and answers what the API says of the two parts. */
async function developmentParts(env: Record<string, string>, options: StartServicesOptions) {
  const dataDir = mkdtempSync(join(tmpdir(), 'foyer-serve-devparts-'))
  dataDirs.push(dataDir)
  const config = loadServerConfig({
    ...env,
    FOYER_CHAINS: localChains,
    FOYER_DATA_DIR: dataDir,
    FOYER_API_PORT: '0',
    FOYER_FRAME_PORT: '0',
    FOYER_LOG_LEVEL: 'silent',
  })
  const services = await startServices(config, { frameAssets: new Map(), ...options })
  running.push(services)
  const host = env.FOYER_API_PUBLIC_URL ? { host: new URL(env.FOYER_API_PUBLIC_URL).host } : undefined
  const onramp = (await httpRequest(`${services.urls.api}/v1/onramp/options`, { headers: { ...host } })).json() as { providers: string[] }
  // A malformed request: 400 from a mounted gateway, 404 where none is mounted.
  const gateway = await httpRequest(`${services.urls.api}/v1/profile/ccip/${NAME_RESOLVER_ADDRESS}/0x1234`, { headers: { ...host } })
  return { providers: onramp.providers, gatewayStatus: gateway.status }
}

describe('localDevelopmentServices', () => {
  it('adds the on-ramp sandbox and the local name gateway in development', async () => {
    expect(await developmentParts({ FOYER_DEV: '1' }, { env: { NODE_ENV: 'test' }, development: localDevelopmentServices })).toEqual({
      providers: ['sandbox'],
      gatewayStatus: 400,
    })
  })

  it('leaves both out of development when the services are started without them', async () => {
    expect(await developmentParts({ FOYER_DEV: '1' }, { env: { NODE_ENV: 'test' } })).toEqual({ providers: [], gatewayStatus: 404 })
  })

  it('is ignored in production', async () => {
    expect(await developmentParts(productionEnv, { env: { NODE_ENV: 'production' }, development: localDevelopmentServices })).toEqual({
      providers: [],
      gatewayStatus: 404,
    })
  })
})
