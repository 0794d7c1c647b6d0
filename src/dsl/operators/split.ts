import type { Predicate } from '../../graph/specs/Callback.js'
import { BranchedKStream } from '../BranchedKStream.js'
import { operate } from '../internal/operate.js'
import type { KStream } from '../KStream.js'
import { Named } from '../options/Named.js'
import type { UnaryFunction } from '../Pipeable.js'
import { processorNode } from '../internal/processorNode.js'

/**
 * Splits a stream into branches by predicates (Kafka Streams' `split()`); the name prefixes branch names.
 * @example
 * stream.pipe(split()).branch((k, v) => v > 0, Branched.withConsumer((s) => s.pipe(to('positive')))).noDefaultBranch()
 * @category Operators
 * @since 0.1.0
 */
export const split =
  <K, V>(named?: Named | string): UnaryFunction<KStream<K, V>, BranchedKStream<K, V>> =>
  (source) => {
    const s = source.state
    const predicates: Predicate[] = []
    const childNames: string[] = []
    return operate(s.graph, {
      name: { named: Named.from(named), prefix: 'KSTREAM-BRANCH-' },
      node: processorNode({ _tag: 'Branch', predicates, childNames }),
      parents: [s.nodeId],
      handle: (node) => new BranchedKStream(source, node.name, node.id, { predicates, childNames }),
    })
  }
