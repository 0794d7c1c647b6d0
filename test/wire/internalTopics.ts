// Reads the internal topics of one application (every topic named `<application.id>-...`) whole, record by record,
// with their configs, so a test can compare what Java and Tributary wrote with the app-id prefix taken away.
import type { KafkaClientSupplier } from '../../src/kafka/ports.js'

/** One record as the broker holds it; key and value in hex so a difference shows the bytes. */
export interface StoredRecord {
  readonly partition: number
  readonly key: string | null
  readonly value: string | null
  readonly timestamp: number
  readonly headers: readonly { readonly key: string; readonly value: string | null }[]
}

/** An internal topic named by its suffix after `<application.id>-`. */
export interface InternalTopic {
  readonly suffix: string
  readonly partitions: number
  readonly configs: Readonly<Record<string, string>>
  readonly records: readonly StoredRecord[]
}

const hex = (b: Buffer | null): string | null => (b === null ? null : b.toString('hex'))

/** Every record of `topic` up to its end offsets now, in partition then offset order. */
export const readWholeTopic = async (kafka: KafkaClientSupplier, topic: string): Promise<StoredRecord[]> => {
  const admin = kafka.admin()
  await admin.connect()
  const ends = await admin.listOffsets(topic)
  await admin.disconnect()
  const remaining = new Map(ends.map((p) => [p.partition, p.latest]))
  const consumer = kafka.assignedConsumer({ clientId: `read-${topic}`, isolationLevel: 'read_committed' })
  await consumer.connect()
  await consumer.assign(ends.map((p) => ({ topic, partition: p.partition })))
  const byPartition = new Map<number, { offset: number; record: StoredRecord }[]>()
  const done = () => [...remaining].every(([p, end]) => (byPartition.get(p)?.at(-1)?.offset ?? -1) >= end - 1)
  for (let polls = 0; polls < 400 && !done(); polls++) {
    for (const r of await consumer.poll(50)) {
      const list = byPartition.get(r.partition) ?? []
      list.push({
        offset: Number(r.offset),
        record: {
          partition: r.partition,
          key: hex(r.key),
          value: hex(r.value),
          timestamp: r.timestamp,
          headers: r.headers.map((h) => ({ key: h.key, value: hex(h.value) })),
        },
      })
      byPartition.set(r.partition, list)
    }
  }
  await consumer.disconnect()
  return [...byPartition.keys()]
    .sort((a, b) => a - b)
    .flatMap((p) => (byPartition.get(p) ?? []).map((e) => e.record))
}

/** Every internal topic of `applicationId`, sorted by suffix, each read whole with its configs. */
export const readInternalTopics = async (
  kafka: KafkaClientSupplier,
  applicationId: string,
): Promise<InternalTopic[]> => {
  const prefix = `${applicationId}-`
  const admin = kafka.admin()
  await admin.connect()
  const names = (await admin.listTopics()).filter((t) => t.startsWith(prefix)).sort()
  const described = await admin.describeTopics(names)
  const configs = await Promise.all(names.map((t) => admin.describeTopicConfigs(t)))
  await admin.disconnect()
  const topics: InternalTopic[] = []
  for (const [i, name] of names.entries()) {
    topics.push({
      suffix: name.slice(prefix.length),
      partitions: described.find((d) => d.topic === name)?.partitions.length ?? 0,
      configs: configs[i] ?? {},
      records: await readWholeTopic(kafka, name),
    })
  }
  return topics
}
