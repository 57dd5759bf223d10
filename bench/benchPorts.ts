/**
 * A fixed port for a bench's server when `BENCH_PORT_BASE` is set (`base + offset`), else 0 (the OS
 * picks a free one). On a machine shared by several people who each own a port range, the OS's pick
 * may land in someone else's range while the bench runs; `BENCH_PORT_BASE=34100` keeps the bench in
 * its own. Offsets: 0-9 the API loads (anvil, API, frame), 10-19 the indexer, 20-29 the balance load,
 * 40-49 the soak.
 *
 * @example
 * const anvil = await startAnvil({ chainId: 31337, port: benchPort(0) })
 */
export function benchPort(offset: number): number {
  const base = Number(process.env.BENCH_PORT_BASE ?? 0)
  if (!Number.isInteger(base) || base < 0 || base + offset > 65_535) throw new Error(`BENCH_PORT_BASE must be a port number: ${process.env.BENCH_PORT_BASE}`)
  return base > 0 ? base + offset : 0
}
