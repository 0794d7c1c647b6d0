import type { Serde } from '../../serde/Serde.js'
import { MeteredSessionStore } from '../session/MeteredSessionStore.js'
import {
  sessionBytesStoreSupplier,
  type SessionBytesStoreSupplier,
} from '../session/SessionBytesStoreSupplier.js'
import type { ValueAndTimestamp } from '../ValueAndTimestamp.js'
import { valueAndTimestampSerde } from '../valueAndTimestampSerde.js'
import { MeteredWindowStore } from '../window/MeteredWindowStore.js'
import { SegmentedStoreBuilder } from './SegmentedStoreBuilder.js'
import {
  windowBytesStoreSupplier,
  type WindowBytesStoreSupplier,
} from '../window/WindowBytesStoreSupplier.js'

/**
 * What `Stores.windowStoreBuilder` returns (Kafka's `StoreBuilder<WindowStore<K, V>>`).
 * @example
 * const b: WindowStoreBuilder<string, number> = Stores.windowStoreBuilder(supplier, Serdes.string(), Serdes.integer())
 * @category State stores
 * @since 0.1.0
 */
export type WindowStoreBuilder<K, V> = SegmentedStoreBuilder<MeteredWindowStore<K, V>>

/**
 * What `Stores.sessionStoreBuilder` returns (Kafka's `StoreBuilder<SessionStore<K, AGG>>`).
 * @example
 * const b: SessionStoreBuilder<string, number> = Stores.sessionStoreBuilder(supplier, Serdes.string(), Serdes.integer())
 * @category State stores
 * @since 0.1.0
 */
export type SessionStoreBuilder<K, AGG> = SegmentedStoreBuilder<MeteredSessionStore<K, AGG>>

/** A window store supplier factory over LevelDB (`persistent`) or memory, with Kafka's `Stores` arguments. */
const windowStore =
  (persistent: boolean) =>
  (
    name: string,
    retentionPeriod: number,
    windowSize: number,
    retainDuplicates: boolean,
  ): WindowBytesStoreSupplier =>
    windowBytesStoreSupplier(name, persistent, retentionPeriod, windowSize, retainDuplicates)

/**
 * A window store builder over `supplier` whose store holds values with `stored`; the plan sees it as `kind` with the
 * plain value serde `described` (a timestamped store wraps it).
 */
const windowBuilder = <K, V>(
  supplier: WindowBytesStoreSupplier,
  keySerde: Serde<K>,
  stored: Serde<V>,
  kind: 'window' | 'timestampedWindow',
  described: Serde<unknown>,
): WindowStoreBuilder<K, V> =>
  new SegmentedStoreBuilder(
    supplier.name,
    supplier.retentionPeriod,
    (layers, uncommittedMaxBytes) =>
      new MeteredWindowStore(
        supplier.get(layers),
        { key: keySerde, value: stored, topic: supplier.name },
        uncommittedMaxBytes,
      ),
    !supplier.retainDuplicates,
    undefined,
    {
      kind,
      persistent: supplier.persistent,
      keySerde: keySerde as Serde<unknown>,
      valueSerde: described,
      windowSizeMs: supplier.windowSize,
      retainDuplicates: supplier.retainDuplicates,
    },
  )

/**
 * The window and session half of `Stores`, named as Kafka's (durations in milliseconds). `Stores` includes
 * every member; use it from there.
 * @example
 * const joins = Stores.windowStoreBuilder(
 *   Stores.inMemoryWindowStore('join-buffer', 600_000, 60_000, true), Serdes.string(), Serdes.string(),
 * ).withLoggingDisabled()
 * @category State stores
 * @since 0.1.0
 */
export const WindowStores = {
  /** A LevelDB-backed window store: segments of `max(retention / 2, 60s)` in one database per task. */
  persistentWindowStore: windowStore(true),
  /** Kafka's timestamped variant: the same backend; `timestampedWindowStoreBuilder` adds timestamps to values. */
  persistentTimestampedWindowStore: windowStore(true),
  /** An in-memory window store (rebuilt from the changelog after a restart). */
  inMemoryWindowStore: windowStore(false),
  /** A LevelDB-backed session store, segmented by session end. */
  persistentSessionStore: (name: string, retentionPeriod: number): SessionBytesStoreSupplier =>
    sessionBytesStoreSupplier(name, true, retentionPeriod),
  /** An in-memory session store. */
  inMemorySessionStore: (name: string, retentionPeriod: number): SessionBytesStoreSupplier =>
    sessionBytesStoreSupplier(name, false, retentionPeriod),
  /** A builder of typed window stores over `supplier` (never cached when the supplier retains duplicates). */
  windowStoreBuilder: <K, V>(
    supplier: WindowBytesStoreSupplier,
    keySerde: Serde<K>,
    valueSerde: Serde<V>,
  ): WindowStoreBuilder<K, V> =>
    windowBuilder(supplier, keySerde, valueSerde, 'window', valueSerde as Serde<unknown>),
  /** A builder of window stores whose values carry the writing record's timestamp (windowed aggregations). */
  timestampedWindowStoreBuilder: <K, V>(
    supplier: WindowBytesStoreSupplier,
    keySerde: Serde<K>,
    valueSerde: Serde<V>,
  ): WindowStoreBuilder<K, ValueAndTimestamp<V>> =>
    windowBuilder(
      supplier,
      keySerde,
      valueAndTimestampSerde(valueSerde),
      'timestampedWindow',
      valueSerde as Serde<unknown>,
    ),
  /** A builder of typed session stores over `supplier`. */
  sessionStoreBuilder: <K, AGG>(
    supplier: SessionBytesStoreSupplier,
    keySerde: Serde<K>,
    aggregateSerde: Serde<AGG>,
  ): SessionStoreBuilder<K, AGG> =>
    new SegmentedStoreBuilder(
      supplier.name,
      supplier.retentionPeriod,
      (layers, uncommittedMaxBytes) =>
        new MeteredSessionStore(
          supplier.get(layers),
          { key: keySerde, value: aggregateSerde, topic: supplier.name },
          uncommittedMaxBytes,
        ),
      true,
      undefined,
      {
        kind: 'session',
        persistent: supplier.persistent,
        keySerde: keySerde as Serde<unknown>,
        valueSerde: aggregateSerde as Serde<unknown>,
      },
    ),
} as const
