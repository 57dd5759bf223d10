import { EventEmitter } from 'eventemitter3'

/** A listener of an {@link EventStream}. */
export type EventListener<T> = (event: T) => void

/** One typed stream of events: what a connector or a transport tells its subscribers. */
export type EventStream<T> = {
  /** Hands `event` to every listener subscribed when the call starts, in the order they subscribed. */
  emit(event: T): void
  /**
   * Adds `listener` (once: subscribing it again changes nothing) and returns the function that
   * removes it. A listener removed while an event is being handed out still gets that event.
   */
  subscribe(listener: EventListener<T>): () => void
  /** Removes every listener. */
  clear(): void
}

/** Options of {@link createEventStream}. */
export type EventStreamOptions = {
  /**
   * Whether a listener that throws is skipped over, so the others still get the event and the
   * emitter goes on: for streams a wallet or a transport emits from code that must not break.
   * Otherwise the error reaches the caller of `emit` and the later listeners miss the event.
   * @default false
   */
  isolateErrors?: boolean | undefined
}

/**
 * A typed event stream over `eventemitter3`, the emitter wagmi's own connectors use, so a page that
 * has wagmi loads no second implementation. For events, not state: nothing is kept for a late
 * subscriber (a store is the tool for that).
 *
 * @example
 * const events = createEventStream<{ type: 'ready' }>({ isolateErrors: true })
 * const unsubscribe = events.subscribe((event) => console.log(event.type))
 * events.emit({ type: 'ready' })
 * unsubscribe()
 */
export function createEventStream<T>({ isolateErrors }: EventStreamOptions = {}): EventStream<T> {
  const emitter = new EventEmitter<{ event: EventListener<T> }>()
  return {
    emit(event) {
      // `listeners()` is a copy: a listener may subscribe or unsubscribe others while this runs.
      for (const listener of emitter.listeners('event')) {
        if (!isolateErrors) listener(event)
        else
          try {
            listener(event)
          } catch {
            // Skipped over: one listener's failure must not keep the event from the others.
          }
      }
    },
    subscribe(listener) {
      if (!emitter.listeners('event').includes(listener)) emitter.on('event', listener)
      return () => void emitter.off('event', listener)
    },
    clear: () => void emitter.removeAllListeners(),
  }
}
