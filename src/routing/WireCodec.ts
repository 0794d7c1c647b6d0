import type * as E from 'fp-ts/lib/Either.js'
import * as t from 'io-ts'
import type { KeyLocator } from '../query/metadata/StreamsMetadataState.js'
import { Serdes } from '../serde/Serdes.js'

/**
 * How a store's keys and values travel over HTTP: keys as URL text, values as JSON, each read back with a
 * validating decoder (io-ts types fit: `t.string`, `t.number`, `t.type({...})`), plus the key serializer (or
 * partitioner) that placed the keys, so a router finds a key's partition.
 * @example
 * const counts: WireCodec<string, number> = WireCodec.stringKeys(t.number)
 * @category Interactive queries
 * @since 0.1.0
 */
export interface WireCodec<K, V> {
  readonly locator: KeyLocator<K>
  readonly key: {
    readonly encode: (key: K) => string
    readonly decode: (text: string) => E.Either<unknown, K>
  }
  readonly value: {
    readonly encode: (value: V) => unknown
    readonly decode: (json: unknown) => E.Either<unknown, V>
  }
}

/**
 * Constructors.
 * @example
 * WireCodec.of(Serdes.string().serializer, t.string, t.number)
 * @category Interactive queries
 * @since 0.1.0
 */
export const WireCodec = {
  /** From a key locator, a key codec and a value codec. */
  of: <K, V>(
    locator: KeyLocator<K>,
    key: WireCodec<K, V>['key'],
    value: WireCodec<K, V>['value'],
  ): WireCodec<K, V> => ({ locator, key, value }),
  /** String keys (serialized with `Serdes.string()`), values read with `value`. */
  stringKeys: <V>(value: WireCodec<string, V>['value']): WireCodec<string, V> => ({
    locator: Serdes.string().serializer,
    key: t.string,
    value,
  }),
} as const
