import { KStream } from '../../KStream.js'
import type { AnySerde } from '../HandleState.js'
import { repartitionStep } from '../repartitionStep.js'

/**
 * Repartitions a key-changed stream before a join (Kafka Streams' `repartitionForJoin`): the topic is
 * `<prefix>-repartition`; a stream joined twice under its own name reuses its repartition node.
 * @category Building topologies
 * @since 0.1.0
 */
export const repartitionForJoin = (
  stream: KStream<unknown, unknown>,
  prefix: string,
  keySerde: AnySerde | undefined,
  valueSerde: AnySerde | undefined,
): KStream<unknown, unknown> => {
  const s = stream.state
  const serdes = { keySerde: keySerde ?? s.keySerde, valueSerde: valueSerde ?? s.valueSerde }
  const reuse = stream.joinRepartition.node !== undefined && s.name === prefix
  const node = repartitionStep(s, {
    prefix,
    variant: 'optimizable',
    ...serdes,
    cache: { slot: stream.joinRepartition, reuse, touch: false },
  })
  const generated = s.graph.node(node.id)
  return new KStream({
    graph: s.graph,
    nodeId: node.id,
    name: generated.name,
    ...serdes,
    sourceNodes: [generated.name],
    repartitionRequired: false,
  })
}
