import { describe, expect, it } from 'vitest'
import { count } from '../../src/dsl/operators/count.js'
import { groupByKey } from '../../src/dsl/operators/groupByKey.js'
import { print } from '../../src/dsl/operators/print.js'
import { process } from '../../src/dsl/operators/process.js'
import { processValues } from '../../src/dsl/operators/processValues.js'
import { toStream } from '../../src/dsl/operators/toStream.js'
import { toTable } from '../../src/dsl/operators/toTable.js'
import { to } from '../../src/dsl/operators/to.js'
import { Consumed } from '../../src/dsl/options/Consumed.js'
import { Materialized } from '../../src/dsl/options/Materialized.js'
import { Printed } from '../../src/dsl/options/Printed.js'
import { Produced } from '../../src/dsl/options/Produced.js'
import { StreamsBuilder } from '../../src/dsl/StreamsBuilder.js'
import type { Record } from '../../src/core/processorApi/Record.js'
import { Serdes } from '../../src/serde/Serdes.js'
import type { Topology } from '../../src/topology/Topology.js'
import { TopologyBuilder } from '../../src/topology/TopologyBuilder.js'
import { TestRecord } from '../../src/testing/TestRecord.js'
import { TopologyTestDriver } from '../../src/testing/TopologyTestDriver.js'

const config = {
  'application.id': 'driver-test',
  'default.key.serde': Serdes.string(),
  'default.value.serde': Serdes.string(),
}

const passThrough = (): Topology => {
  const b = new StreamsBuilder()
  b.stream('in').pipe(to('out'))
  return b.build()
}

const counts = (materialized = Materialized.as<string, number>('counts')): Topology => {
  const b = new StreamsBuilder()
  b.stream<string, string>('in').pipe(
    groupByKey(),
    count(materialized),
    toStream(),
    to('out', Produced.with(Serdes.string(), Serdes.long())),
  )
  return b.build()
}

