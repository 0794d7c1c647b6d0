/** Shared set-up of the embedded broker tests: a broker on a manual clock and small helpers. */
import { ManualClock } from '../../../src/core/clock.js'
import { EmbeddedKafka } from '../../../src/kafka/embedded/EmbeddedKafka.js'
import type { ConsumerRecord, NewTopic, ProducerRecord } from '../../../src/kafka/ports.js'

/** A broker on a manual clock with the given topics created. */
export const embedded = async (
  topics: readonly NewTopic[] = [],
): Promise<{ readonly kafka: EmbeddedKafka; readonly clock: ManualClock }> => {
  const clock = new ManualClock(1_000_000)
  const kafka = new EmbeddedKafka({ clock })
  const admin = kafka.admin()
  await admin.connect()
  if (topics.length > 0) await admin.createTopics(topics)
  await admin.disconnect()
  return { kafka, clock }
}

/** A record with string key and value. */
export const record = (
  topic: string,
  key: string | null,
  value: string,
  extra: Partial<ProducerRecord> = {},
): ProducerRecord => ({
  topic,
  key: key === null ? null : Buffer.from(key),
  value: Buffer.from(value),
  ...extra,
})

/** Values of records as strings. */
export const values = (records: readonly ConsumerRecord[]): string[] =>
  records.map((r) => r.value?.toString() ?? '<null>')

/** Sends string records with a connected plain producer. */
export const produce = async (kafka: EmbeddedKafka, records: readonly ProducerRecord[]): Promise<void> => {
  const producer = kafka.producer({ clientId: 'fixture-producer' })
  await producer.connect()
  await producer.send(records)
  await producer.disconnect()
}

/** The tag of the error a promise rejects with (or that a function throws). */
export const rejectionTag = async (run: () => unknown): Promise<string> => {
  try {
    await run()
  } catch (error) {
    return (error as { _tag?: string })._tag ?? `untagged: ${String(error)}`
  }
  return 'no error'
}

/** Lets pending promise callbacks run (a turn of the event loop; no time passes on the manual clock). */
export const flush = (): Promise<void> => new Promise((resolve) => setImmediate(resolve))

/**
 * Resolves `promise` while moving the manual clock forward in `stepMs` steps, letting callbacks run between
 * steps, as time would pass for a real client (at most `maxMs` of clock time).
 */
export const settle = async <T>(
  clock: ManualClock,
  promise: Promise<T>,
  stepMs = 100,
  maxMs = 600_000,
): Promise<T> => {
  let done = false
  const tracked = promise.finally(() => {
    done = true
  })
  for (let elapsed = 0; elapsed <= maxMs; elapsed += stepMs) {
    await flush()
    if (done) break
    clock.advance(stepMs)
  }
  return tracked
}

/**
 * Polls every consumer concurrently for `rounds` rounds of `timeoutMs`, moving the clock as needed, as the
 * poll loops of running clients would; returns what each one read.
 */
export const pollRounds = async (
  clock: ManualClock,
  consumers: readonly { poll(timeoutMs: number): Promise<ConsumerRecord[]> }[],
  rounds = 3,
  timeoutMs = 100,
): Promise<ConsumerRecord[][]> => {
  const read: ConsumerRecord[][] = consumers.map(() => [])
  for (let round = 0; round < rounds; round++) {
    const batches = await settle(clock, Promise.all(consumers.map((c) => c.poll(timeoutMs))), 10)
    batches.forEach((batch, i) => read[i]!.push(...batch))
  }
  return read
}
