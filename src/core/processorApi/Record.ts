import { emptyHeaders, type Headers } from './Headers.js'

/**
 * A record flowing through a processor: key, value, timestamp (epoch ms) and headers. Immutable: the `with*`
 * methods return a copy, as Kafka Streams' `Record`.
 * @example
 * const r = new Record('k', 'v', 1000)
 * context.forward(r.withValue(r.value.toUpperCase()))
 * @category Building topologies
 * @since 0.1.0
 */
export class Record<K, V> {
  constructor(
    readonly key: K,
    readonly value: V,
    readonly timestamp: number,
    readonly headers: Headers = emptyHeaders,
  ) {}

  /** The same record with another key. */
  withKey<K2>(key: K2): Record<K2, V> {
    return new Record(key, this.value, this.timestamp, this.headers)
  }

  /** The same record with another value. */
  withValue<V2>(value: V2): Record<K, V2> {
    return new Record(this.key, value, this.timestamp, this.headers)
  }

  /** The same record with another timestamp. */
  withTimestamp(timestamp: number): Record<K, V> {
    return new Record(this.key, this.value, timestamp, this.headers)
  }

  /** The same record with other headers. */
  withHeaders(headers: Headers): Record<K, V> {
    return new Record(this.key, this.value, this.timestamp, headers)
  }
}
