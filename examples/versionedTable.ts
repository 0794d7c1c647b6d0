/**
 * A versioned table (KIP-889, KIP-914) with an out-of-order update: the update is kept as history and
 * `toStream()` still emits it, while the table-table join and the `groupBy` aggregation below the versioned table
 * ignore it, so their results follow the newest version only. Runs in the test driver, no broker needed:
 * `npx tsx examples/versionedTable.ts`.
 */
import {
  count,
  groupBy,
  join,
  KeyValue,
  Materialized,
  Serdes,
  Stores,
  StreamsBuilder,
  to,
  toStream,
} from 'tributary-streams'
import { TopologyTestDriver } from 'tributary-streams/testing'

const strings = { key: Serdes.string(), value: Serdes.string() }

const builder = new StreamsBuilder()
const prices = builder.table<string, string>(
  'prices',
  strings,
  Materialized.as(Stores.persistentVersionedKeyValueStore('prices-store', 60_000)),
)
const names = builder.table<string, string>('names', strings)
prices.pipe(toStream(), to('price-updates', strings))
prices.pipe(
  join(names, (price: string, name: string) => `${name} costs ${price}`),
  toStream(),
  to('labels', strings),
)
prices.pipe(
  groupBy((_item: string, price: string) => KeyValue.pair(price, price), strings),
  count(),
  toStream(),
  to('items-per-price', { key: Serdes.string(), value: Serdes.long() }),
)

const driver = await TopologyTestDriver.create(builder.build(), {
  'application.id': 'versioned-table-example',
})
const priceInput = driver.createInputTopic('prices', Serdes.string(), Serdes.string())
driver.createInputTopic('names', Serdes.string(), Serdes.string()).pipeInput('apple', 'Apple', 0)
priceInput.pipeInput('apple', '3', 10_000)
priceInput.pipeInput('apple', '2', 5_000) // out of order: history, emitted by toStream only
priceInput.pipeInput('apple', '4', 20_000)

for (const topic of ['price-updates', 'labels']) {
  const records = driver.createOutputTopic(topic, Serdes.string(), Serdes.string()).readKeyValuesToList()
  console.log(topic, records)
}
const counts = driver
  .createOutputTopic('items-per-price', Serdes.string(), Serdes.long())
  .readKeyValuesToList()
console.log('items-per-price', counts)
const store = driver.getVersionedKeyValueStore<string, string>('prices-store')
console.log('apple now', store?.get('apple'), 'apple at 7000', store?.get('apple', 7_000))
await driver.close()
