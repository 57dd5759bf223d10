/**
 * The import cycles of a graph: its strongly connected components of two or more files, or a file
 * that imports itself (Tarjan's algorithm). Each cycle's files are sorted, and the cycles by their
 * first file, so a failure reads the same on every run.
 */
export function findCycles(edges: Iterable<{ from: string; to: string }>): string[][] {
  const graph = new Map<string, Set<string>>()
  for (const { from, to } of edges) {
    if (!graph.has(from)) graph.set(from, new Set())
    graph.get(from)?.add(to)
  }
  const order = new Map<string, number>()
  const lowest = new Map<string, number>()
  const stack: string[] = []
  const onStack = new Set<string>()
  const cycles: string[][] = []
  const visit = (file: string): void => {
    order.set(file, order.size)
    lowest.set(file, order.get(file) ?? 0)
    stack.push(file)
    onStack.add(file)
    for (const next of graph.get(file) ?? []) {
      if (!order.has(next)) {
        visit(next)
        lowest.set(file, Math.min(lowest.get(file) ?? 0, lowest.get(next) ?? 0))
      } else if (onStack.has(next)) {
        lowest.set(file, Math.min(lowest.get(file) ?? 0, order.get(next) ?? 0))
      }
    }
    if (lowest.get(file) !== order.get(file)) return
    const component: string[] = []
    let member: string | undefined
    do {
      member = stack.pop()
      if (member === undefined) break
      onStack.delete(member)
      component.push(member)
    } while (member !== file)
    if (component.length > 1 || graph.get(file)?.has(file)) cycles.push(component.sort())
  }
  for (const file of graph.keys()) if (!order.has(file)) visit(file)
  return cycles.sort((a, b) => (a[0] ?? '').localeCompare(b[0] ?? ''))
}
