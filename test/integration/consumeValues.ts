import type { ConsumerConfig, Kafka } from 'kafkajs'

/**
 * Reads the first `count` values of `topic` from the beginning with a plain kafkajs consumer (the broker tests
 * check the broker itself, below our port), then disconnects, also when reading fails.
 */
export async function consumeValues(
  client: Kafka,
  topic: string,
  count: number,
  config: Pick<ConsumerConfig, 'groupId' | 'readUncommitted'>,
): Promise<string[]> {
  const consumer = client.consumer({ ...config, maxWaitTimeInMs: 100 })
  await consumer.connect()
  try {
    await consumer.subscribe({ topic, fromBeginning: true })
    const values: string[] = []
    await new Promise<void>((resolve, reject) => {
      consumer
        .run({
          eachMessage: ({ message }) => {
            values.push(message.value?.toString() ?? '')
            if (values.length === count) resolve()
            return Promise.resolve()
          },
        })
        .catch(reject)
    })
    return values
  } finally {
    await consumer.disconnect()
  }
}
