// Runs a topology in our TopologyTestDriver as the Java internal-topics goldens were made: cache off, string
// serdes by default, the golden's application id and input (test/goldens/internal-topics/).
import { Serdes } from '../../src/serde/Serdes.js'
import { TopologyTestDriver } from '../../src/testing/TopologyTestDriver.js'
import type { Topology } from '../../src/topology/Topology.js'

/** The input and application id of one internal-topics golden. */
export interface GoldenRun {
  readonly applicationId: string
  readonly input: readonly { topic: string; key: string; value: string; timestamp: number }[]
}

/** A driver for `topology` with the golden's input piped in; the caller closes it. */
export const drivenLikeGolden = async (
  topology: Topology,
  golden: GoldenRun,
): Promise<TopologyTestDriver> => {
  const driver = await TopologyTestDriver.create(topology, {
    'application.id': golden.applicationId,
    'statestore.cache.max.bytes': 0,
    'default.key.serde': Serdes.string(),
    'default.value.serde': Serdes.string(),
  })
  for (const step of golden.input)
    driver
      .createInputTopic(step.topic, Serdes.string(), Serdes.string())
      .pipeInput(step.key, step.value, step.timestamp)
  return driver
}

/** One record of an internal topic as the goldens write it: key and value in hex, `null` timestamp if unset. */
export interface GoldenTopicRecord {
  readonly key: string | null
  readonly value: string | null
  readonly timestamp: number | null
  readonly headers: readonly { readonly key: string; readonly value: string | null }[]
}

const hex = (bytes: Uint8Array | null): string | null =>
  bytes === null ? null : Buffer.from(bytes).toString('hex')

/** Every record `driver` produced to `topic`, in the goldens' form. */
export const topicAsGolden = (driver: TopologyTestDriver, topic: string): GoldenTopicRecord[] =>
  driver
    .createOutputTopic(topic, Serdes.bytes(), Serdes.bytes())
    .readRecordsToList()
    .map((r) => ({
      key: hex(r.key),
      value: hex(r.value),
      timestamp: r.timestamp ?? null,
      headers: [...r.headers].map((h) => ({ key: h.key, value: hex(h.value) })),
    }))
