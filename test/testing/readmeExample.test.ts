import { describe, expect, it } from 'vitest'
import {
  StreamsBuilder,
  Serdes,
  Materialized,
  flatMapValues,
  groupBy,
  count,
  toStream,
  to,
} from '../../src/index.js'
import { TopologyTestDriver } from '../../src/testing/index.js'

// The README's "Testing topologies" example, verbatim apart from the import paths.
describe('word count', () => {
  it('counts words', async () => {
    const builder = new StreamsBuilder()
    builder.stream<string, string>('text-lines').pipe(
      flatMapValues((line) => line.toLowerCase().split(/\W+/)),
      groupBy((_key, word) => word),
      count(Materialized.as('word-counts')),
      toStream(),
      to('word-counts-out', { key: Serdes.string(), value: Serdes.long() }),
    )
    const driver = await TopologyTestDriver.create(builder.build(), {
      'application.id': 'test',
      'default.key.serde': Serdes.string(),
      'default.value.serde': Serdes.string(),
      'statestore.cache.max.bytes': 0,
    })
    const input = driver.createInputTopic('text-lines', Serdes.string(), Serdes.string())
    const output = driver.createOutputTopic('word-counts-out', Serdes.string(), Serdes.long())
    input.pipeInput(null, 'Hello Kafka Streams', 1000)
    expect(output.readKeyValuesToList()).toEqual([
      { key: 'hello', value: 1 },
      { key: 'kafka', value: 1 },
      { key: 'streams', value: 1 },
    ])
    expect(driver.getKeyValueStore<string, number>('word-counts')?.get('kafka')).toBe(1)
    await driver.close()
  })
})
