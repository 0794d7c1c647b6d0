import { checked } from '../internal/requireArguments.js'
import { operateNode } from '../internal/operate.js'
import type { KStream } from '../KStream.js'
import { Produced, type ProducedSpec } from '../options/Produced.js'
import type { SerdePair } from '../options/SerdePair.js'
import type { UnaryFunction } from '../Pipeable.js'

/**
 * Chooses the topic of each record (Kafka Streams' `TopicNameExtractor`).
 * @category Operators
 * @since 0.1.0
 */
export type TopicNameExtractor<K, V> = (key: K, value: V, context: { readonly topic: string }) => string

/**
 * Writes the stream to a topic (or to the topic `extractor` picks per record); terminal. Serdes default to the
 * stream's.
 * @example
 * stream.pipe(to('output', Produced.with(Serdes.string(), Serdes.long())))
 * @category Operators
 * @since 0.1.0
 */
export const to = checked(
  'to',
  ['topic', 'produced?'],
  <K, V>(
    topic: string | TopicNameExtractor<K, V>,
    produced?: Produced<K, V> | SerdePair<K, V>,
  ): UnaryFunction<KStream<K, V>, void> =>
    (source) => {
      const s = source.state
      const spec = Produced.from(produced) as ProducedSpec<unknown, unknown>
      operateNode(s.graph, {
        name: { named: spec.name, prefix: 'KSTREAM-SINK-' },
        node: (name) => ({
          _tag: 'Sink',
          name,
          topic:
            typeof topic === 'string'
              ? topic
              : {
                  extractor: topic,
                  // as Java prints the extractor's toString(): an own toString wins over the function name
                  label:
                    topic.toString !== Function.prototype.toString
                      ? topic.toString()
                      : topic.name === ''
                        ? 'TopicNameExtractor'
                        : topic.name,
                },
          sink: {
            keySerde: spec.keySerde ?? s.keySerde,
            valueSerde: spec.valueSerde ?? s.valueSerde,
            partitioner: spec.streamPartitioner,
          },
        }),
        parents: [s.nodeId],
      })
    },
)
