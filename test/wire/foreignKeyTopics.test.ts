import { fileURLToPath } from 'node:url'
import * as t from 'io-ts'
import { describe, expect, it } from 'vitest'
import { Consumed, Materialized, Produced, Serdes, StreamsBuilder, TableJoined } from '../../src/index.js'
import { join, leftJoin, to, toStream } from '../../src/operators.js'
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
  inner: t.record(t.string, t.array(WireRecord)),
  left: t.record(t.string, t.array(WireRecord)),
})
const golden = readGoldenJson(
  fileURLToPath(new URL('../goldens/fk-wire/program.json', import.meta.url)),
  Golden,
)
const APP = 'fk-wire'
const REGISTRATION = `${APP}-fk-subscription-registration-topic`
const RESPONSE = `${APP}-fk-subscription-response-topic`
const CHANGELOG = `${APP}-fk-subscription-store-changelog`

type Kind = 'inner' | 'left'
type Records = readonly t.TypeOf<typeof WireRecord>[]

/** The part before ':' of an order, or no foreign key (as Java's program). */
const customerOf = (order: string): string | null => {
  const colon = order.indexOf(':')
  return colon < 0 ? null : order.slice(0, colon)
}

const hex = (b: Buffer | null | undefined): string | null =>
  b === null || b === undefined ? null : b.toString('hex')

/** The same program as Java's, through Tributary's driver: every record of its internal topics as hex. */
const runTributary = async (kind: Kind): Promise<Record<string, Records>> => {
  const builder = new StreamsBuilder()
  const strings = Consumed.with(Serdes.string(), Serdes.string())
  const orders = builder.table('orders', strings)
  const customers = builder.table('customers', strings)
  const joiner = (o: string, c: string | null): string => `${o}/${String(c)}`
  const result = Materialized.with(Serdes.string(), Serdes.string())
  orders.pipe(
    kind === 'left'
      ? leftJoin(customers, customerOf, joiner, TableJoined.as('fk'), result)
      : join(customers, customerOf, joiner, TableJoined.as('fk'), result),
    toStream(),
    to('out', Produced.with(Serdes.string(), Serdes.string())),
  )
  const errors: string[] = []
  const driver = await TopologyTestDriver.create(
    builder.build(),
    { 'application.id': APP, 'bootstrap.servers': 'dummy:9092' },
    // the inner join's order without a customer is dropped with a warning, as in Java
    { logger: { warn: () => undefined, error: (m: string) => void errors.push(m) } },
  )
  try {
    for (const r of golden.input) {
      driver
        .createInputTopic(r.topic, Serdes.string(), Serdes.string())
        .pipeInput(r.key, r.value, r.timestamp)
    }
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
    expect(errors).toEqual([])
  }
}

const records = (records: Records) => records.map(({ key, value, timestamp }) => ({ key, value, timestamp }))
// the values of a timestamped store's changelog follow the changelog layout, compared with the other changelogs
const changes = (records: Records) =>
  records.map(({ key, value, timestamp }) => ({ key, timestamp, deleted: value === null }))

describe.each(['inner', 'left'] as const)(
  'foreign-key %s join internal topics, byte for byte as Kafka Streams 4.4 writes them',
  (kind) => {
    const java = golden[kind]
    it('the subscription registration and response topics carry Java’s records (keys, values, timestamps)', async () => {
      const ours = await runTributary(kind)
      expect(java[REGISTRATION]?.length).toBeGreaterThan(0)
      expect(records(ours[REGISTRATION] ?? [])).toEqual(records(java[REGISTRATION] ?? []))
      expect(records(ours[RESPONSE] ?? [])).toEqual(records(java[RESPONSE] ?? []))
    })

    it('the subscription store changelog has Java’s combined keys, timestamps and deletes, in order', async () => {
      const ours = await runTributary(kind)
      expect(java[CHANGELOG]?.length).toBeGreaterThan(0)
      expect(changes(ours[CHANGELOG] ?? [])).toEqual(changes(java[CHANGELOG] ?? []))
    })
  },
)

// The catalogue's foreign-key join (reference/java InternalTopicsCatalogue "foreign-key-join", npm run goldens
// internal-topics): generated names, String default serdes, record cache off.
