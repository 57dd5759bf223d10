// Reads a Chromium trace (Tracing's JSON) and prints the renderer main thread's tasks from the click
// until the modal's wallet list shows, each with the work that filled it. Used by traceOpening.ts.

type TraceEvent = {
  name: string
  ph: string
  ts: number
  dur?: number
  pid: number
  tid: number
  args?: { name?: string; data?: { type?: string; url?: string; functionName?: string; stackTrace?: unknown } }
}

const work = new Set([
  'EvaluateScript',
  'v8.compile',
  'v8.compileModule',
  'v8.evaluateModule',
  'FunctionCall',
  'TimerFire',
  'FireAnimationFrame',
  'UpdateLayoutTree',
  'Layout',
  'Paint',
  'PrePaint',
  'Layerize',
  'ParseAuthorStyleSheet',
  'ParseHTML',
  'EventDispatch',
  'v8.produceModuleCache',
  'v8.parseOnBackground',
  'MajorGC',
  'MinorGC',
  'V8.GC_SCAVENGER',
  'ScheduleStyleRecalculation',
  'HitTest',
  'RunMicrotasks',
  'v8.run',
  'ResourceReceivedData',
  'ResourceFinish',
  'XHRReadyStateChange',
  'Commit',
])

/**
 * Prints the main-thread tasks (2 ms or longer) around the click, with their parts. Times are from the
 * click's input (its event's `timeStamp`): `inputDelay` ms before its dispatch.
 */
export function printTimeline(trace: unknown, inputDelay?: number): void {
  const events = ((trace as { traceEvents?: TraceEvent[] }).traceEvents ?? []) as TraceEvent[]
  const main = events.find((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain')
  if (!main) return console.log('  timeline: no renderer main thread')
  const onMain = events.filter((event) => event.pid === main.pid && event.tid === main.tid && event.ph === 'X')
  const click = onMain.find((event) => event.name === 'EventDispatch' && event.args?.data?.type === 'click')
  if (!click) return console.log('  timeline: no click')
  // `inputDelay`: how long the click waited between its input and its dispatch.
  const start = click.ts - (inputDelay ?? 0) * 1000
  console.log(`  click dispatched at ${((click.ts - start) / 1000).toFixed(1)} ms`)
  const tasks = onMain.filter((event) => event.name === 'RunTask' && event.ts + (event.dur ?? 0) >= start - 2000)
  let busy = 0
  for (const task of tasks) {
    const dur = (task.dur ?? 0) / 1000
    if (dur < 2) continue
    busy += dur
    const end = task.ts + (task.dur ?? 0)
    const parts = new Map<string, number>()
    for (const event of onMain) {
      if (event.ts < task.ts || event.ts > end || !work.has(event.name)) continue
      const url = event.args?.data?.url?.replace(/^.*\//, '') ?? event.args?.data?.type ?? ''
      const key = `${event.name}${url ? ` ${url}` : ''}`
      parts.set(key, (parts.get(key) ?? 0) + (event.dur ?? 0) / 1000)
    }
    const top = [...parts]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 6)
      .map(([key, ms]) => `${key} ${ms.toFixed(1)}`)
      .join('; ')
    console.log(`  task ${((task.ts - start) / 1000).toFixed(1).padStart(6)} ms for ${dur.toFixed(1).padStart(5)} ms: ${top}`)
  }
  console.log(`  main thread busy in tasks of 2 ms or more: ${busy.toFixed(1)} ms`)
}
