import { describe, expect, it } from 'vitest'
import { StreamJoined } from '../../../src/dsl/options/StreamJoined.js'
import { BuiltInDslStoreSuppliers } from '../../../src/dsl/options/MaterializedStoreType.js'
import { Serdes } from '../../../src/serde/Serdes.js'
import { errorOf } from './errorOf.js'

describe('StreamJoined', () => {
  const k = Serdes.string()
  const v = Serdes.long()
  const o = Serdes.string()

  it('builds an immutable spec with logging on by default', () => {
    const base = StreamJoined.with(k, v, o)
    expect(base.spec).toEqual({
      keySerde: k,
      valueSerde: v,
      otherValueSerde: o,
      loggingEnabled: true,
      topicConfig: {},
    })
    const thisSupplier = { name: 'left-store' }
    const otherSupplier = { name: 'right-store' }
    expect(
      base
        .withName('j')
        .withStoreName('js')
        .withThisStoreSupplier(thisSupplier)
        .withOtherStoreSupplier(otherSupplier)
        .withLoggingEnabled({ 'retention.ms': '100' }).spec,
    ).toEqual({
      name: 'j',
      storeName: 'js',
      keySerde: k,
      valueSerde: v,
      otherValueSerde: o,
      thisStoreSupplier: thisSupplier,
      otherStoreSupplier: otherSupplier,
      loggingEnabled: true,
      topicConfig: { 'retention.ms': '100' },
    })
    expect(StreamJoined.as('js').withLoggingDisabled().spec).toEqual({
      storeName: 'js',
      loggingEnabled: false,
      topicConfig: {},
    })
    expect(
      StreamJoined.as<string, number, string>('s').withKeySerde(k).withValueSerde(v).withOtherValueSerde(o)
        .spec,
    ).toMatchObject({ keySerde: k, valueSerde: v, otherValueSerde: o })
    expect(StreamJoined.withStoreSuppliers(thisSupplier, otherSupplier).spec).toMatchObject({
      thisStoreSupplier: thisSupplier,
      otherStoreSupplier: otherSupplier,
    })
  })

  it('normalises a StreamJoined, plain serdes and nothing', () => {
    expect(StreamJoined.from({ key: k, otherValue: o })).toEqual({
      keySerde: k,
      otherValueSerde: o,
      loggingEnabled: true,
      topicConfig: {},
    })
    expect(StreamJoined.from(undefined)).toEqual({ loggingEnabled: true, topicConfig: {} })
    expect(StreamJoined.from(StreamJoined.as('x')).storeName).toBe('x')
  })

  it('rejects bad names, including store suppliers', () => {
    expect(errorOf(() => StreamJoined.as('a#b'))).toMatchObject({ _tag: 'InvalidName', invalidName: 'a#b' })
    expect(errorOf(() => StreamJoined.with(k, v, o).withName(''))).toMatchObject({ _tag: 'InvalidName' })
    expect(errorOf(() => StreamJoined.with(k, v, o).withThisStoreSupplier({ name: 'x y' }))).toMatchObject({
      _tag: 'InvalidName',
    })
  })

  it('takes DSL store suppliers, and a null store supplier goes back to the store the DSL builds', () => {
    const joined = StreamJoined.with(k, v, o).withDslStoreSuppliers(BuiltInDslStoreSuppliers.IN_MEMORY)
    expect(joined.spec.dslStoreSuppliers).toBe(BuiltInDslStoreSuppliers.IN_MEMORY)
    expect(errorOf(() => joined.withDslStoreSuppliers('in_memory' as never))).toMatchObject({
      _tag: 'InvalidArgument',
      argument: 'dslStoreSuppliers',
    })
    const supplied = joined.withThisStoreSupplier({ name: 'a' }).withOtherStoreSupplier({ name: 'b' })
    const cleared = supplied.withThisStoreSupplier(null).withOtherStoreSupplier(null).spec
    expect('thisStoreSupplier' in cleared || 'otherStoreSupplier' in cleared).toBe(false)
    expect(cleared.dslStoreSuppliers).toBe(BuiltInDslStoreSuppliers.IN_MEMORY)
  })

  it("has Java's three with overloads: serdes, two window store suppliers, DSL store suppliers", () => {
    const thisSupplier = { name: 'left-store' }
    const otherSupplier = { name: 'right-store' }
    expect(StreamJoined.with(thisSupplier, otherSupplier).spec).toEqual(
      StreamJoined.withStoreSuppliers(thisSupplier, otherSupplier).spec,
    )
    expect(StreamJoined.with(BuiltInDslStoreSuppliers.ROCKS_DB).spec).toEqual({
      loggingEnabled: true,
      topicConfig: {},
      dslStoreSuppliers: BuiltInDslStoreSuppliers.ROCKS_DB,
    })
    expect(errorOf(() => StreamJoined.with({ name: 'x y' }, otherSupplier))).toMatchObject({
      _tag: 'InvalidName',
    })
  })
})
