// Out-of-order updates of a versioned table (KIP-914): forwarded with `isLatest: false`, passed on by filter and
// mapValues, seen by toStream, dropped by the joins below the versioned table (also through an inherited versioning).
import { afterEach, describe, expect, it } from 'vitest'
import { Materialized, Serdes, Stores, StreamsBuilder } from '../../src/index.js'
import { filter, join, mapValues, to, toStream } from '../../src/operators.js'
import { TopologyTestDriver } from '../../src/testing/index.js'

const strings = { key: Serdes.string(), value: Serdes.string() }
const config = {
  'application.id': 'versioned-latest',
  'default.key.serde': Serdes.string(),
  'default.value.serde': Serdes.string(),
}

const program = () => {
  const builder = new StreamsBuilder()
  const prices = builder.table<string, string>(
    'prices',
    strings,
    Materialized.as(Stores.persistentVersionedKeyValueStore('prices-store', 100)),
  )
  const labels = builder.table<string, string>('labels', strings)
  const shown = prices.pipe(
    filter((_k: string, v: string) => v !== 'hidden'),
    mapValues((v: string) => v.toUpperCase()),
  )
  shown.pipe(toStream(), to('shown', strings))
  shown.pipe(
    join(labels, (price: string, label: string) => `${label}:${price}`),
    toStream(),
    to('labelled', strings),
  )
  return builder.build()
}

describe('out-of-order updates of a versioned table', () => {
  let driver: TopologyTestDriver | undefined
  afterEach(async () => {
    await driver?.close()
    driver = undefined
  })

  const run = async () => {
    driver = await TopologyTestDriver.create(program(), config)
    const prices = driver.createInputTopic('prices', Serdes.string(), Serdes.string())
    const labels = driver.createInputTopic('labels', Serdes.string(), Serdes.string())
    labels.pipeInput('k', 'L', 0)
    prices.pipeInput('k', 'a', 10)
    prices.pipeInput('k', 'b', 5) // out of order
    prices.pipeInput('k', 'hidden', 7) // out of order, filtered to a tombstone
    prices.pipeInput('k', 'c', 20)
    prices.pipeInput('j', 'x', 200)
    prices.pipeInput('k', 'expired', 50) // past the history retention: not stored, not forwarded
    const read = (topic: string) =>
      driver!
        .createOutputTopic(topic, Serdes.string(), Serdes.string())
        .readRecordsToList()
        .map((r) => [r.key, r.value, r.timestamp])
    return { shown: read('shown'), labelled: read('labelled') }
  }

  it('toStream forwards them, through filter and mapValues', async () => {
    const { shown } = await run()
    expect(shown).toEqual([
      ['k', 'A', 10],
      ['k', 'B', 5],
      ['k', null, 7],
      ['k', 'C', 20],
      ['j', 'X', 200],
    ])
  })

  it('a table-table join below them (versioning inherited through filter and mapValues) drops them', async () => {
    const { labelled } = await run()
    expect(labelled).toEqual([
      ['k', 'L:A', 10],
      ['k', 'L:C', 20],
    ])
  })
})
