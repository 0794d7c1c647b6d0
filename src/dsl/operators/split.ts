import type { Predicate } from '../../graph/specs/Callback.js'
import { BranchedKStream } from '../BranchedKStream.js'
import { appendNode } from '../internal/appendNode.js'
import type { KStream } from '../KStream.js'
import { Named } from '../options/Named.js'
import type { UnaryFunction } from '../Pipeable.js'

/**
 * Splits a stream into branches by predicates (Kafka Streams' `split()`); the name prefixes branch names.
 * @example
 * stream.pipe(split()).branch((k, v) => v > 0, Branched.withConsumer((s) => s.pipe(to('positive')))).noDefaultBranch()
 * @category operators
 * @since 0.1.0
 */
export const split =
  <K, V>(named?: Named | string): UnaryFunction<KStream<K, V>, BranchedKStream<K, V>> =>
  (source) => {
    const s = source.state
    const name = s.graph.names.orElseGenerate(Named.from(named), 'KSTREAM-BRANCH-')
    const predicates: Predicate[] = []
    const childNames: string[] = []
    const node = appendNode(
      s.graph,
      {
        _tag: 'Processor',
        name,
        spec: { _tag: 'Branch', predicates, childNames },
        connectStores: [],
        addStores: [],
      },
      [s.nodeId],
    )
    return new BranchedKStream(source, name, node.id, { predicates, childNames })
  }
