// Ported from Apache Kafka: streams/src/test/java/org/apache/kafka/streams/kstream/internals/KStreamKTableLeftJoinTest.java
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import {
  streamTableFixture,
  streamTopic,
  tableTopic,
  type StreamTableFixture,
} from './support/streamTableFixture.js'

describe('KStreamKTableLeftJoinTest', () => {
  let f: StreamTableFixture

  // KStreamKTableLeftJoinTest#setUp
  beforeEach(async () => {
    f = await streamTableFixture('left')
  })

  afterEach(async () => {
    await f.driver.close()
  })

  it('shouldRequireCopartitionedStreams', () => {
    const groups = f.topology.copartitionGroups()
    expect(groups.map((g) => [...g].sort())).toEqual([[streamTopic, tableTopic].sort()])
  })

  it('shouldJoinWithEmptyTableOnStreamUpdates', () => {
    f.pushToStream(2, 'X')
    expect(f.take()).toEqual([
      [0, 'X0+null', 0],
      [1, 'X1+null', 1],
    ])
  })

  it('shouldNotJoinOnTableUpdates', () => {
    f.pushToStream(2, 'X')
    expect(f.take()).toEqual([
      [0, 'X0+null', 0],
      [1, 'X1+null', 1],
    ])
    f.pushToTable(2, 'Y')
    expect(f.take()).toEqual([])
    f.pushToStream(4, 'X')
    expect(f.take()).toEqual([
      [0, 'X0+Y0', 0],
      [1, 'X1+Y1', 1],
      [2, 'X2+null', 2],
      [3, 'X3+null', 3],
    ])
    f.pushToTable(4, 'YY')
    expect(f.take()).toEqual([])
    f.pushToStream(4, 'X')
    expect(f.take()).toEqual([
      [0, 'X0+YY0', 0],
      [1, 'X1+YY1', 1],
      [2, 'X2+YY2', 2],
      [3, 'X3+YY3', 3],
    ])
    f.pushToTable(4, 'YYY')
    expect(f.take()).toEqual([])
  })

  it('shouldJoinRegardlessIfMatchFoundOnStreamUpdates', () => {
    f.pushToTable(2, 'Y')
    expect(f.take()).toEqual([])
    f.pushToStream(4, 'X')
    expect(f.take()).toEqual([
      [0, 'X0+Y0', 0],
      [1, 'X1+Y1', 1],
      [2, 'X2+null', 2],
      [3, 'X3+null', 3],
    ])
  })

  it('shouldClearTableEntryOnNullValueUpdates', () => {
    f.pushToTable(4, 'Y')
    expect(f.take()).toEqual([])
    f.pushToStream(4, 'X')
    expect(f.take()).toEqual([
      [0, 'X0+Y0', 0],
      [1, 'X1+Y1', 1],
      [2, 'X2+Y2', 2],
      [3, 'X3+Y3', 3],
    ])
    f.pushNullValueToTable(2)
    expect(f.take()).toEqual([])
    f.pushToStream(4, 'XX')
    expect(f.take()).toEqual([
      [0, 'XX0+null', 0],
      [1, 'XX1+null', 1],
      [2, 'XX2+Y2', 2],
      [3, 'XX3+Y3', 3],
    ])
  })
})
