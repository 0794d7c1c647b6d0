import type { LogicalGraph } from '../../graph/LogicalGraph.js'
import type { Serde } from '../../serde/Serde.js'

/** A serde whose type the DSL no longer tracks (the handle's type parameters do). */
export type AnySerde = Serde<unknown>

/** What every handle knows: its graph, the node it stands for and that node's name. */
export interface NodeState {
  readonly graph: LogicalGraph
  readonly nodeId: number
  readonly name: string
  readonly keySerde: AnySerde | undefined
  readonly valueSerde: AnySerde | undefined
  /** Source nodes feeding this handle, for co-partitioning checks. */
  readonly sourceNodes: readonly string[]
}

/** A stream: plus whether its key changed since the last repartition. */
export interface StreamState extends NodeState {
  readonly repartitionRequired: boolean
}

/** A table: plus the store name it can be queried by, if any. */
export interface TableState extends NodeState {
  readonly queryableStoreName: string | undefined
}

/** A grouped stream or table: plus the repartition name given by `Grouped`. */
export interface GroupedState extends StreamState {
  readonly groupedName: string | undefined
}

/** Repartition nodes cached on a handle, reused as Kafka Streams reuses them. */
export interface RepartitionCache {
  node: { readonly id: number; readonly name: string } | undefined
}
