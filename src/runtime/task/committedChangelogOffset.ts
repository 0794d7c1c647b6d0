import type { TopicPartition } from '../../kafka/ports.js'
import type { StateStore } from '../../state/StateStore.js'

/**
 * The changelog offset a store committed for one changelog partition: the next offset it would apply (undefined
 * when it committed none).
 * @example
 * committedChangelogOffset(store, { topic: 'app-counts-changelog', partition: 0 }) // 42
 * @category Running
 * @since 0.1.0
 */
export const committedChangelogOffset = (store: StateStore, changelog: TopicPartition): number | undefined =>
  store.committedOffsets().find((o) => o.topic === changelog.topic && o.partition === changelog.partition)
    ?.offset
