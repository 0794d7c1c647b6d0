// Ported from Apache Kafka: streams/src/test/java/org/apache/kafka/streams/kstream/internals/KStreamGlobalKTableJoinTest.java
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { globalTableFixture, type GlobalTableFixture } from './support/globalTableFixture.js'

describe('KStreamGlobalKTableJoinTest', () => {
  let f: GlobalTableFixture

  // KStreamGlobalKTableJoinTest#setUp
  beforeEach(async () => {
    f = await globalTableFixture('inner')
  })

  afterEach(async () => {
    await f.driver.close()
  })

  it('shouldNotRequireCopartitioning', () => {
    // KStream-GlobalKTable joins do not need to be co-partitioned
    expect(f.topology.copartitionGroups()).toEqual([])
  })

  it('shouldNotJoinWithEmptyGlobalTableOnStreamUpdates', () => {
    f.pushToStream(2, 'X', true, false)
    expect(f.take()).toEqual([])
  })

  it('shouldNotJoinOnGlobalTableUpdates', () => {
    f.pushToStream(2, 'X', true, false)
    expect(f.take()).toEqual([])
    f.pushToGlobalTable(2, 'Y')
    expect(f.take()).toEqual([])
    f.pushToStream(4, 'X', true, false)
    expect(f.take()).toEqual([
      [0, 'X0,FKey0+Y0', 2],
      [1, 'X1,FKey1+Y1', 3],
    ])
    f.pushToGlobalTable(4, 'YY')
    expect(f.take()).toEqual([])
    f.pushToStream(4, 'X', true, false)
    expect(f.take()).toEqual([
      [0, 'X0,FKey0+YY0', 6],
      [1, 'X1,FKey1+YY1', 7],
      [2, 'X2,FKey2+YY2', 8],
      [3, 'X3,FKey3+YY3', 9],
    ])
    f.pushToGlobalTable(4, 'YYY')
    expect(f.take()).toEqual([])
  })

  it('shouldJoinOnlyIfMatchFoundOnStreamUpdates', () => {
    f.pushToGlobalTable(2, 'Y')
    expect(f.take()).toEqual([])
    f.pushToStream(4, 'X', true, false)
    expect(f.take()).toEqual([
      [0, 'X0,FKey0+Y0', 0],
      [1, 'X1,FKey1+Y1', 1],
    ])
  })

  it('shouldClearGlobalTableEntryOnNullValueUpdates', () => {
    f.pushToGlobalTable(4, 'Y')
    expect(f.take()).toEqual([])
    f.pushToStream(4, 'X', true, false)
    expect(f.take()).toEqual([
      [0, 'X0,FKey0+Y0', 0],
      [1, 'X1,FKey1+Y1', 1],
      [2, 'X2,FKey2+Y2', 2],
      [3, 'X3,FKey3+Y3', 3],
    ])
    f.pushNullValueToGlobalTable(2)
    expect(f.take()).toEqual([])
    f.pushToStream(4, 'XX', true, false)
    expect(f.take()).toEqual([
      [2, 'XX2,FKey2+Y2', 6],
      [3, 'XX3,FKey3+Y3', 7],
    ])
  })

  it('shouldNotJoinOnNullKeyMapperValues', () => {
    f.pushToGlobalTable(4, 'Y')
    expect(f.take()).toEqual([])
    f.pushToStream(4, 'XXX', false, false)
    expect(f.take()).toEqual([])
  })

  it('shouldJoinOnNullKeyWithNonNullKeyMapperValues', () => {
    f.pushToGlobalTable(2, 'Y')
    expect(f.take()).toEqual([])
    f.pushToStream(4, 'X', true, true)
    expect(f.take()).toEqual([
      [null, 'X0,FKey0+Y0', 0],
      [1, 'X1,FKey1+Y1', 1],
    ])
  })
})
