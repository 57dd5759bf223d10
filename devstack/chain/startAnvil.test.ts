import { readFileSync, readdirSync } from 'node:fs'
import { createServer } from 'node:net'
import type { AddressInfo } from 'node:net'
import { describe, expect, it, vi } from 'vitest'
import { readChainId } from '../../services/api/readChainId'
import { startAnvil } from './startAnvil'

/*
 * One real anvil per test. The checks on the process itself read /proc, so they run on Linux only:
 * they are what shows that stop() leaves nothing behind, even after anvil was signalled from outside.
 */
describe('startAnvil', () => {
  it('answers with its chain id on a port the OS picked, until stop()', async () => {
    const anvil = await startAnvil({ chainId: 31338 })
    expect(anvil.rpcUrl).toMatch(/^http:\/\/127\.0\.0\.1:[1-9]\d*$/)
    expect(await readChainId(anvil.rpcUrl)).toBe(31338)
    await anvil.stop()
    await anvil.stop()
    await expect(readChainId(anvil.rpcUrl)).rejects.toThrow()
  })

  it.runIf(process.platform === 'linux')('leaves no process behind after stop()', async () => {
    const anvil = await startAnvil({ chainId: 31338 })
    const pid = anvilPid(31338)
    expect(pid).toBeDefined()
    await anvil.stop()
    expect(isRunning(pid as number)).toBe(false)
  })

  it.runIf(process.platform === 'linux')('reports an exit it did not ask for, and still stops at once', async () => {
    const onUnexpectedExit = vi.fn()
    const anvil = await startAnvil({ chainId: 31337, onUnexpectedExit })
    const pid = anvilPid(31337)
    expect(pid).toBeDefined()
    process.kill(pid as number, 'SIGINT')
    await vi.waitFor(() => expect(onUnexpectedExit).toHaveBeenCalledOnce(), { timeout: 10_000 })
    // The exit was already seen, so stop() settles at once; @viem/anvil alone would wait out its
    // stop timeout here. Checked by settling order, not by a clock.
    let stopped = false
    const stopping = anvil.stop().then(() => {
      stopped = true
    })
    await new Promise((resolve) => setImmediate(resolve))
    expect(stopped).toBe(true)
    await stopping
  })

  it('fails clearly when the port is taken', async () => {
    const blocker = createServer()
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve))
    const { port } = blocker.address() as AddressInfo
    try {
      await expect(startAnvil({ port, chainId: 31337 })).rejects.toThrow(`anvil (chain 31337) did not start on 127.0.0.1:${port}`)
    } finally {
      blocker.close()
    }
  })
})

/** Pid of the anvil child of this test process that serves `chainId` (ports are 0 on its command line). */
function anvilPid(chainId: number): number | undefined {
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8')
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1])
      const args = readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0')
      const isOurs = parent === process.pid && args[0]?.endsWith('/anvil')
      if (isOurs && args[args.indexOf('--chain-id') + 1] === String(chainId)) return Number(entry)
    } catch {
      // The process ended while we looked.
    }
  }
  return undefined
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}
