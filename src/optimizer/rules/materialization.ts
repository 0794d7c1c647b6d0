import type { LogicalGraph } from '../../graph/LogicalGraph.js'
import type { LogicalNode, TableIntent } from '../../graph/LogicalNode.js'
import type { TableGetter } from '../../graph/ProcessorSpec.js'
import type { Plan } from '../Plan.js'

/**
 * The materialization pass (seed 002), the ONE place deciding which KTables get a store:
 * 1. a `Materialized` with a queryable name always materializes;
 * 2. otherwise an aggregation (and a suppression buffer) always has its store, a join result only when a
 *    `Materialized` was given, a stateless result (filter, mapValues) never, and a source table only when something
 *    downstream reads it through a value getter or forces it to send old values.
 * Value-getter requests through unmaterialized tables (views, joins, suppressions) go up to the nearest
 * materialized ancestors (see {@link TableGetter}), which is how an
 * unnamed `builder.table()` ends up with its `<topic>-STATE-STORE-N` store only when a join needs it.
 * Old values are forced where a node needs them (`forcesOldValuesOf`) and probed where a node only takes them when
 * they come for free (`probesOldValuesOf`), in creation order, as Java decides each when the node is built.
 * @example
 * const plan = materialization(graph)
 * plan.materialized.has(tableNode.id)
 * @category Building topologies
 * @since 0.1.0
 */
export const materialization = (graph: LogicalGraph): Plan => {
  const materialized = new Set<number>()
  const sendOldValues = new Set<number>()
  const getters = new Map<number, TableGetter | undefined>()

  const intentOf = (node: LogicalNode): TableIntent | undefined => node.table

  for (const node of graph.all()) {
    const intent = intentOf(node)
    if (intent === undefined) continue
    const always =
      intent.queryable ||
      intent.role === 'aggregation' ||
      intent.role === 'suppress' ||
      (intent.role === 'join' && intent.given)
    if (always) materialized.add(node.id)
  }

  const storeGetter = (node: LogicalNode): TableGetter | undefined => {
    const store = node.table?.store
    return store === undefined ? undefined : { _tag: 'StoreGetter', store: store.name, kind: store.kind }
  }
  const parentGetter = (id: number): TableGetter | undefined => {
    const [parent] = graph.parentsOf(id)
    return parent === undefined ? undefined : getter(parent)
  }

  /** Java's `valueGetterSupplier()`: a table's own store, or a getter through its parents. */
  const getter = (id: number): TableGetter | undefined => {
    if (getters.has(id)) return getters.get(id)
    const node = graph.node(id)
    const intent = intentOf(node)
    let found: TableGetter | undefined
    if (intent === undefined) {
      found = undefined
    } else if (materialized.has(id) && intent.role !== 'suppress') {
      found = storeGetter(node)
    } else {
      switch (intent.role) {
        case 'source':
        case 'aggregation':
          materialized.add(id)
          found = storeGetter(node)
          break
        case 'stateless': {
          const parent = parentGetter(id)
          found =
            parent === undefined || node._tag !== 'TableOperation'
              ? parent
              : { _tag: 'ViewGetter', view: node.operation, parent }
          break
        }
        case 'join':
          found = node._tag === 'TableTableJoin' ? joinGetter(node) : undefined
          break
        case 'suppress': {
          const parent = parentGetter(id)
          const buffer = node.table?.store?.name
          found =
            parent === undefined || buffer === undefined
              ? undefined
              : { _tag: 'SuppressGetter', buffer, parent }
          break
        }
        default:
          found = absurdRole(intent.role)
      }
    }
    getters.set(id, found)
    return found
  }

  /** Java's `KTableKTableAbstractJoinValueGetterSupplier`: both sides' current values, joined. */
  const joinGetter = (node: Extract<LogicalNode, { _tag: 'TableTableJoin' }>): TableGetter | undefined => {
    const thisSide = getter(node.thisSide)
    const otherSide = getter(node.otherSide)
    return thisSide === undefined || otherSide === undefined
      ? undefined
      : { _tag: 'JoinGetter', join: node.join, joiner: node.joiner, thisSide, otherSide }
  }

  /** Java's `enableSendingOldValues(force = true)`, as every DSL caller uses it. */
  const forceOldValues = (id: number): void => {
    const node = graph.node(id)
    const intent = intentOf(node)
    if (intent === undefined || sendOldValues.has(id)) return
    sendOldValues.add(id)
    switch (intent.role) {
      case 'source':
        materialized.add(id)
        return
      case 'aggregation':
        return
      case 'stateless':
      case 'suppress':
        if (!materialized.has(id) || intent.role === 'suppress') {
          for (const p of graph.parentsOf(id)) forceOldValues(p)
        }
        return
      case 'join':
        if (node._tag === 'TableTableJoin') {
          forceOldValues(node.thisSide)
          forceOldValues(node.otherSide)
        }
        return
      default:
        absurdRole(intent.role)
    }
  }

  /**
   * Java's `enableSendingOldValues(force = false)`, as a `KTableFilter` asks its parent when built: old values are
   * turned on where no store must be added for them (a materialized source, an aggregation, a queryable table
   * operation or anything above one of those through unmaterialized operations; a table join materializes its
   * sides either way). Answers whether the table now sends old values.
   */
  const tryOldValues = (id: number): boolean => {
    const node = graph.node(id)
    const intent = intentOf(node)
    if (intent === undefined) return false
    if (sendOldValues.has(id)) return true
    switch (intent.role) {
      case 'source':
        if (!materialized.has(id)) return false
        break
      case 'aggregation':
        break
      case 'stateless':
      case 'suppress':
        if (
          (!materialized.has(id) || intent.role === 'suppress') &&
          !graph.parentsOf(id).every((p) => tryOldValues(p))
        ) {
          return false
        }
        break
      case 'join':
        forceOldValues(id)
        return true
      default:
        absurdRole(intent.role)
    }
    sendOldValues.add(id)
    return true
  }

  for (const node of graph.all()) {
    const probed = node.probesOldValuesOf ?? []
    if (probed.length > 0 && probed.every((t) => tryOldValues(t))) sendOldValues.add(node.id)
    for (const t of node.forcesOldValuesOf ?? []) forceOldValues(t)
    for (const t of node.needsGetterOf ?? []) getter(t)
  }
  return {
    materialized,
    sendOldValues,
    getters: new Map([...getters].flatMap(([id, g]) => (g === undefined ? [] : [[id, g] as const]))),
    reuseSourceTopics: false,
    selfJoins: new Set(),
  }
}

const absurdRole = (role: never): never => {
  throw new Error(`Unknown table role ${String(role)}`)
}
