import { readFileSync } from 'node:fs'

/**
 * Calls `onOrphaned` once if this process's parent or grandparent goes away.
 *
 * Why: `npm start` runs `sh -c "tsx ..."`, and tsx runs this file in a child node. `kill -TERM <npm>`
 * reaches only `sh`, which dies without passing it on, so the stack would keep running with nobody to
 * stop it. Watching two levels up notices that; watching further would also fire for `nohup npm start`
 * after the login shell exits, which must keep running. The grandparent is read from /proc (Linux);
 * elsewhere only the parent is watched.
 *
 * @param intervalMs how often to look.
 * @default intervalMs 1_000
 * @returns a function that stops watching.
 */
export function watchParents(onOrphaned: () => void, intervalMs = 1_000): () => void {
  const parent = process.ppid
  const grandparent = readParentPid(parent)
  const timer = setInterval(() => {
    const parentGone = process.ppid !== parent
    const grandparentGone = grandparent !== undefined && readParentPid(parent) !== grandparent
    if (parentGone || grandparentGone) {
      clearInterval(timer)
      onOrphaned()
    }
  }, intervalMs)
  // Never the reason the process stays alive.
  timer.unref()
  return () => clearInterval(timer)
}

/** Parent pid of `pid` from /proc/<pid>/stat, or `undefined` where that cannot be read. */
function readParentPid(pid: number): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    // Field 2 (the command name) may hold spaces and parentheses; the ppid is the 2nd field after it.
    const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1])
    return Number.isInteger(ppid) ? ppid : undefined
  } catch {
    return undefined
  }
}
