import type { TimestampExtractor } from '../../dsl/options/TimestampExtractor.js'
import type { ProcessorHooks } from '../../processor/ProcessorFactory.js'
import { factoryFor } from '../../processor/processorRegistry.js'
import type { Serde } from '../../serde/Serde.js'
import type { PhysicalNode } from '../../topology/PhysicalNode.js'
import { predecessorsOf } from '../../topology/PhysicalNode.js'
import { changeSerde } from './changeSerde.js'
import { StreamsConfigError } from '../../errors/TaskError.js'
import { UnsupportedProcessorError } from '../../errors/TaskError.js'
import type { NodeHost } from './NodeHost.js'
import { ProcessorTaskNode } from './ProcessorTaskNode.js'
import type { RecordCollector } from './RecordCollector.js'
import { SinkTaskNode } from './SinkTaskNode.js'
import { SourceTaskNode } from './SourceTaskNode.js'
import type { TaskNode } from './TaskNode.js'

/** What building a task's graph needs. */
export interface GraphInputs {
  readonly nodes: readonly PhysicalNode[]
  readonly defaults: { readonly key: Serde<unknown> | undefined; readonly value: Serde<unknown> | undefined }
  /** Physical name of a topic named in the topology (internal topics get the `<application.id>-` prefix). */
  readonly topicName: (name: string) => string
  readonly hooks: (node: string) => ProcessorHooks
  readonly host: NodeHost
  readonly collector: RecordCollector
}

/** A task's processor graph: nodes by name (parents before children) and sources by physical topic. */
export interface TaskGraph {
  readonly nodes: ReadonlyMap<string, TaskNode>
  readonly sourcesByTopic: ReadonlyMap<string, SourceTaskNode>
  readonly patternSources: readonly { readonly pattern: RegExp; readonly source: SourceTaskNode }[]
}

const serdeOf = (
  given: Serde<unknown> | undefined,
  fallback: Serde<unknown> | undefined,
  node: string,
  what: string,
) => {
  const serde = given ?? fallback
  if (serde === undefined) {
    throw new StreamsConfigError(
      `Node ${node} has no ${what} serde: give one in the topology or set 'default.${what}.serde'.`,
      `default.${what}.serde`,
    )
  }
  return serde
}

/**
 * Instantiates the nodes of a task from the physical topology: one processor per spec through the registry (an
 * unknown kind fails here, naming the node), serdes resolved against the defaults, children wired in the order
 * they were added. KTable `groupBy` repartitions carry old and new values in one record ({@link changeSerde}).
 * @throws UnsupportedProcessorError for a processor kind without an implementation
 * @throws StreamsConfigError when a source or sink has no serde and no default exists
 * @category Running
 * @since 0.1.0
 */
export const buildTaskGraph = (inputs: GraphInputs): TaskGraph => {
  const specOf = new Map(inputs.nodes.map((n) => [n.name, n]))
  const childKinds = new Map<string, string[]>()
  for (const n of inputs.nodes) {
    for (const p of predecessorsOf(n)) {
      const kinds = childKinds.get(p) ?? []
      kinds.push(n._tag === 'Processor' ? n.spec._tag : n._tag)
      childKinds.set(p, kinds)
    }
  }
  const nodes = new Map<string, TaskNode>()
  const sourcesByTopic = new Map<string, SourceTaskNode>()
  const patternSources: { pattern: RegExp; source: SourceTaskNode }[] = []
  for (const n of inputs.nodes) {
    switch (n._tag) {
      case 'Source': {
        const value = serdeOf(n.valueSerde, inputs.defaults.value, n.name, 'value')
        const framed = (childKinds.get(n.name) ?? []).includes('TableAggregate')
        const source = new SourceTaskNode(
          n.name,
          serdeOf(n.keySerde, inputs.defaults.key, n.name, 'key'),
          framed ? (changeSerde(value) as Serde<unknown>) : value,
          n.global,
          n.timestampExtractor as TimestampExtractor | undefined,
        )
        for (const topic of n.topics ?? []) sourcesByTopic.set(inputs.topicName(topic), source)
        if (n.pattern !== undefined) patternSources.push({ pattern: n.pattern, source })
        nodes.set(n.name, source)
        break
      }
      case 'Processor': {
        const factory = factoryFor(n.spec)
        if (factory === undefined) {
          throw new UnsupportedProcessorError(
            `Node ${n.name} is a ${n.spec._tag} processor, which this runtime cannot run yet.`,
            n.name,
            n.spec._tag,
          )
        }
        nodes.set(n.name, new ProcessorTaskNode(n.name, factory(n.spec, inputs.hooks(n.name)), inputs.host))
        break
      }
      case 'Sink': {
        const parent = specOf.get(n.predecessors[0] ?? '')
        const framed = parent?._tag === 'Processor' && parent.spec._tag === 'TableSelect'
        const value = serdeOf(n.valueSerde, inputs.defaults.value, n.name, 'value')
        const serdes = {
          key: serdeOf(n.keySerde, inputs.defaults.key, n.name, 'key'),
          value: framed ? (changeSerde(value) as Serde<unknown>) : value,
        }
        nodes.set(n.name, new SinkTaskNode(n, inputs.topicName, serdes, inputs.collector, inputs.host))
        break
      }
    }
  }
  for (const n of inputs.nodes) {
    const node = nodes.get(n.name) as TaskNode
    for (const p of predecessorsOf(n)) nodes.get(p)?.children.push(node)
  }
  return { nodes, sourcesByTopic, patternSources }
}
