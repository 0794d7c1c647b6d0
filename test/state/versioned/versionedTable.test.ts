import { afterEach, describe, expect, it } from 'vitest'
import { join, Materialized, Serdes, Stores, StreamsBuilder, to, toStream } from '../../../src/index.js'
import { TopologyTestDriver } from '../../../src/testing/index.js'

const strings = { key: Serdes.string(), value: Serdes.string() }
const config = {
  'application.id': 'versioned-table',
  'default.key.serde': Serdes.string(),
  'default.value.serde': Serdes.string(),
}

describe('a source table materialized as a versioned store (KIP-914)', () => {
  let driver: TopologyTestDriver | undefined
  afterEach(async () => {
    await driver?.close()
    driver = undefined
  })

  const program = () => {
    const builder = new StreamsBuilder()
    const prices = builder.table<string, string>(
      'prices',
      strings,
      Materialized.as(Stores.persistentVersionedKeyValueStore('prices-store', 100)),
    )
    prices.pipe(toStream(), to('changes', strings))
    builder.stream<string, string>('orders', strings).pipe(
      join(prices, (order, price) => `${order}@${String(price)}`),
      to('priced', strings),
    )
    return builder
  }

  it('forwards out-of-order updates too (toStream sees them), keeps them as history, drops those past retention', async () => {
    driver = await TopologyTestDriver.create(program().build(), config)
    const input = driver.createInputTopic('prices', Serdes.string(), Serdes.string())
    const changes = driver.createOutputTopic('changes', Serdes.string(), Serdes.string())
    input.pipeInput('k', 'a', 10)
    input.pipeInput('k', 'b', 5) // out of order: history, forwarded with isLatest false
    input.pipeInput('k', 'c', 20)
    input.pipeInput('k', 'd', 15) // out of order: history, forwarded with isLatest false
    const store = driver.getVersionedKeyValueStore<string, string>('prices-store')!
    expect(store.get('k')).toEqual({ value: 'c', timestamp: 20 })
    expect(store.get('k', 17)).toEqual({ value: 'd', timestamp: 15, validTo: 20 })
    expect(store.get('k', 7)).toEqual({ value: 'b', timestamp: 5, validTo: 10 })
    input.pipeInput('j', 'x', 200)
    input.pipeInput('k', 'expired', 99) // older than the history retention: not put
    expect(changes.readRecordsToList().map((r) => [r.key, r.value, r.timestamp])).toEqual([
      ['k', 'a', 10],
      ['k', 'b', 5],
      ['k', 'c', 20],
      ['k', 'd', 15],
      ['j', 'x', 200],
    ])
    expect(store.get('k', 17)).toBeUndefined() // past the history retention now
    expect(store.get('k')).toEqual({ value: 'c', timestamp: 20 })
  })

  it('a stream-table join reads the version valid at each stream record, even without a grace period', async () => {
    driver = await TopologyTestDriver.create(program().build(), config)
    const prices = driver.createInputTopic('prices', Serdes.string(), Serdes.string())
    const orders = driver.createInputTopic('orders', Serdes.string(), Serdes.string())
    const priced = driver.createOutputTopic('priced', Serdes.string(), Serdes.string())
    prices.pipeInput('k', 'p10', 10)
    prices.pipeInput('k', 'p20', 20)
    orders.pipeInput('k', 'o15', 15)
    orders.pipeInput('k', 'o25', 25)
    orders.pipeInput('k', 'o5', 5)
    expect(priced.readKeyValuesToList()).toEqual([
      { key: 'k', value: 'o15@p10' },
      { key: 'k', value: 'o25@p20' },
    ])
  })

  it('its changelog keeps versions for the history retention plus a day; no record cache', () => {
    const topology = program().build()
    const changelog = topology.internalTopics().find((t) => t.name.endsWith('prices-store-changelog'))
    expect(changelog?.config).toEqual({
      'cleanup.policy': 'compact',
      'min.compaction.lag.ms': String(100 + 86_400_000),
    })
    expect(topology.stores.get('prices-store')).toMatchObject({ kind: 'versionedKeyValue', caching: false })
  })

  it('global tables cannot be versioned', () => {
    const builder = new StreamsBuilder()
    expect(() =>
      builder.globalTable('g', Materialized.as(Stores.persistentVersionedKeyValueStore('g-store', 100))),
    ).toThrow(expect.objectContaining({ _tag: 'InvalidTopology' }))
  })
})