describe('TopologyTestDriver', () => {
  it('starts the wall clock at 0; input topics default to it and auto-advance', async () => {
    const driver = await TopologyTestDriver.create(passThrough(), config, { initialWallClockTimeMs: 0 })
    const input = driver.createInputTopic('in', Serdes.string(), Serdes.string(), { autoAdvanceMs: 10 })
    const output = driver.createOutputTopic('out', Serdes.string(), Serdes.string())
    input.pipeInput('a', '1')
    input.pipeInput(new TestRecord('b', '2'))
    input.advanceTime(100)
    input.pipeKeyValueList([{ key: 'c', value: '3' }])
    input.pipeValueList(['4'])
    expect(output.readRecordsToList().map((r) => [r.key, r.value, r.timestamp])).toEqual([
      ['a', '1', 0],
      ['b', '2', 10],
      ['c', '3', 120],
      [null, '4', 130],
    ])
    await driver.close()
  })

  it('reads outputs once, in order, and says when a topic is empty', async () => {
    const driver = await TopologyTestDriver.create(passThrough(), config)
    const input = driver.createInputTopic('in', Serdes.string(), Serdes.string())
    const output = driver.createOutputTopic('out', Serdes.string(), Serdes.string())
    input.pipeRecordList([
      new TestRecord('a', '1', 5),
      new TestRecord<string, string>('a', null, 6),
      new TestRecord('b', '2', 7),
    ])
    expect(output.getQueueSize()).toBe(3)
    expect(output.readValue()).toBe('1')
    expect(output.readKeyValue()).toEqual({ key: 'a', value: null })
    expect(output.readKeyValuesToMap()).toEqual(new Map([['b', '2']]))
    expect(output.isEmpty()).toBe(true)
    expect(() => output.readRecord()).toThrow(expect.objectContaining({ _tag: 'EmptyTopic', topic: 'out' }))
    // Kafka's TestTopicsTest#testNonExistingInputTopic: an unknown topic is refused at pipeInput, not at creation
    const unknown = driver.createInputTopic('nope', Serdes.string(), Serdes.string())
    expect(() => unknown.pipeInput('k', 'v')).toThrow(
      expect.objectContaining({ _tag: 'UnknownTopic', topic: 'nope' }),
    )
    await driver.close()
    expect(() => driver.createOutputTopic('out', Serdes.string(), Serdes.string())).toThrow(
      expect.objectContaining({ _tag: 'DriverClosed' }),
    )
  })

  it('exposes stores: plain values through getKeyValueStore, timestamps through getTimestampedKeyValueStore', async () => {
    const driver = await TopologyTestDriver.create(counts(), config)
    const input = driver.createInputTopic('in', Serdes.string(), Serdes.string())
    input.pipeInput('k', 'v', 3)
    input.pipeInput('k', 'v', 9)
    expect(driver.getKeyValueStore<string, number>('counts')?.get('k')).toBe(2)
    expect(driver.getTimestampedKeyValueStore<string, number>('counts')?.get('k')).toEqual({
      value: 2,
      timestamp: 9,
    })
    expect(driver.getWindowStore('counts')).toBeUndefined()
    expect(driver.getSessionStore('counts')).toBeUndefined()
    expect(driver.getStateStore('missing')).toBeUndefined()
    expect([...driver.getAllStateStores().keys()]).toEqual(['counts'])
    expect([...driver.producedTopicNames()].sort()).toEqual(['driver-test-counts-changelog', 'out'])
    await driver.close()
  })

  it('commits after each record, so a record cache forwards every update', async () => {
    const driver = await TopologyTestDriver.create(
      counts(Materialized.as<string, number>('counts').withCachingEnabled()),
      { ...config, 'statestore.cache.max.bytes': '10485760' },
    )
    const input = driver.createInputTopic('in', Serdes.string(), Serdes.string())
    const output = driver.createOutputTopic('out', Serdes.string(), Serdes.long())
    input.pipeInput('k', 'v', 1)
    input.pipeInput('k', 'v', 2)
    expect(output.readRecordsToList().map((r) => [r.key, r.value, r.timestamp])).toEqual([
      ['k', 1, 1],
      ['k', 2, 2],
    ])
    await driver.close()
  })

  it('keeps the input key for fixed-key processors and prints with the label', async () => {
    const lines: string[] = []
    const b = new StreamsBuilder()
    const upper = b.stream<string, string>('in').pipe(
      processValues<string, string, string>({
        get: () => {
          let forward: ((r: Record<string, string>) => void) | undefined
          return {
            init: (context) => {
              forward = (r) => context.forward(r)
            },
            process: (record) => forward?.(record.withKey('changed').withValue(record.value.toUpperCase())),
          }
        },
      }),
    )
    upper.pipe(print(Printed.toSysOut<string, string>().withLabel('up')))
    upper.pipe(to('out'))
    const driver = await TopologyTestDriver.create(b.build(), config, {
      print: (line) => void lines.push(line),
    })
    driver.createInputTopic('in', Serdes.string(), Serdes.string()).pipeInput('k', 'v', 0)
    expect(driver.createOutputTopic('out', Serdes.string(), Serdes.string()).readKeyValuesToList()).toEqual([
      { key: 'k', value: 'V' },
    ])
    expect(lines).toEqual(['[up]: k, V'])
    await driver.close()
  })

  it('rejects a foreign-key join step that has no table store to read when it is built', async () => {
    const b = new TopologyBuilder()
    b.addSource('source', ['in'])
    b.addProcessor('fk', { _tag: 'ForeignKeyJoin', step: 'resolve', params: {} }, ['source'])
    await expect(TopologyTestDriver.create(b.build(), config)).rejects.toMatchObject({
      _tag: 'UnsupportedProcessor',
      kind: 'ForeignKeyJoin',
    })
  })

  it('rejects a processor reaching for a store it is not connected to', async () => {
    const b = new StreamsBuilder()
    b.stream('in').pipe(
      process({
        get: () => ({
          init: (context) => void context.getStateStore('elsewhere'),
          process: () => undefined,
        }),
      }),
    )
    await expect(TopologyTestDriver.create(b.build(), config)).rejects.toMatchObject({
      _tag: 'StoreAccess',
      store: 'elsewhere',
    })
  })

  it('validates its configuration with errors naming the key', async () => {
    await expect(
      TopologyTestDriver.create(passThrough(), { ...config, 'statestore.cache.max.bytes': 'lots' }),
    ).rejects.toMatchObject({ _tag: 'StreamsConfig', key: 'statestore.cache.max.bytes' })
    await expect(
      TopologyTestDriver.create(passThrough(), { ...config, 'processing.exception.handler': 'Ignore' }),
    ).rejects.toMatchObject({ _tag: 'StreamsConfig', key: 'processing.exception.handler' })
    await expect(TopologyTestDriver.create(passThrough(), { 'application.id': '' })).rejects.toMatchObject({
      _tag: 'StreamsConfig',
      key: 'application.id',
    })
  })

  it('routes records to one named child, or to every child', async () => {
    const b = new TopologyBuilder()
    b.addSource('source', ['in'])
    b.addProcessor(
      'split',
      {
        _tag: 'Branch',
        predicates: [(_k: string, v: string) => v.startsWith('a')],
        childNames: ['to-a', 'to-other'],
      },
      ['source'],
    )
    b.addSink('to-a', 'out-a', {}, ['split'])
    b.addSink('to-other', 'out-other', {}, ['split'])
    const driver = await TopologyTestDriver.create(b.build(), config)
    const input = driver.createInputTopic('in', Serdes.string(), Serdes.string())
    input.pipeInput('1', 'apple', 0)
    input.pipeInput('2', 'banana', 0)
    expect(driver.createOutputTopic('out-a', Serdes.string(), Serdes.string()).readValuesToList()).toEqual([
      'apple',
    ])
    expect(
      driver.createOutputTopic('out-other', Serdes.string(), Serdes.string()).readValuesToList(),
    ).toEqual(['banana'])
    await driver.close()
  })
})

