import type { UserFunction } from '../../topology/ProcessorSpec.js'
import { streamOperator } from '../internal/streamOperator.js'
import type { KeyValue } from '../KeyValue.js'
import type { KStream } from '../KStream.js'
import { Named } from '../options/Named.js'
import type { UnaryFunction } from '../Pipeable.js'

/**
 * Replaces each record by zero or more records `mapper(key, value)` returns. The key changes.
 * @example
 * stream.pipe(flatMap((key, value) => [KeyValue.pair(key, value), KeyValue.pair(value, key)]))
 * @category operators
 * @since 0.1.0
 */
export const flatMap =
  <K, V, KR, VR>(
    mapper: (key: K, value: V) => Iterable<KeyValue<KR, VR>>,
    named?: Named | string,
  ): UnaryFunction<KStream<K, V>, KStream<KR, VR>> =>
  (source) => {
    const s = source.state
    return streamOperator(source as KStream<unknown, unknown>, {
      name: s.graph.names.orElseGenerate(Named.from(named), 'KSTREAM-FLATMAP-'),
      spec: { _tag: 'FlatMap', mapper: mapper as UserFunction },
      keyChanging: true,
      keySerde: undefined,
      valueSerde: undefined,
      repartitionRequired: true,
    })
  }
