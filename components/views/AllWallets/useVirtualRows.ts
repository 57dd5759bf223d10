import { elementScroll, observeElementOffset, observeElementRect, Virtualizer, type PartialKeys, type VirtualizerOptions } from '@tanstack/virtual-core'
import { useEffect, useLayoutEffect, useReducer, useRef, useState } from 'react'
import { flushRender } from '../../../src/scheduling/syncRender'

/** Options of {@link useVirtualRows}: virtual-core's, with element scrolling filled in. */
export type VirtualRowsOptions<TScroll extends Element, TItem extends Element> = PartialKeys<
  VirtualizerOptions<TScroll, TItem>,
  'observeElementRect' | 'observeElementOffset' | 'scrollToFn'
>

// Layout effects warn during server rendering; there is nothing to measure there anyway.
const useIsomorphicLayoutEffect = typeof document === 'undefined' ? useEffect : useLayoutEffect

/**
 * A virtualizer over a scrolling element (@tanstack/virtual-core), bound to React: a change of
 * range or sizes re-renders the component; one caused by scrolling commits before the browser
 * paints (`flushSync`, through {@link flushRender}), so fast scrolling shows no empty rows.
 * Foyer's own binding rather than `@tanstack/react-virtual`'s, whose module imports `react-dom`
 * into the modal's lazily loaded chunk (see `src/scheduling/syncRender.ts` for why that matters).
 *
 * @example
 * const virtualizer = useVirtualRows({ count: 1000, getScrollElement: () => ref.current, estimateSize: () => 64 })
 */
export function useVirtualRows<TScroll extends Element, TItem extends Element>(options: VirtualRowsOptions<TScroll, TItem>): Virtualizer<TScroll, TItem> {
  const rerender = useReducer((count: number) => count + 1, 0)[1]
  // Measuring an element re-renders on its own schedule: never inside a flushSync.
  const measuring = useRef(false)
  const resolved: VirtualizerOptions<TScroll, TItem> = {
    observeElementRect,
    observeElementOffset,
    scrollToFn: elementScroll,
    ...options,
    onChange: (instance, sync) => {
      if (sync && !measuring.current) flushRender(rerender)
      else rerender()
      options.onChange?.(instance, sync)
    },
  }
  const [virtualizer] = useState(() => {
    const instance = new Virtualizer<TScroll, TItem>(resolved)
    const measureElement = instance.measureElement
    instance.measureElement = (node) => {
      measuring.current = true
      try {
        measureElement(node)
      } finally {
        measuring.current = false
      }
    }
    return instance
  })
  virtualizer.setOptions(resolved)
  useIsomorphicLayoutEffect(() => virtualizer._didMount(), [])
  useIsomorphicLayoutEffect(() => virtualizer._willUpdate())
  return virtualizer
}
