import type { ProcessorSpec } from '../../graph/ProcessorSpec.js'
import type { KStream } from '../KStream.js'
import { streamOperator } from './streamOperator.js'

/**
 * What a stateless stream step changes: the key and value (`map`, `flatMap`), only the key (`selectKey`) or
 * only the value (`mapValues`, `flatMapValues`).
 * @category Building topologies
 * @since 0.1.0
 */
export type StreamChange = 'keyAndValue' | 'key' | 'value'

/**
 * Appends a stateless step named `name` (else `prefix` plus an index) with `KStreamImpl`'s serde rule: a new
 * key drops the key serde, marks the stream for repartitioning before a later aggregation or join, and drops
 * the value serde unless only the key changed; a new value drops the value serde and keeps the rest.
 * @example
 * changingOperator(stream, 'key', undefined, 'KSTREAM-KEY-SELECT-', { _tag: 'SelectKey', mapper })
 * @category Building topologies
 * @since 0.1.0
 */
export const changingOperator = <KR, VR>(
  source: KStream<unknown, unknown>,
  change: StreamChange,
  name: string | undefined,
  prefix: string,
  spec: ProcessorSpec,
): KStream<KR, VR> => {
  const s = source.state
  const step = { name: { named: name, prefix }, spec }
  return change === 'value'
    ? streamOperator(source, {
        ...step,
        valueChanging: true,
        keySerde: s.keySerde,
        valueSerde: undefined,
        repartitionRequired: s.repartitionRequired,
      })
    : streamOperator(source, {
        ...step,
        keyChanging: true,
        keySerde: undefined,
        valueSerde: change === 'key' ? s.valueSerde : undefined,
        repartitionRequired: true,
      })
}
