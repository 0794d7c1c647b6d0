import { filter, firstValueFrom } from 'rxjs'
import { afterEach, describe, expect, it } from 'vitest'
import { EmbeddedKafka, join, Serdes, StreamsBuilder, to } from '../../../src/index.js'
import { KafkaStreams } from '../../../src/runtime/KafkaStreams.js'
import { createTopics, tempDirs } from '../thread/wordCountApp.js'

const dirs = tempDirs()
afterEach(dirs.cleanUp)

const text = Serdes.string()

describe('co-partitioning checked at run time (embedded broker)', () => {
  it('reaches the user as CopartitionMismatchError naming the topics and their partition counts', async () => {
    const kafka = new EmbeddedKafka()
    await createTopics(kafka, ['orders', 'out'], 3)
    await createTopics(kafka, ['users'], 2)
    const builder = new StreamsBuilder()
    const users = builder.table('users', { key: text, value: text })
    builder.stream('orders', { key: text, value: text }).pipe(
      join(users, (order: string, user: string) => `${order}:${user}`),
      to('out', { key: text, value: text }),
    )
    const app = new KafkaStreams(
      builder.build(),
      { 'application.id': 'copartition', 'state.dir': dirs.make(), 'poll.ms': 20 },
      kafka,
      { logger: { warn: () => undefined, error: () => undefined } },
    )
    const handled: unknown[] = []
    app.setUncaughtExceptionHandler((error) => {
      handled.push(error)
      return 'SHUTDOWN_CLIENT'
    })
    await app.start()
    await firstValueFrom(app.state$.pipe(filter((c) => c.newState === 'ERROR')))
    expect(app.error).toMatchObject({
      _tag: 'CopartitionMismatch',
      partitionCounts: { orders: 3, users: 2 },
    })
    expect(handled).toEqual([expect.objectContaining({ _tag: 'CopartitionMismatch' })])
    await app.close()
  })
})
