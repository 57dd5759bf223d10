/**
 * Runs `work` in a task of its own instead of the current event's. Input the browser has already
 * queued (the click that follows a pointer's arrival) is handled first, so work started on hover
 * never holds back the click's frame. Runs at once where there are no timers to wait for.
 *
 * @example
 * onPointerEnter={() => inNextTask(prefetch)}
 */
export function inNextTask(work: () => void): void {
  if (typeof setTimeout !== 'function') return work()
  setTimeout(work, 0)
}
