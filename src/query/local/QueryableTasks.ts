import type { StreamsState } from '../../core/StreamsState.js'
import type { Serde } from '../../serde/Serde.js'
import type { Topology } from '../../topology/Topology.js'
import type { Position } from '../Position.js'
import type { QueryTopicLayout } from './QueryTopicLayout.js'

/**
 * One local task as queries see it (the runtime's `StreamTask` is one): its id, its stores by name and how far it
 * has read its input.
 * @example
 * const t: QueryableTask = { taskId: '0_1', getStore: (name) => stores.get(name), positions: tracker }
 * @category Interactive queries
 * @since 0.1.0
 */
export interface QueryableTask {
  /** `<subtopology>_<partition>`. */
  readonly taskId: string
  getStore(storeName: string): unknown
  readonly positions: {
    /** Everything processed. */
    position(): Position
    /** As of the last commit (read-committed queries of transactional stores). */
    committed(): Position
  }
}

/**
 * A global store as queries see it: the store and how far it has read its topic.
 * @example
 * const g: GlobalStoreCopy = { store, position: () => updater.position() }
 * @category Interactive queries
 * @since 0.1.0
 */
export interface GlobalStoreCopy {
  readonly store: unknown
  position(): Position
}

/**
 * The port through which interactive queries reach a running client: everything is read at the moment of a
 * query, so answers follow rebalances. `KafkaStreams` implements it over its threads; `taskLocalStores` turns it
 * into the {@link LocalStores} that resolution reads.
 * @example
 * new StoreQueries(taskLocalStores({ topology: () => topology, state: () => app.state(), partitionOf, layout: () => topics, activeTasks, standbyTasks, taskById }))
 * @category Interactive queries
 * @since 0.1.0
 */
export interface QueryableTasks {
  readonly topology: () => Topology
  readonly state: () => StreamsState
  /** The partition of a task id (the runtime owns the task id format). */
  readonly partitionOf: (taskId: string) => number | undefined
  readonly layout: () => QueryTopicLayout | undefined
  readonly activeTasks: () => ReadonlyMap<string, QueryableTask>
  readonly standbyTasks: () => ReadonlyMap<string, QueryableTask>
  /** The local copies of one task (active or standby), found directly by task id. */
  readonly taskById: (
    taskId: string,
  ) => readonly { readonly task: QueryableTask; readonly standby: boolean }[]
  /** A global store of the client by name (one partition, 0, holding every key of its topic). */
  readonly globalStore?: (storeName: string) => GlobalStoreCopy | undefined
  /** `default.key.serde`, for stores whose spec names no key serde (key reads find the key's partition). */
  readonly defaultKeySerde?: (() => Serde<unknown> | undefined) | undefined
}
