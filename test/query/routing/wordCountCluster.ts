// Several word-count instances on one embedded broker, each with its own `application.server`.
import * as E from 'fp-ts/lib/Either.js'
import { vi } from 'vitest'
import { EmbeddedKafka } from '../../../src/index.js'
import { formatHostInfo, parseHostInfo, type HostInfo } from '../../../src/runtime/assignor/HostInfo.js'
import type { KafkaStreams } from '../../../src/runtime/KafkaStreams.js'
import { createTopics, wordCountStreams } from '../../runtime/thread/wordCountApp.js'

/** One running instance and the endpoint it announces. */
export interface Instance {
  readonly app: KafkaStreams
  readonly host: HostInfo
}

/** Whether every instance's view of the store's partitions matches where the tasks really run. */
const settled = (instances: readonly Instance[], partitions: number): boolean => {
  const where = (pick: (app: KafkaStreams) => ReadonlyMap<string, unknown>, p: number) =>
    instances.filter((i) => pick(i.app).has(`1_${p}`)).map((i) => formatHostInfo(i.host))
  return instances.every(({ app }) => {
    if (app.state() !== 'RUNNING') return false
    const meta = app.metadataForStorePartitions('word-counts')
    if (E.isLeft(meta) || meta.right.length !== partitions) return false
    return meta.right.every((m) => {
      const active = where((x) => x.localTasks(), m.partition)
      const standby = where((x) => x.localStandbyTasks(), m.partition)
      return (
        active.length === 1 &&
        active[0] === formatHostInfo(m.activeHost) &&
        JSON.stringify(standby.sort()) === JSON.stringify(m.standbyHosts.map(formatHostInfo).sort())
      )
    })
  })
}

/**
 * Creates the topics ('text-lines', 'word-counts-out') on a new embedded broker and starts one word-count
 * instance per server (one standby replica), one after the other; resolves once every instance is RUNNING and
 * every instance's metadata matches where the tasks run.
 */
export const startWordCountCluster = async (options: {
  readonly applicationId: string
  readonly partitions: number
  readonly servers: readonly string[]
  readonly stateDir: () => string
  readonly standbys?: number
  readonly kafka?: EmbeddedKafka
}): Promise<{
  readonly kafka: EmbeddedKafka
  readonly instances: readonly Instance[]
  readonly close: () => Promise<void>
}> => {
  const kafka = options.kafka ?? new EmbeddedKafka()
  await createTopics(kafka, ['text-lines', 'word-counts-out'], options.partitions)
  const instances: Instance[] = []
  for (const server of options.servers) {
    const app = wordCountStreams(kafka, {
      'application.id': options.applicationId,
      'application.server': server,
      'state.dir': options.stateDir(),
      'num.standby.replicas': options.standbys ?? 1,
      'commit.interval.ms': 50,
    })
    const host = parseHostInfo(server)
    if (host === undefined) throw new Error(`bad server ${server}`)
    instances.push({ app, host })
    await app.start()
    await vi.waitUntil(() => settled(instances, options.partitions), { timeout: 20_000, interval: 20 })
  }
  return {
    kafka,
    instances,
    close: async () => {
      for (const { app } of instances) await app.close({ timeout: 10_000 })
    },
  }
}
