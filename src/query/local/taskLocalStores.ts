import { isReadableStore, readOnlyStoreView } from '../views/ReadOnlyStoreView.js'
import type { QueryableTask, QueryableTasks } from './QueryableTasks.js'
import type { LocalStoreReplica, LocalStores } from './LocalStores.js'
import { storeKeyPartitioner } from './storeKeyPartitioner.js'

/**
 * {@link LocalStores} over the runtime's tasks (the {@link QueryableTasks} port): store kinds from the topology, partition counts from the
 * topic layout (the store's sub-topology's source topics), replicas from the active and standby tasks.
 * @example
 * new StoreQueries(taskLocalStores({ topology: () => topology, state: () => app.state(), layout: () => topics, activeTasks, standbyTasks }))
 * @category Interactive queries
 * @since 0.1.0
 */
export const taskLocalStores = (options: QueryableTasks): LocalStores => ({
  state: options.state,
  storeKind: (storeName) => options.topology().stores.get(storeName)?.kind,
  partitionCount: (storeName) => {
    if (options.globalStore?.(storeName) !== undefined) return 1
    const layout = options.layout()
    const source = layout?.subtopologies.find((s) => s.stores.includes(storeName))?.sourceTopics[0]
    return source === undefined ? undefined : layout?.partitions.get(source)
  },
  replicas: (storeName, partition) => {
    const out = new Map<number, LocalStoreReplica[]>()
    const running = options.state() === 'RUNNING'
    const kind = options.topology().stores.get(storeName)?.kind
    const global = options.globalStore?.(storeName)
    if (global !== undefined) {
      const { store } = global
      if (isReadableStore(store) && (partition ?? 0) === 0) {
        out.set(0, [
          {
            partition: 0,
            role: 'active',
            open: store.isOpen,
            running,
            store,
            view: (isolation) => readOnlyStoreView(kind, store, isolation),
            position: () => global.position(),
          },
        ])
      }
      return out
    }
    const add = (task: QueryableTask, role: LocalStoreReplica['role']): void => {
      const store = task.getStore(storeName)
      const p = options.partitionOf(task.taskId)
      if (!isReadableStore(store) || p === undefined) return
      const replica: LocalStoreReplica = {
        partition: p,
        role,
        open: store.isOpen,
        running,
        store,
        view: (isolation) => readOnlyStoreView(kind, store, isolation),
        position: (isolation) =>
          isolation === 'READ_COMMITTED' && store.transactional
            ? task.positions.committed()
            : task.positions.position(),
      }
      out.set(p, [...(out.get(p) ?? []), replica])
    }
    if (partition !== undefined) {
      const subtopology = options.layout()?.subtopologies.find((s) => s.stores.includes(storeName))
      const id = `${subtopology?.id ?? -1}_${partition}`
      for (const { task, standby } of options.taskById(id)) add(task, standby ? 'standby' : 'active')
      return out
    }
    for (const task of options.activeTasks().values()) add(task, 'active')
    for (const task of options.standbyTasks().values()) add(task, 'standby')
    return out
  },
  replicaAt: (storeName, partition) => {
    const global = options.globalStore?.(storeName)?.store
    if (global !== undefined)
      return isReadableStore(global) && partition === 0
        ? { store: global, role: 'active', open: global.isOpen }
        : undefined
    const subtopology = options.layout()?.subtopologies.find((s) => s.stores.includes(storeName))
    let found: { store: object; role: 'active' | 'standby'; open: boolean } | undefined
    for (const { task, standby } of options.taskById(`${subtopology?.id ?? -1}_${partition}`)) {
      const store = task.getStore(storeName)
      if (isReadableStore(store) && (found === undefined || (found.role === 'standby' && !standby)))
        found = { store, role: standby ? 'standby' : 'active', open: store.isOpen }
    }
    return found
  },
  keyPartitioner: (storeName) => {
    if (options.globalStore?.(storeName) !== undefined) return () => 0
    const layout = options.layout()
    return layout === undefined
      ? undefined
      : storeKeyPartitioner({
          topology: options.topology(),
          layout,
          storeName,
          defaultKeySerde: options.defaultKeySerde?.(),
        })
  },
})
