// Feeds text lines to the input topic continuously (a batch every `intervalMs`) until stopped, remembering every
// line the broker acknowledged, so the test can compute the reference counts of exactly what was sent.
import { setTimeout as sleep } from 'node:timers/promises'
import { Serdes } from '../../../src/index.js'
import type { KafkaClientSupplier, ProducerPort } from '../../../src/kafka/ports.js'

const text = Serdes.string()
const vocabulary = 40

/** `n` deterministic lines of 1 to 5 words `w0`..`w39`, different for each `seed`. */
export const linesOf = (n: number, seed: number): string[] =>
  Array.from({ length: n }, (_, i) =>
    Array.from(
      { length: 1 + ((i * 7 + seed) % 5) },
      (_, j) => `w${(i * 13 + j * 7 + seed * 11) % vocabulary}`,
    ).join(' '),
  )

/** A background producer of input lines (idempotent: a retried batch is never written twice). */
export class InputFeeder {
  /** Every line acknowledged so far, in the order sent. */
  readonly sent: string[] = []
  private stopping = false
  private loop: Promise<void> | undefined
  private readonly producer: ProducerPort

  constructor(
    kafka: KafkaClientSupplier,
    private readonly topic: string,
    private readonly linesPerBatch = 20,
    private readonly intervalMs = 50,
  ) {
    this.producer = kafka.producer({ clientId: `feeder-${topic}`, idempotent: true })
  }

  /** Starts sending in the background. */
  async start(): Promise<void> {
    await this.producer.connect()
    this.loop = this.run()
  }

  /** Resolves once at least `n` lines were acknowledged (fails if the feeder failed). */
  async sentAtLeast(n: number): Promise<void> {
    while (this.sent.length < n) {
      if (this.loop === undefined) throw new Error('The feeder is not running.')
      await Promise.race([this.loop, sleep(this.intervalMs)])
    }
  }

  /** Stops after the batch in flight; resolves with every line sent. */
  async stop(): Promise<string[]> {
    this.stopping = true
    try {
      await this.loop
    } finally {
      await this.producer.disconnect()
    }
    return this.sent
  }

  private async run(): Promise<void> {
    for (let batch = 0; !this.stopping; batch++) {
      const lines = linesOf(this.linesPerBatch, batch)
      await this.producer.send(
        lines.map((line, i) => ({
          topic: this.topic,
          key: text.serializer.serialize(this.topic, `line-${batch}-${i}`),
          value: text.serializer.serialize(this.topic, line),
        })),
      )
      this.sent.push(...lines)
      await sleep(this.intervalMs)
    }
  }
}
