/** A UUID process id per short test name (Kafka Streams' process ids are UUIDs). */
export const pid = (name: string): string =>
  `00000000-0000-4000-8000-${Buffer.from(name).toString('hex').padStart(12, '0').slice(-12)}`
