import type { LogicalGraph } from '../../graph/LogicalGraph.js'
import type { LogicalNode } from '../../graph/LogicalNode.js'
import { repartitionNames } from '../../graph/repartitionNames.js'
import type { Plan } from '../Plan.js'

type Repartition = Extract<LogicalNode, { _tag: 'Repartition' }>

const isRepartition = (node: LogicalNode): node is Repartition =>
  node._tag === 'Repartition' && node.variant === 'optimizable'

/** The key changer a repartition node belongs to: its nearest key- or value-changing ancestor, if key-changing. */
const keyChangerOf = (graph: LogicalGraph, node: LogicalNode): number | undefined => {
  const changing = graph.findUp(node.id, (n) => n.keyChanging === true || n.valueChanging === true)
  const keyChanging = graph.findUp(node.id, (n) => n.keyChanging === true)
  return changing !== undefined && changing === keyChanging ? keyChanging.id : undefined
}

/** Key changers (and merge nodes fed by several of them) mapped to the repartition nodes they cause. */
const repartitionsByKeyChanger = (graph: LogicalGraph): Map<number, number[]> => {
  const byChanger = new Map<number, number[]>()
  const merges: number[] = []
  for (const node of graph.all()) {
    if (node.keyChanging === true) byChanger.set(node.id, [])
    else if (isRepartition(node)) {
      const changer = keyChangerOf(graph, node)
      if (changer !== undefined) byChanger.get(changer)?.push(node.id)
    } else if (node.mergeNode === true) merges.push(node.id)
  }
  const below = (start: number, ancestor: number): boolean =>
    graph.findUp(start, (n) => graph.parentsOf(n.id).includes(ancestor)) !== undefined
  const absorbed = new Set<number>()
  const mergeEntries: [number, number[]][] = []
  for (const merge of merges) {
    const changers = [...byChanger].filter(
      ([changer, reps]) => reps.every((r) => below(r, merge)) && below(merge, changer),
    )
    const reps: number[] = []
    for (const [changer, list] of changers) {
      absorbed.add(changer)
      for (const r of list) if (!reps.includes(r)) reps.push(r)
    }
    mergeEntries.push([merge, reps])
  }
  for (const [merge, reps] of mergeEntries) {
    byChanger.delete(merge)
    byChanger.set(merge, reps)
  }
  for (const changer of absorbed) byChanger.delete(changer)
  return byChanger
}

/**
 * `merge.repartition.topics`: all repartition topics caused by one key-changing operation become ONE repartition
 * topic placed right after the key changer. The merged topic takes the first topic's name and the first serdes
 * given; the three processors around it are named after the topic (new indices are burned, as in Java), and
 * co-partitioning groups follow the rename.
 * @example
 * const next = mergeRepartitionTopics(graph, plan)
 * @category Building topologies
 * @since 0.1.0
 */
export const mergeRepartitionTopics = (graph: LogicalGraph, plan: Plan): Plan => {
  for (const [changer, reps] of repartitionsByKeyChanger(graph)) {
    const nodes = reps.map((r) => graph.node(r) as Repartition)
    const first = nodes[0]
    if (first === undefined) continue
    const names = repartitionNames(graph.names, first.topic)
    const merged = graph.add(
      {
        _tag: 'Repartition',
        variant: 'optimizable',
        name: names.sourceName,
        topic: names.topic,
        sinkName: names.sinkName,
        filterName: names.filterName,
        keySerde: nodes.find((n) => n.keySerde !== undefined)?.keySerde,
        valueSerde: nodes.find((n) => n.valueSerde !== undefined)?.valueSerde,
        partitions: undefined,
        partitioner: undefined,
      },
      [],
    )
    graph.removeRoot(merged.id)
    graph.setPriority(merged.id, graph.priorityOf(changer))
    for (const rep of nodes) {
      const childOfChanger = graph.findUp(rep.id, (n) => graph.parentsOf(n.id).includes(changer))
      if (childOfChanger === undefined) continue
      graph.addEdge(merged.id, childOfChanger.id)
      graph.removeEdge(changer, childOfChanger.id)
      const repParents = [...graph.parentsOf(rep.id)]
      for (const child of graph.childrenOf(rep.id)) for (const p of repParents) graph.addEdge(p, child)
      for (const p of repParents) graph.removeEdge(p, rep.id)
      for (const child of [...graph.childrenOf(rep.id)]) graph.removeEdge(rep.id, child)
      graph.renameInCopartitions(rep.name, merged.name)
    }
    graph.addEdge(changer, merged.id)
  }
  return plan
}
