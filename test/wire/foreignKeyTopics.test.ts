import { fileURLToPath } from 'node:url'
import * as t from 'io-ts'
import { describe, expect, it } from 'vitest'
import { Consumed, Materialized, Produced, Serdes, StreamsBuilder, TableJoined } from '../../src/index.js'
import { join, to, toStream } from '../../src/operators.js'
import { TopologyTestDriver } from '../../src/testing/index.js'
import { readGoldenJson } from '../goldens/readGoldenJson.js'

// A foreign-key join run in Kafka Streams' TopologyTestDriver (reference/java FkWireProgram, npm run goldens
// fk-wire): the input it was given and every record of its internal topics, as hex.
const NullableString = t.union([t.string, t.null])
const WireRecord = t.type({
  key: NullableString,
  value: NullableString,
  timestamp: t.number,
  headers: t.record(t.string, NullableString),
})
const Golden = t.type({
  input: t.array(t.type({ topic: t.string, key: t.string, value: NullableString, timestamp: t.number })),
  topics: t.record(t.string, t.array(WireRecord)),
})
const golden = readGoldenJson(
  fileURLToPath(new URL('../goldens/fk-wire/program.json', import.meta.url)),
  Golden,
)
const APP = 'fk-wire'
const REGISTRATION = `${APP}-fk-subscription-registration-topic`
const RESPONSE = `${APP}-fk-subscription-response-topic`
const CHANGELOG = `${APP}-fk-subscription-store-changelog`

/** The same program as Java's, through Tributary's driver: every record of `topics` as hex. */
const runTributary = async (): Promise<Record<string, t.TypeOf<typeof WireRecord>[]>> => {
  const builder = new StreamsBuilder()
  const strings = Consumed.with(Serdes.string(), Serdes.string())
  const orders = builder.table('orders', strings)
  const customers = builder.table('customers', strings)
  orders.pipe(
    join(
      customers,
      (v: string) => v.split(':')[0],
      (o: string, c: string) => `${o}/${c}`,
      TableJoined.as('fk'),
      Materialized.with(Serdes.string(), Serdes.string()),
    ),
    toStream(),
    to('out', Produced.with(Serdes.string(), Serdes.string())),
  )
  const driver = await TopologyTestDriver.create(builder.build(), {
    'application.id': APP,
    'bootstrap.servers': 'dummy:9092',
  })
  try {
    for (const r of golden.input) {
      driver
        .createInputTopic(r.topic, Serdes.string(), Serdes.string())
        .pipeInput(r.key, r.value, r.timestamp)
    }
    const hex = (b: Buffer | null | undefined): string | null =>
      b === null || b === undefined ? null : b.toString('hex')
    return Object.fromEntries(
      [REGISTRATION, RESPONSE, CHANGELOG].map((topic) => [
        topic,
        driver
          .createOutputTopic(topic, Serdes.bytes(), Serdes.bytes())
          .readRecordsToList()
          .map((r) => ({
            key: hex(r.key),
            value: hex(r.value),
            timestamp: r.timestamp ?? -1,
            headers: Object.fromEntries(r.headers.map((h) => [h.key, hex(h.value)])),
          })),
      ]),
    )
  } finally {
    await driver.close()
  }
}

describe('foreign-key join internal topics, byte for byte as Kafka Streams 4.4 writes them', () => {
  it('the subscription registration and response topics carry Java’s records (keys, values, timestamps)', async () => {
    const ours = await runTributary()
    const strip = (records: readonly t.TypeOf<typeof WireRecord>[]) =>
      records.map(({ key, value, timestamp }) => ({ key, value, timestamp }))
    expect(golden.topics[REGISTRATION]?.length).toBeGreaterThan(0)
    expect(strip(ours[REGISTRATION] ?? [])).toEqual(strip(golden.topics[REGISTRATION] ?? []))
    expect(strip(ours[RESPONSE] ?? [])).toEqual(strip(golden.topics[RESPONSE] ?? []))
  })

  // the values of a timestamped store's changelog follow the changelog layout, compared with the other changelogs
  it('the subscription store changelog has Java’s combined keys, timestamps and deletes, in Java’s order', async () => {
    const ours = await runTributary()
    const shape = (records: readonly t.TypeOf<typeof WireRecord>[]) =>
      records.map(({ key, value, timestamp }) => ({ key, timestamp, deleted: value === null }))
    expect(golden.topics[CHANGELOG]?.length).toBeGreaterThan(0)
    expect(shape(ours[CHANGELOG] ?? [])).toEqual(shape(golden.topics[CHANGELOG] ?? []))
  })
})
