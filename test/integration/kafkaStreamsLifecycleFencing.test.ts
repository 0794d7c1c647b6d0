// A fenced stream thread on the real broker (kafkajs producers, and @platformatic/kafka producers): it closes its
// tasks dirty, replaces its producer, rejoins and keeps processing; read-committed output has no duplicate.
import { randomUUID } from 'node:crypto'
import { filter, firstValueFrom, toArray } from 'rxjs'
import { afterEach, describe, expect, inject, it } from 'vitest'
import { Serdes } from '../../src/index.js'
import { KafkajsClientSupplier } from '../../src/kafka/kafkajs/KafkajsClientSupplier.js'
import { PlatformaticClientSupplier } from '../../src/kafka/platformatic/PlatformaticClientSupplier.js'
import type { KafkaClientSupplier } from '../../src/kafka/ports.js'
import { KafkaStreams } from '../../src/runtime/KafkaStreams.js'
import { FaultySupplier } from '../runtime/thread/faultySupplier.js'
import {
  createTopics,
  produceLines,
  readCounts,
  referenceCounts,
  someLines,
  tempDirs,
  wordCountTopology,
} from '../runtime/thread/wordCountApp.js'

const bootstrap = inject('kafkaBootstrap')
const kafka = new KafkajsClientSupplier({ 'bootstrap.servers': bootstrap, 'fetch.max.wait.ms': 100 })
const dirs = tempDirs()
afterEach(dirs.cleanUp)

const appSuppliers: readonly [string, () => KafkaClientSupplier][] = [
  ['kafkajs', () => kafka],
  [
    'platformatic',
    () => new PlatformaticClientSupplier({ 'bootstrap.servers': bootstrap, 'fetch.max.wait.ms': 100 }),
  ],
]

describe.each(appSuppliers)('KafkaStreams fencing on the real broker, %s producers', (_, appSupplier) => {
  it('a thread fenced by a newer producer with its transactional id rejoins; read-committed output equals the reference', async () => {
    const run = randomUUID()
    const input = `fence-lines-${run}`
    const output = `fence-counts-${run}`
    await createTopics(kafka, [input, output], 2)
    const supplier = new FaultySupplier(appSupplier())
    const app = new KafkaStreams(
      wordCountTopology(input, output),
      {
        'application.id': `fenced-${run}`,
        'state.dir': dirs.make(),
        'processing.guarantee': 'exactly_once_v2',
        'fetch.max.wait.ms': 100,
      },
      supplier,
      { logger: { warn: () => undefined, error: (m) => console.error(m) } },
    )
    const states = firstValueFrom(app.state$.pipe(toArray()))
    const first = someLines(100, 51)
    await produceLines(kafka, input, first)
    await app.start()
    await firstValueFrom(app.state$.pipe(filter((c) => c.newState === 'RUNNING')))
    const firstCounts = referenceCounts(first)
    expect(await readCounts(kafka, output, 2, firstCounts, 1200, 'read_committed')).toEqual(firstCounts)

    const [transactionalId] = supplier.transactionalIds
    const usurper = kafka.producer({ clientId: `usurper-${run}`, transactionalId: transactionalId ?? '' })
    await usurper.connect()
    await usurper.initTransactions()

    const second = someLines(100, 52)
    await produceLines(kafka, input, second)
    const expected = referenceCounts([...first, ...second])
    expect(await readCounts(kafka, output, 2, expected, 1200, 'read_committed')).toEqual(expected)
    expect(supplier.transactionalIds).toEqual([transactionalId, transactionalId])
    await usurper.beginTransaction()
    const fenced = usurper
      .send([{ topic: output, key: null, value: Serdes.string().serializer.serialize(output, 'zombie') }])
      .then(() => usurper.commitTransaction())
    await expect(fenced).rejects.toMatchObject({ _tag: 'ProducerFenced' })
    await usurper.disconnect()
    expect(await app.close({ timeout: 60_000 })).toBe(true)
    expect((await states).map((c) => c.newState)).not.toContain('PENDING_ERROR')
  })
})
