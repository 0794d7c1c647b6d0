import type { ProcessorSpec } from '../../graph/ProcessorSpec.js'
import type { StoreSpec } from '../../graph/StoreSpec.js'
import { KStream } from '../KStream.js'
import { operate, type NameRequest } from './operate.js'
import type { AnySerde } from './HandleState.js'
import { processorNode } from './processorNode.js'

/**
 * Appends a one-processor step after a stream and returns the resulting stream, carrying serdes and the
 * repartition-required flag the way Kafka Streams' `KStreamImpl` does.
 * @category Building topologies
 * @since 0.1.0
 */
export const streamOperator = <KR, VR>(
  source: KStream<unknown, unknown>,
  step: {
    readonly name: string | NameRequest
    readonly spec: ProcessorSpec
    readonly keyChanging?: boolean
    readonly valueChanging?: boolean
    readonly keySerde: AnySerde | undefined
    readonly valueSerde: AnySerde | undefined
    readonly repartitionRequired: boolean
    readonly connectStores?: readonly string[]
    readonly addStores?: readonly StoreSpec[]
  },
): KStream<KR, VR> => {
  const s = source.state
  return operate(s.graph, {
    name: step.name,
    node: processorNode(step.spec, {
      connectStores: step.connectStores ?? [],
      addStores: step.addStores ?? [],
      ...(step.keyChanging === true ? { keyChanging: true } : {}),
      ...(step.valueChanging === true ? { valueChanging: true } : {}),
    }),
    parents: [s.nodeId],
    handle: (node) =>
      new KStream<KR, VR>({
        graph: s.graph,
        nodeId: node.id,
        name: node.name,
        keySerde: step.keySerde,
        valueSerde: step.valueSerde,
        sourceNodes: s.sourceNodes,
        repartitionRequired: step.repartitionRequired,
      }),
  })
}
