import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { captureLogger } from '../../../test/services/captureLogger'
import { rawHttp } from '../../../test/services/rawHttp'
import { createFrameServer } from '../../frame/createFrameServer'
import { openDatabase } from '../../store/openDatabase'
import type { SqlDatabase } from '../../store/SqlDatabase'
import { createApiServer } from '../createApiServer'
import type { RunningServer } from '../listenHttp'
import { projectRoutes } from '../projectRoutes'

/*
 * The login frame's project check is served from the frame server's cache: every visitor's frame page
 * carries the project's answer, and the API is asked once per project and lifetime, so visitors' page
 * loads use up no limit on the API.
 */
const ORIGIN = 'http://127.0.0.1:5173'
const configBlock = /<script type="application\/json" id="foyer-frame-config">(.*?)<\/script>/
const api = captureLogger('debug')
let database: SqlDatabase
let apiServer: RunningServer
let frame: RunningServer
beforeAll(async () => {
  database = await openDatabase({ memory: true })
  const projects = [
    { id: 'shop', allowedOrigins: [ORIGIN] },
    { id: 'blog', allowedOrigins: ['https://blog.example.com'] },
    { id: 'news', allowedOrigins: [ORIGIN] },
  ]
  // A per-client limit of 2: without the cache, the third page load would be refused.
  const routes = projectRoutes({ projects, database, rateLimitPerIp: { limit: 2, windowMs: 60_000 } })
  apiServer = await createApiServer({ chains: [], domains: [routes], logger: api.logger }).listen(0, '127.0.0.1')
  frame = await createFrameServer({ apiUrl: apiServer.url, assets: new Map(), logger: captureLogger('warn').logger }).listen(0, '127.0.0.1')
}, 60_000)
afterAll(async () => {
  await frame?.close()
  await apiServer?.close()
  await database?.close()
})

const projectRequests = () => api.lines.filter((line) => line.msg === 'answered' && line.path === '/projects/v1/origins').length
const pageConfig = async (projectId: string, from: string) => {
  const html = (await rawHttp(`${frame.url}/?origin=${encodeURIComponent(ORIGIN)}&projectId=${projectId}`, { localAddress: from })).body
  return JSON.parse(configBlock.exec(html)?.[1] ?? '{}') as { project?: unknown }
}

describe("the frame server's project cache", () => {
  it('answers many visitors from one API request per project, and never counts them on the API', async () => {
    const pages = await Promise.all(Array.from({ length: 12 }, (_, n) => pageConfig('shop', `127.0.0.${30 + n}`)))
    for (const config of pages) expect(config.project).toEqual({ id: 'shop', allowedOrigins: [ORIGIN] })
    expect(projectRequests()).toBe(1)
    // Another project is its own entry; an unknown one is remembered too.
    expect((await pageConfig('blog', '127.0.0.50')).project).toEqual({ id: 'blog', allowedOrigins: ['https://blog.example.com'] })
    expect((await pageConfig('nope', '127.0.0.51')).project).toEqual({ id: 'nope', unknown: true })
    expect((await pageConfig('nope', '127.0.0.52')).project).toEqual({ id: 'nope', unknown: true })
    expect(projectRequests()).toBe(3)
  }, 60_000)

  it('leaves the check to the frame when the API cannot answer, and asks again only after a while', async () => {
    // The frame server's own address has used its 2 requests a minute on the API by now.
    expect((await pageConfig('news', '127.0.0.53')).project).toBeUndefined()
    expect((await pageConfig('news', '127.0.0.54')).project).toBeUndefined()
    expect(projectRequests()).toBe(4)
  }, 60_000)
})
