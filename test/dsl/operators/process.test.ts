import { describe, expect, it } from 'vitest'
import { Named, process, processValues, Serdes, Stores, StreamsBuilder } from '../../../src/index.js'

const noop = { get: () => ({ process: () => undefined }) }
const store = (name: string) =>
  Stores.keyValueStoreBuilder(Stores.inMemoryKeyValueStore(name), Serdes.string(), Serdes.string())

const storesOf = (builder: StreamsBuilder, node: string): readonly string[] => {
  const found = builder.build().nodes.find((n) => n.name === node)
  return found?._tag === 'Processor' ? found.stores : []
}

describe('process / processValues store names (Java varargs)', () => {
  it('takes a string after the supplier as a store name, never as the processor name', () => {
    const builder = new StreamsBuilder().addStateStore(store('a')).addStateStore(store('b'))
    builder.stream('in').pipe(process(noop, 'a', 'b'))
    expect(storesOf(builder, 'KSTREAM-PROCESSOR-0000000001')).toEqual(['a', 'b'])
  })

  it('names the processor only with a Named, followed by store names', () => {
    const builder = new StreamsBuilder().addStateStore(store('a'))
    builder.stream('in').pipe(processValues(noop, Named.as('p'), 'a'))
    expect(storesOf(builder, 'p')).toEqual(['a'])
  })

  it('refuses a store name that was never added', () => {
    const builder = new StreamsBuilder()
    builder.stream('in').pipe(process(noop, 'missing'))
    expect(() => builder.build()).toThrow(expect.objectContaining({ _tag: 'UnknownStore' }))
  })

  it('adds the stores a supplier brings, given as Stores builders', () => {
    const builder = new StreamsBuilder()
    builder.stream('in').pipe(process({ ...noop, stores: () => [store('own')] }, Named.as('p')))
    expect(storesOf(builder, 'p')).toEqual(['own'])
    expect(builder.build().stores.get('own')?.persistent).toBe(false)
  })
})
