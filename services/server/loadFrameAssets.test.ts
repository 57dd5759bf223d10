import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { afterEach, describe, expect, it } from 'vitest'
import { FRAME_ASSETS_FILE, loadFrameAssets, parseFrameAssets } from './loadFrameAssets'

const dirs: string[] = []
async function compiledDir(content?: string): Promise<URL> {
  const dir = await mkdtemp(join(tmpdir(), 'foyer-frame-assets-'))
  dirs.push(dir)
  if (content !== undefined) await writeFile(join(dir, FRAME_ASSETS_FILE), content)
  return pathToFileURL(`${dir}/`)
}
afterEach(async () => {
  for (const dir of dirs.splice(0)) await rm(dir, { recursive: true, force: true })
})

describe('loadFrameAssets', () => {
  it('reads the files the compiled server carries, without building', async () => {
    const files = [
      ['/frame.js', { type: 'text/javascript', body: 'prebuilt()' }],
      ['/frame.css', { type: 'text/css', body: 'a{}' }],
    ]
    const assets = await loadFrameAssets(await compiledDir(JSON.stringify(files)))
    expect([...assets]).toEqual(files)
  })

  it('refuses a malformed file instead of serving it', async () => {
    await expect(loadFrameAssets(await compiledDir('{"frame.js": "x"}'))).rejects.toThrow()
    expect(() => parseFrameAssets(JSON.stringify([['../etc/passwd', { type: 'text/plain', body: '' }]]))).toThrow()
    expect(() => parseFrameAssets(JSON.stringify([['/frame.js', { type: 'text/javascript' }]]))).toThrow()
  })

  it('builds the app in a child process when there is no compiled copy', async () => {
    const assets = await loadFrameAssets(await compiledDir())
    expect(assets.get('/frame.js')?.type).toBe('text/javascript')
    expect(assets.get('/social-result.js')?.body.length).toBeGreaterThan(0)
    expect(assets.get('/frame.css')?.type).toBe('text/css')
    expect([...assets.keys()].filter((path) => path.startsWith('/chunks/')).length).toBeGreaterThan(0)
  }, 120_000)
})
