import { checked } from '../internal/requireArguments.js'
import { repartitionStep } from '../internal/repartitionStep.js'
import { KStream } from '../KStream.js'
import { Repartitioned, type RepartitionedSpec } from '../options/Repartitioned.js'
import type { SerdePair } from '../options/SerdePair.js'
import type { UnaryFunction } from '../Pipeable.js'

/**
 * Writes the stream through a repartition topic (`<name>-repartition`) and reads it back, partitioned by the
 * current key. `Repartitioned.withNumberOfPartitions(n)` fixes the topic's partition count.
 * @example
 * stream.pipe(repartition(Repartitioned.as('by-user').withNumberOfPartitions(4)))
 * @category Operators
 * @since 0.1.0
 */
export const repartition = checked(
  'repartition',
  ['repartitioned?'],
  <K, V>(
    repartitioned?: Repartitioned<K, V> | SerdePair<K, V>,
  ): UnaryFunction<KStream<K, V>, KStream<K, V>> =>
    (source) => {
      const s = source.state
      const spec = Repartitioned.from(repartitioned) as RepartitionedSpec<unknown, unknown>
      const name = spec.name ?? s.graph.names.newProcessorName('KSTREAM-REPARTITION-')
      const keySerde = spec.keySerde ?? s.keySerde
      const valueSerde = spec.valueSerde ?? s.valueSerde
      const node = repartitionStep(s, {
        prefix: name,
        variant: 'unoptimizable',
        keySerde: spec.keySerde,
        valueSerde,
        partitions: spec.numberOfPartitions,
        partitioner: spec.streamPartitioner,
      })
      return new KStream<K, V>({
        graph: s.graph,
        nodeId: node.id,
        name: node.name,
        keySerde,
        valueSerde,
        sourceNodes: [node.name],
        repartitionRequired: false,
      })
    },
)
