import { describe, expect, it } from 'vitest'
import { createEventStream } from './createEventStream'

describe.each([{ isolateErrors: false }, { isolateErrors: true }])('createEventStream (isolateErrors: $isolateErrors)', (options) => {
  it('hands each event to the listeners in the order they subscribed, until each unsubscribes', () => {
    const stream = createEventStream<number>(options)
    const seen: string[] = []
    const offA = stream.subscribe((event) => seen.push(`a${event}`))
    stream.subscribe((event) => seen.push(`b${event}`))
    stream.emit(1)
    offA()
    stream.emit(2)
    expect(seen).toEqual(['a1', 'b1', 'b2'])
  })

  it('subscribes a listener once however often it is added, and one unsubscribe removes it', () => {
    const stream = createEventStream<number>(options)
    const seen: number[] = []
    const listener = (event: number) => seen.push(event)
    const off = stream.subscribe(listener)
    stream.subscribe(listener)
    stream.emit(1)
    off()
    stream.emit(2)
    expect(seen).toEqual([1])
  })

  it('hands an event to the listeners subscribed when it started, whatever they change meanwhile', () => {
    const stream = createEventStream<number>(options)
    const seen: string[] = []
    let offC = () => {}
    stream.subscribe((event) => {
      seen.push(`a${event}`)
      offC()
      stream.subscribe((later) => seen.push(`d${later}`))
    })
    stream.subscribe((event) => seen.push(`b${event}`))
    offC = stream.subscribe((event) => seen.push(`c${event}`))
    stream.emit(1)
    expect(seen).toEqual(['a1', 'b1', 'c1'])
  })

  it('clear removes every listener, and an unsubscribe after it is harmless', () => {
    const stream = createEventStream<number>(options)
    const seen: number[] = []
    const off = stream.subscribe((event) => seen.push(event))
    stream.clear()
    off()
    stream.emit(1)
    expect(seen).toEqual([])
  })
})

describe('createEventStream errors', () => {
  const failing = () => {
    throw new Error('listener failed')
  }

  it('with isolateErrors, skips a listener that throws: the others get the event and emit returns', () => {
    const stream = createEventStream<number>({ isolateErrors: true })
    const seen: number[] = []
    stream.subscribe(failing)
    stream.subscribe((event) => seen.push(event))
    expect(() => stream.emit(1)).not.toThrow()
    expect(seen).toEqual([1])
  })

  it("without it, the listener's error reaches the emitter and the later listeners miss the event", () => {
    const stream = createEventStream<number>()
    const seen: number[] = []
    stream.subscribe(failing)
    stream.subscribe((event) => seen.push(event))
    expect(() => stream.emit(1)).toThrow('listener failed')
    expect(seen).toEqual([])
  })
})
