import type { RepartitionCache, StreamState } from './internal/HandleState.js'
import { Pipeable } from './Pipeable.js'

/**
 * A record stream (Kafka Streams' `KStream<K, V>`): transform it with operators through `pipe`.
 * @example
 * builder.stream<string, string>('in').pipe(mapValues((v) => v.toUpperCase()), to('out'))
 * @category Building topologies
 * @since 0.1.0
 */
export class KStream<K, V> extends Pipeable {
  readonly _tag = 'KStream' as const
  declare readonly _K: K
  declare readonly _V: V
  /** @internal The repartition node a join created for this stream, reused by later joins with the same name. */
  readonly joinRepartition: RepartitionCache = { node: undefined }

  /** @internal Handles are made by the builder and the operators, never by users. */
  constructor(
    /** @internal Compile-time state; not part of the public API. */
    readonly state: StreamState,
  ) {
    super()
  }
}
