/**
 * kafkajs fetches committed offsets with OffsetFetch v4, which has no `require_stable` flag (KIP-447): while a
 * transaction that sent offsets for the group is still being decided, the broker answers the offsets from before
 * it. A new owner of a partition would then read records the previous owner's committed transaction already
 * processed, and process them again. {@link untilOffsetsStable} closes that gap from outside the request: it waits
 * until the group's `__consumer_offsets` partition has no undecided transaction left from before the call (its
 * last stable offset reaches the high watermark seen at the call), which is when those offsets are materialized.
 * @since 0.1.0
 */
import type { Broker } from 'kafkajs'
import type { Clock } from '../../core/clock.js'

const offsetsTopic = '__consumer_offsets'

/** Java's `String.hashCode`. */
const javaStringHash = (s: string): number => {
  let hash = 0
  for (let i = 0; i < s.length; i++) hash = (Math.imul(31, hash) + s.charCodeAt(i)) | 0
  return hash
}

/**
 * The `__consumer_offsets` partition that holds a group's offsets (Kafka's `Utils.abs(groupId.hashCode()) % n`).
 * @example
 * offsetsPartitionFor('word-count', 50)
 * @category Clients
 * @since 0.1.0
 */
export const offsetsPartitionFor = (groupId: string, partitions: number): number =>
  (javaStringHash(groupId) & 0x7fffffff) % partitions

interface ListOffsetsAnswer {
  readonly responses: readonly { readonly partitions: readonly { readonly offset: string }[] }[]
}

interface MetadataAnswer {
  readonly topicMetadata: readonly { readonly partitionMetadata: readonly unknown[] }[]
}

/** The two requests of kafkajs' broker object used here (its typings leave `listOffsets` out). */
interface PartitionLeaderReads {
  metadata(topics: string[]): Promise<MetadataAnswer>
  listOffsets(request: {
    readonly replicaId: number
    readonly isolationLevel: 0 | 1
    readonly topics: readonly {
      readonly topic: string
      readonly partitions: readonly { readonly partition: number; readonly timestamp: number }[]
    }[]
  }): Promise<ListOffsetsAnswer>
}

/** How long to wait at most; a transaction hanging longer is left to its timeout, and the offsets read as they are. */
const maxWaitMs = 30_000
/** kafkajs sends no heartbeat while it fetches offsets: the wait sends them, this often. */
const keepAliveMs = 1_000

/**
 * Waits until every transaction that wrote offsets to the group's `__consumer_offsets` partition before this call
 * is committed or aborted (such as a crashed member's, until the transaction timeout aborts it). `coordinator` is
 * the group coordinator, which leads that partition. `keepAlive` (a heartbeat) runs every second meanwhile, so
 * the member stays in the group; when it fails (a rebalance started), the wait ends. Best effort: a failing
 * check, or one still unstable after 30 s, lets the caller fetch the offsets anyway.
 * @example
 * await untilOffsetsStable(coordinator, 'word-count', systemClock, () => heartbeat())
 * @category Clients
 * @since 0.1.0
 */
export const untilOffsetsStable = async (
  coordinator: Broker,
  groupId: string,
  clock: Clock,
  keepAlive: () => Promise<unknown>,
): Promise<void> => {
  try {
    const leader = coordinator as unknown as PartitionLeaderReads
    const metadata = await leader.metadata([offsetsTopic])
    const count = metadata.topicMetadata[0]?.partitionMetadata.length ?? 0
    if (count === 0) return
    const partition = offsetsPartitionFor(groupId, count)
    const end = async (isolationLevel: 0 | 1): Promise<number> => {
      const answer = await leader.listOffsets({
        replicaId: -1,
        isolationLevel,
        topics: [{ topic: offsetsTopic, partitions: [{ partition, timestamp: -1 }] }],
      })
      return Number(answer.responses[0]?.partitions[0]?.offset ?? -1)
    }
    const highWatermark = await end(0)
    const started = clock.now()
    let beat = started
    while ((await end(1)) < highWatermark && clock.now() < started + maxWaitMs) {
      await clock.sleep(50)
      if (clock.now() - beat >= keepAliveMs) {
        beat = clock.now()
        await keepAlive()
      }
    }
  } catch {
    // the offsets are fetched as kafkajs would have fetched them
  }
}
