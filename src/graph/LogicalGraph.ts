import type { LogicalNode, WithoutId } from './LogicalNode.js'
import { NameProvider } from './NameProvider.js'

/**
 * The logical plan: nodes in creation order (their build priority), edges in both directions, the shared name
 * counter and the co-partitioning groups the DSL declared. The DSL appends to it; the optimizer rewrites a
 * {@link LogicalGraph.copy | copy}; lowering walks it by priority.
 * @example
 * const graph = new LogicalGraph()
 * const src = graph.add({ _tag: 'StreamSource', name: 'KSTREAM-SOURCE-0000000000', topics: ['in'], pattern: undefined, source: {} }, [])
 * graph.childrenOf(src.id) // []
 * @category Building topologies
 * @since 0.1.0
 */
export class LogicalGraph {
  readonly names: NameProvider
  private readonly byId: Map<number, LogicalNode>
  private readonly parents: Map<number, number[]>
  private readonly children: Map<number, number[]>
  private readonly priorities: Map<number, number>
  private readonly roots: number[]
  private readonly copartitions: string[][]
  private nextId: number
  private nextPriority: number

  constructor(from?: LogicalGraph) {
    this.names = new NameProvider(from?.names)
    this.byId = new Map(from?.byId)
    this.parents = new Map([...(from?.parents ?? [])].map(([k, v]) => [k, [...v]]))
    this.children = new Map([...(from?.children ?? [])].map(([k, v]) => [k, [...v]]))
    this.priorities = new Map(from?.priorities)
    this.roots = [...(from?.roots ?? [])]
    this.copartitions = (from?.copartitions ?? []).map((g) => [...g])
    this.nextId = from?.nextId ?? 0
    this.nextPriority = from?.nextPriority ?? 0
  }

  /** An independent copy (the optimizer rewrites copies, so a builder can be built several times). */
  copy(): LogicalGraph {
    return new LogicalGraph(this)
  }

  /** Appends a node under `parents` (none for sources) and returns it with its id. */
  add<N extends WithoutId<LogicalNode>>(node: N, parents: readonly number[]): N & { readonly id: number } {
    const id = this.nextId++
    const full = { ...node, id } as N & { readonly id: number }
    this.byId.set(id, full)
    this.priorities.set(id, this.nextPriority++)
    this.parents.set(id, [])
    this.children.set(id, [])
    if (parents.length === 0) this.roots.push(id)
    for (const p of parents) this.addEdge(p, id)
    return full
  }

  /** The node with that id. */
  node(id: number): LogicalNode {
    const node = this.byId.get(id)
    if (node === undefined) throw new RangeError(`No logical node ${id}`)
    return node
  }

  /** Replaces a node's data (same id). */
  replace(node: LogicalNode): void {
    this.byId.set(node.id, node)
  }

  /** Parents in the order they were connected. */
  parentsOf(id: number): readonly number[] {
    return this.parents.get(id) ?? []
  }

  /** Children in the order they were connected. */
  childrenOf(id: number): readonly number[] {
    return this.children.get(id) ?? []
  }

  /** Nodes without parents (sources), in creation order. */
  rootIds(): readonly number[] {
    return this.roots
  }

  /** Every node, in creation order. */
  all(): readonly LogicalNode[] {
    return [...this.byId.values()]
  }

  /** Connects `parent` to `child` (once). */
  addEdge(parent: number, child: number): void {
    const c = this.children.get(parent) ?? []
    if (!c.includes(child)) c.push(child)
    this.children.set(parent, c)
    const p = this.parents.get(child) ?? []
    if (!p.includes(parent)) p.push(parent)
    this.parents.set(child, p)
  }

  /** Disconnects `parent` from `child`. */
  removeEdge(parent: number, child: number): void {
    this.children.set(
      parent,
      this.childrenOf(parent).filter((c) => c !== child),
    )
    this.parents.set(
      child,
      this.parentsOf(child).filter((p) => p !== parent),
    )
  }

  /** Removes a root (a merged duplicate source). */
  removeRoot(id: number): void {
    const i = this.roots.indexOf(id)
    if (i >= 0) this.roots.splice(i, 1)
  }

  /** Build priority of a node (its id unless a rule moved it). */
  priorityOf(id: number): number {
    return this.priorities.get(id) ?? id
  }

  /** Gives a node the next build priority, as Java does when a node is added to the graph again. */
  touch(id: number): void {
    this.priorities.set(id, this.nextPriority++)
  }

  /** Sets the build priority of a node. */
  setPriority(id: number, priority: number): void {
    this.priorities.set(id, priority)
  }

  /** Declares that these source nodes (by name) must be co-partitioned. */
  copartition(sourceNames: readonly string[]): void {
    this.copartitions.push([...sourceNames])
  }

  /** Renames a source node inside co-partition groups (after repartition topics were merged). */
  renameInCopartitions(from: string, to: string): void {
    for (const group of this.copartitions) {
      const i = group.indexOf(from)
      if (i >= 0) group.splice(i, 1, to)
    }
  }

  /** The co-partition groups, by source node name. */
  copartitionGroups(): readonly (readonly string[])[] {
    return this.copartitions
  }

  /**
   * The order Kafka Streams writes nodes in: a priority queue by build priority, seeded with the roots; a popped
   * node is written once all its parents are written, and its children are queued each time it is popped.
   */
  writeOrder(): readonly LogicalNode[] {
    const written = new Set<number>()
    const order: LogicalNode[] = []
    let queue: { readonly id: number; readonly seq: number }[] = []
    let seq = 0
    const offer = (id: number): void => {
      queue.push({ id, seq: seq++ })
    }
    for (const r of this.roots) offer(r)
    while (queue.length > 0) {
      let best = 0
      for (let i = 1; i < queue.length; i++) {
        const a = queue[i] as { id: number; seq: number }
        const b = queue[best] as { id: number; seq: number }
        const pa = this.priorityOf(a.id)
        const pb = this.priorityOf(b.id)
        if (pa < pb || (pa === pb && a.seq < b.seq)) best = i
      }
      const { id } = queue[best] as { id: number }
      queue = queue.filter((_, i) => i !== best)
      if (!written.has(id) && this.parentsOf(id).every((p) => written.has(p))) {
        written.add(id)
        order.push(this.node(id))
      }
      for (const c of this.childrenOf(id)) offer(c)
    }
    return order
  }

  /**
   * Walks up from `start` (itself first) to the nearest node matching `predicate`, following parents depth-first
   * as Java's `findParentNodeMatching` does (the last parent's answer wins when several parents match nothing).
   */
  findUp(start: number, predicate: (node: LogicalNode) => boolean): LogicalNode | undefined {
    const node = this.node(start)
    if (predicate(node)) return node
    let found: LogicalNode | undefined
    for (const p of this.parentsOf(start)) {
      const parent = this.node(p)
      if (predicate(parent)) return parent
      found = this.findUp(p, predicate)
    }
    return found
  }
}
