import { describe, expect, it } from 'vitest'
import {
  Materialized,
  Serdes,
  StreamsBuilder,
  Stores,
  filter,
  groupByKey,
  mapValues,
  reduce,
  suppress,
  Suppressed,
  BufferConfig,
  toTable,
  type KTable,
} from '../../src/index.js'
import { outputVersioned, versionedOutput, versionedUpstream } from '../../src/graph/versionedSemantics.js'

const STRINGS = { key: Serdes.string(), value: Serdes.string() }
const versioned = () => Materialized.as<string, string>(Stores.persistentVersionedKeyValueStore('v', 60_000))
const nodeOf = (table: KTable<string, string>) => ({ graph: table.state.graph, id: table.state.nodeId })

describe('versioned semantics (which tables are versioned, and which inherit it)', () => {
  it('a source table is versioned exactly when its store supplier is', () => {
    const builder = new StreamsBuilder()
    const plain = nodeOf(builder.table('a', STRINGS))
    const kept = nodeOf(builder.table('b', STRINGS, versioned()))
    expect(outputVersioned(plain.graph, plain.id)).toBe(false)
    expect(outputVersioned(kept.graph, kept.id)).toBe(true)
  })

  it('an unmaterialized filter or mapValues inherits; a materialized one decides by its own store', () => {
    const builder = new StreamsBuilder()
    const source = builder.table('a', STRINGS, versioned())
    const inherited = nodeOf(
      source.pipe(
        filter(() => true),
        mapValues((v: string) => v),
      ),
    )
    const own = nodeOf(source.pipe(filter(() => true, Materialized.as<string, string>('plain'))))
    expect(outputVersioned(inherited.graph, inherited.id)).toBeUndefined()
    expect(versionedUpstream(inherited.graph, inherited.id)).toBe(true)
    expect(outputVersioned(own.graph, own.id)).toBe(false)
  })

  it('a suppress is never versioned, and a table from a stream is not versioned upstream', () => {
    const builder = new StreamsBuilder()
    const suppressed = nodeOf(
      builder
        .stream('s', STRINGS)
        .pipe(
          groupByKey(),
          reduce((a: string, b: string) => a + b),
        )
        .pipe(suppress(Suppressed.untilTimeLimit(10, BufferConfig.unbounded()))),
    )
    const fromStream = nodeOf(builder.stream('t', STRINGS).pipe(toTable()))
    expect(outputVersioned(suppressed.graph, suppressed.id)).toBe(false)
    expect(versionedUpstream(fromStream.graph, fromStream.id)).toBe(false)
  })

  it('a table is versioned by its own store or by inheritance (what each side of a table-table join reads)', () => {
    const builder = new StreamsBuilder()
    const source = builder.table('a', STRINGS, versioned())
    const inherited = nodeOf(source.pipe(mapValues((v: string) => v)))
    const own = nodeOf(source.pipe(filter(() => true, Materialized.as<string, string>('plain'))))
    const plain = nodeOf(builder.table('b', STRINGS))
    expect(versionedOutput(inherited.graph, inherited.id)).toBe(true)
    expect(versionedOutput(own.graph, own.id)).toBe(false)
    expect(versionedOutput(plain.graph, plain.id)).toBe(false)
  })
})