describe('timestamp extraction', () => {
  it("uses a source's own extractor over default.timestamp.extractor", async () => {
    const b = new StreamsBuilder()
    b.stream(
      'in',
      Consumed.with(Serdes.string(), Serdes.string()).withTimestampExtractor((record) =>
        Number(record.value),
      ),
    ).pipe(to('out'))
    const driver = await TopologyTestDriver.create(b.build(), config)
    driver.createInputTopic('in', Serdes.string(), Serdes.string()).pipeInput('k', '42', 7)
    expect(driver.createOutputTopic('out', Serdes.string(), Serdes.string()).readRecord().timestamp).toBe(42)
    await driver.close()
  })
})

describe('refusing at driver start what Java refuses', () => {
  it('fails at once on `new TopologyTestDriver(...)`, as plain JavaScript can call it, naming create', () => {
    const Driver = TopologyTestDriver as unknown as new (topology: Topology, config: object) => unknown
    expect(() => new Driver(passThrough(), config)).toThrow(
      expect.objectContaining({ _tag: 'InvalidArgument' }),
    )
    expect(() => new Driver(passThrough(), config)).toThrow(/TopologyTestDriver\.create/)
  })

  it('refuses a store without serdes when no default is configured (toTable(Materialized.as(name)))', async () => {
    const b = new StreamsBuilder()
    b.stream('in').pipe(toTable(Materialized.as('table')))
    await expect(
      TopologyTestDriver.create(b.build(), { 'application.id': 'no-serdes' }),
    ).rejects.toMatchObject({
      _tag: 'MissingSerde',
      node: 'table',
    })
    const withDefaults = await TopologyTestDriver.create(b.build(), config)
    await withDefaults.close()
  })
})
