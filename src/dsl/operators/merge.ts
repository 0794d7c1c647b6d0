import { checked } from '../internal/requireArguments.js'
import { operate } from '../internal/operate.js'
import { KStream } from '../KStream.js'
import { Named } from '../options/Named.js'
import type { UnaryFunction } from '../Pipeable.js'
import { processorNode } from '../internal/processorNode.js'

/**
 * Merges `other` into the piped stream: records of both flow on, in no particular order between them.
 * @example
 * left.pipe(merge(right), to('both'))
 * @category Operators
 * @since 0.1.0
 */
export const merge = checked(
  'merge',
  ['stream', 'named?'],
  <K, V>(other: KStream<K, V>, named?: Named | string): UnaryFunction<KStream<K, V>, KStream<K, V>> =>
    (source) => {
      const s = source.state
      const o = other.state
      return operate(s.graph, {
        name: { named: Named.from(named), prefix: 'KSTREAM-MERGE-' },
        node: processorNode({ _tag: 'PassThrough' }, { mergeNode: true }),
        parents: [s.nodeId, o.nodeId],
        handle: (node) =>
          new KStream<K, V>({
            graph: s.graph,
            nodeId: node.id,
            name: node.name,
            keySerde: undefined,
            valueSerde: undefined,
            sourceNodes: [...new Set([...s.sourceNodes, ...o.sourceNodes])],
            repartitionRequired: s.repartitionRequired || o.repartitionRequired,
          }),
      })
    },
)
