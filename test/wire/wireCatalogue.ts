// The internal-topics catalogue (reference/java InternalTopicsCatalogue, test/wire/internalTopicsPrograms.ts) as one
// application on a real broker: several programs in one topology, each over its own topics, built the same way on
// both sides (Java: WireCatalogue `catalogue:<programs>`), so one Java process and one Tributary instance run them.
import { StreamsBuilder } from '../../src/dsl/StreamsBuilder.js'
import type { ConsumerIsolationLevel, KafkaClientSupplier } from '../../src/kafka/ports.js'
import type { Topology } from '../../src/topology/Topology.js'
import { internalTopicsPrograms } from './internalTopicsPrograms.js'

/** The topic names a catalogue program may use. */
export const programTopicNames = ['input', 'left', 'right', 'output'] as const

/** The spec `topics` of a catalogue run: `<program>.<name>` to a topic of this run. */
export const catalogueTopics = (run: string, programs: readonly string[]): Record<string, string> =>
  Object.fromEntries(
    programs.flatMap((program) =>
      programTopicNames.map((name) => [`${program}.${name}`, `wire-${program}-${name}-${run}`]),
    ),
  )

/** The topology name WireApp builds the same programs from, in the same order. */
export const javaCatalogueTopology = (programs: readonly string[]): string =>
  `catalogue:${programs.join(',')}`

/** Tributary's topology of `programs` added in order, each over its `topics` (as {@link catalogueTopics} names). */
export const catalogueTopology = (
  programs: readonly string[],
  topics: Readonly<Record<string, string>>,
): Topology => {
  const b = new StreamsBuilder()
  for (const program of programs) {
    const build = internalTopicsPrograms[program]
    if (build === undefined) throw new Error(`no catalogue program named '${program}'`)
    build(b, (name) => {
      const topic = topics[`${program}.${name}`]
      if (topic === undefined) throw new Error(`no topic '${name}' for program '${program}'`)
      return topic
    })
  }
  return b.build()
}

/**
 * Waits until the group `applicationId` has committed, on every topic it reads (`sources` and its own
 * repartition and foreign-key topics), the end offset of every partition: all it was given is processed.
 */
export const processedAll = async (
  kafka: KafkaClientSupplier,
  applicationId: string,
  sources: readonly string[],
  timeoutMs = 90_000,
): Promise<void> => {
  const admin = kafka.admin()
  await admin.connect()
  try {
    const deadline = Date.now() + timeoutMs
    let behind = 'nothing read yet'
    for (let settled = 0; settled < 2;) {
      if (Date.now() > deadline)
        throw new Error(`group ${applicationId} did not process all its input: ${behind}`)
      const internal = (await admin.listTopics()).filter(
        (t) => t.startsWith(`${applicationId}-`) && (t.endsWith('-repartition') || t.endsWith('-topic')),
      )
      const topics = [...sources, ...internal]
      const committed = await admin.fetchCommittedOffsets(applicationId, topics)
      const lagging: string[] = []
      for (const topic of topics) {
        for (const p of await admin.listOffsets(topic)) {
          const at = committed.find((c) => c.topic === topic && c.partition === p.partition)?.offset ?? -1
          if (p.latest > 0 && at < p.latest) lagging.push(`${topic}[${p.partition}] at ${at} of ${p.latest}`)
        }
      }
      behind = lagging.join(', ')
      settled = lagging.length === 0 ? settled + 1 : 0
      await new Promise((resolve) => setTimeout(resolve, 300))
    }
  } finally {
    await admin.disconnect()
  }
}

const equalMaps = (a: ReadonlyMap<string, string>, b: ReadonlyMap<string, string>): boolean =>
  a.size === b.size && [...a].every(([k, v]) => b.get(k) === v)

/**
 * Reads `topic` from the start, keeping the latest value per key (a null value removes the key), until that
 * equals `expected` or `maxPolls` polls found nothing that makes it so; returns what it read. `decode` turns a
 * value's bytes into text.
 */
export const readLatest = async (
  kafka: KafkaClientSupplier,
  topic: string,
  partitions: number,
  decode: (value: Buffer) => string,
  expected: ReadonlyMap<string, string>,
  isolationLevel: ConsumerIsolationLevel,
  maxPolls = 1200,
): Promise<Map<string, string>> => {
  const consumer = kafka.assignedConsumer({ clientId: `latest-${topic}`, isolationLevel })
  await consumer.connect()
  await consumer.assign(Array.from({ length: partitions }, (_, partition) => ({ topic, partition })))
  const latest = new Map<string, string>()
  for (let i = 0; i < maxPolls && !equalMaps(latest, expected); i++) {
    for (const r of await consumer.poll(50)) {
      if (r.key === null) continue
      const key = r.key.toString('utf8')
      if (r.value === null) latest.delete(key)
      else latest.set(key, decode(r.value))
    }
  }
  await consumer.disconnect()
  return latest
}
