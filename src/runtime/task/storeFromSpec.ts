import { leftOrRightValuesSerde } from '../../processor/processors/LeftOrRightValue.js'
import { StreamTableJoinBuffer } from '../../processor/processors/StreamTableJoinBuffer.js'
import { TimeOrderedKeyValueBuffer } from '../../processor/processors/TimeOrderedKeyValueBuffer.js'
import { timestampedKeyAndJoinSideSerde } from '../../processor/processors/TimestampedKeyAndJoinSide.js'
import type { Serde } from '../../serde/Serde.js'
import type { StateStore } from '../../state/StateStore.js'
import { Stores } from '../../state/Stores.js'
import { windowBytesStoreSupplier } from '../../state/window/WindowBytesStoreSupplier.js'
import { absurd } from '../../core/absurd.js'
import type { StoreSpec } from '../../graph/StoreSpec.js'
import { StreamsConfigError } from '../../errors/TaskError.js'

interface Layered<B> {
  withCachingEnabled(): B
  withLoggingEnabled(config: Readonly<Record<string, string>>): B
  withLoggingDisabled(): B
}

const layered = <B extends Layered<B>>(builder: B, spec: StoreSpec): B => {
  const cached = spec.caching ? builder.withCachingEnabled() : builder
  return spec.logging.enabled ? cached.withLoggingEnabled(spec.logging.config) : cached.withLoggingDisabled()
}

/**
 * Builds the store a {@link StoreSpec} describes, through `Stores` (memory or LevelDB backend, caching and
 * change-logging as the spec says, `statestore.*` config), with the default serdes where the spec has none.
 * @throws StreamsConfigError when neither the spec nor the defaults give a serde
 * @example
 * const store = storeFromSpec(spec, { key: Serdes.string(), value: Serdes.string() }, {})
 * @category Running
 * @since 0.1.0
 */
export const storeFromSpec = (
  spec: StoreSpec,
  defaults: { readonly key: Serde<unknown> | undefined; readonly value: Serde<unknown> | undefined },
  config: Readonly<Record<string, unknown>>,
): StateStore => {
  const serde = (given: Serde<unknown> | undefined, fallback: Serde<unknown> | undefined, what: string) => {
    const s = given ?? fallback
    if (s === undefined) {
      throw new StreamsConfigError(
        `Store ${spec.name} has no ${what} serde: give one through Materialized or set 'default.${what}.serde'.`,
        `default.${what}.serde`,
      )
    }
    return s
  }
  const key = serde(spec.keySerde, defaults.key, 'key')
  const value = serde(spec.valueSerde, defaults.value, 'value')
  const { name, persistent } = spec
  switch (spec.kind) {
    case 'keyValue':
    case 'timestampedKeyValue': {
      const supplier = persistent ? Stores.persistentKeyValueStore(name) : Stores.inMemoryKeyValueStore(name)
      const builder =
        spec.outerJoin !== undefined
          ? Stores.keyValueStoreBuilder(
              supplier,
              timestampedKeyAndJoinSideSerde(key),
              leftOrRightValuesSerde(value, serde(spec.outerJoin.otherValueSerde, defaults.value, 'value')),
            )
          : spec.kind === 'keyValue'
            ? Stores.keyValueStoreBuilder(supplier, key, value)
            : Stores.timestampedKeyValueStoreBuilder(supplier, key, value)
      return layered(builder, spec).build(config)
    }
    case 'window':
    case 'timestampedWindow': {
      const supplier = windowBytesStoreSupplier(
        name,
        persistent,
        spec.retentionMs ?? 0,
        spec.windowSizeMs ?? 0,
        spec.retainDuplicates ?? false,
        spec.timeOrdered ?? false,
      )
      const builder =
        spec.kind === 'window'
          ? Stores.windowStoreBuilder(supplier, key, value)
          : Stores.timestampedWindowStoreBuilder(supplier, key, value)
      return layered(builder, spec).build(config)
    }
    case 'session': {
      const retention = spec.retentionMs ?? 0
      const supplier = persistent
        ? Stores.persistentSessionStore(name, retention)
        : Stores.inMemorySessionStore(name, retention)
      return layered(Stores.sessionStoreBuilder(supplier, key, value), spec).build(config)
    }
    case 'timeOrderedBuffer':
      // a buffer keeping every record (a stream-table join's grace buffer) or one per key (suppress)
      return spec.retainDuplicates === true
        ? new StreamTableJoinBuffer(name, spec.retentionMs ?? 0, key, value, spec.logging.enabled)
        : new TimeOrderedKeyValueBuffer(name, key, value, spec.logging.enabled)
    case 'versionedKeyValue': {
      // versioned stores have no record cache (as in Kafka Streams): only logging is taken from the spec
      const args = [name, spec.retentionMs ?? 0, spec.segmentIntervalMs] as const
      const supplier = persistent
        ? Stores.persistentVersionedKeyValueStore(...args)
        : Stores.inMemoryVersionedKeyValueStore(...args)
      const builder = Stores.versionedKeyValueStoreBuilder(supplier, key, value)
      return (
        spec.logging.enabled ? builder.withLoggingEnabled(spec.logging.config) : builder.withLoggingDisabled()
      ).build(config)
    }
    default:
      return absurd(spec.kind)
  }
}
