/*
 * Prices through `startServices`: production prices with the feeds its configuration names, read on
 * a real anvil, warns at start-up about a feed on a chain it does not serve, and never reaches the
 * local chains' feeds, which only development (with the development stack's parts) adds.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LOCAL_FEED_ADDRESSES, deployPriceFeeds, devPriceFeeds } from '../../devstack/chain/priceFeeds'
import { startAnvil } from '../../devstack/chain/startAnvil'
import type { RunningAnvil } from '../../devstack/chain/startAnvil'
import { localDevelopmentServices } from '../../devstack/serve/localDevelopmentServices'
import { httpRequest } from '../../test/services/httpRequest'
import { loadServerConfig } from './loadServerConfig'
import { startServices } from './startServices'
import type { StartServicesOptions } from './startServices'
import { PRODUCTION_SERVE_ENV } from '../../test/services/productionTestEnv'

const productionEnv = PRODUCTION_SERVE_ENV
const NATIVE = 'eip155:31337:0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE'

let anvil: RunningAnvil
const dataDirs: string[] = []
beforeAll(async () => {
  anvil = await startAnvil({ chainId: 31337 })
  await deployPriceFeeds(anvil.rpcUrl, 31337)
})
afterAll(async () => {
  await anvil?.stop()
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true })
})

/** Starts the services, asks the API for the local coin's price, stops them; answers the prices and the log. */
async function coinPrice(env: Record<string, string>, options: StartServicesOptions) {
  const dataDir = mkdtempSync(join(tmpdir(), 'foyer-serve-prices-'))
  dataDirs.push(dataDir)
  const lines: string[] = []
  const config = loadServerConfig({ ...env, FOYER_CHAINS: JSON.stringify([{ id: 31337, name: 'Local', rpcUrl: anvil.rpcUrl }]), FOYER_DATA_DIR: dataDir })
  const services = await startServices(config, { frameAssets: new Map(), log: (line) => lines.push(line), ...options })
  try {
    const host = env.FOYER_API_PUBLIC_URL ? { host: new URL(env.FOYER_API_PUBLIC_URL).host } : undefined
    const answer = await httpRequest(`${services.urls.api}/v1/fungible/price`, {
      method: 'POST',
      headers: { ...host },
      body: { currency: 'usd', addresses: [NATIVE], projectId: 'shop' },
    })
    const { fungibles } = answer.json() as { fungibles: { price: number }[] }
    return { prices: fungibles.map((fungible) => fungible.price), lines }
  } finally {
    await services.stop()
  }
}

describe('startServices prices', () => {
  it('prices through the configured feeds in production, and warns about a feed on a chain it does not serve', async () => {
    const feeds = devPriceFeeds({ chainIds: [31337] })
    feeds['eip155:31337'] = {
      ...feeds['eip155:31337'],
      '0x3333333333333333333333333333333333333333': { feed: LOCAL_FEED_ADDRESSES.daiUsd, heartbeatSeconds: 60, chainId: 'eip155:5' },
    }
    const { prices, lines } = await coinPrice({ ...productionEnv, FOYER_PRICES: JSON.stringify({ feeds }) }, { env: { NODE_ENV: 'production' } })
    expect(prices).toEqual([3000])
    expect(lines.filter((line) => line.startsWith('warning: prices:'))).toEqual([
      'warning: prices: 1 feed for eip155:31337 is on eip155:5, which is not among the configured chains: skipped (those tokens show no USD value unless prices.http prices them)',
    ])
  })

  it("never reads the local chains' feeds in production, even when given the development stack's parts", async () => {
    expect((await coinPrice(productionEnv, { env: { NODE_ENV: 'production' }, development: localDevelopmentServices })).prices).toEqual([])
  })

  it("prices through the local chains' feeds in development", async () => {
    expect((await coinPrice({ FOYER_DEV: '1' }, { env: { NODE_ENV: 'test' }, development: localDevelopmentServices })).prices).toEqual([3000])
  })
})
