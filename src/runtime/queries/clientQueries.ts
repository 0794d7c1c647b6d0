import { parseHostInfo } from '../../core/HostInfo.js'
import type { StreamsState } from '../../core/StreamsState.js'
import { parseTaskId } from '../../core/TaskId.js'
import { StoreQueries } from '../../query/local/StoreQueries.js'
import { taskLocalStores } from '../../query/local/taskLocalStores.js'
import { StreamsMetadataState } from '../../query/metadata/StreamsMetadataState.js'
import type { Serde } from '../../serde/Serde.js'
import type { Topology } from '../../topology/Topology.js'
import type { GlobalStateUpdater } from '../global/GlobalStateUpdater.js'
import { StandbyTask } from '../task/StandbyTask.js'
import type { StreamTask } from '../task/StreamTask.js'
import type { StreamThread } from '../thread/StreamThread.js'
import type { TopicLayout } from '../topics/TopicLayout.js'

/** What a client's interactive queries read from it, each at the moment of a query. */
export interface QueryableClient {
  topology(): Topology
  state(): StreamsState
  topics(): TopicLayout | undefined
  threads(): readonly StreamThread[]
  global(): GlobalStateUpdater | undefined
  localTasks(): ReadonlyMap<string, StreamTask>
  localStandbyTasks(): ReadonlyMap<string, StandbyTask>
  defaultKeySerde(): Serde<unknown> | undefined
  applicationServer(): string
}

/**
 * The query side of one client, wired to its tasks: local store reads (IQv1, IQv2, change feeds) through the
 * query module's port, and KIP-535 metadata from the host map of the threads' latest assignment.
 * @example
 * const { queries, metadata } = clientQueries(client)
 * queries.store(StoreQueryParameters.fromNameAndType('counts', QueryableStoreTypes.keyValueStore()))
 * @category Interactive queries
 * @since 0.1.0
 */
export const clientQueries = (
  client: QueryableClient,
): { readonly queries: StoreQueries; readonly metadata: StreamsMetadataState } => ({
  queries: new StoreQueries(
    taskLocalStores({
      topology: () => client.topology(),
      state: () => client.state(),
      partitionOf: (id) => parseTaskId(id)?.partition,
      layout: () => client.topics(),
      activeTasks: () => client.localTasks(),
      standbyTasks: () => client.localStandbyTasks(),
      taskById: (id) =>
        client.threads().flatMap((t) => {
          const task = t.taskManager.localTask(id)
          return task === undefined ? [] : [{ task, standby: task instanceof StandbyTask }]
        }),
      defaultKeySerde: () => client.defaultKeySerde(),
      globalStore: (name) => {
        const global = client.global()
        const store = global?.stores().get(name)
        return store === undefined || global === undefined
          ? undefined
          : { store, position: () => global.position() }
      },
    }),
  ),
  metadata: new StreamsMetadataState({
    state: () => client.state(),
    layout: () => client.topics(),
    hostMap: () =>
      client
        .threads()
        .flatMap((t) => (t.hostMap === undefined ? [] : [t.hostMap]))
        .reduce<StreamThread['hostMap']>(
          (a, b) => (a === undefined || b.receivedAt > a.receivedAt ? b : a),
          undefined,
        )?.map,
    globalStores: () => new Set(client.topology().globalStores.map((g) => g.storeName)),
    thisHost: () => parseHostInfo(client.applicationServer()),
  }),
})
