import type { Serde, Serializer } from '../../serde/Serde.js'
import { AbstractKeyValueIterator } from '../AbstractKeyValueIterator.js'
import { Bytes } from '../Bytes.js'
import { StoreSerializationError } from '../StateStoreError.js'
import type { KeyValue } from '../../core/KeyValue.js'
import type { KeyValueIterator } from '../KeyValueIterator.js'
import type { ReadOnlyKeyValueStore } from '../ReadOnlyKeyValueStore.js'
import type { StateStoreContext } from '../StateStoreContext.js'

/** Key and value serdes of a typed store, with the topic name they are called with. */
export interface StoreSerdes<K, V> {
  readonly key: Serde<K>
  readonly value: Serde<V>
  /** Passed to the serdes as the topic until the store is opened, which tells the real one (`serdeTopic`). */
  readonly topic: string
}

/**
 * Encoding and decoding of a typed store's keys and values, turning serde failures into
 * `StoreSerializationError`s that name the store. The serdes are called with the store's serde topic.
 */
export class StoreCodec<K, V> {
  /** The key serializer's latin1 fast path, if it has one (a key then needs no `Buffer`). */
  private readonly keyLatin1: ((topic: string, data: K) => string) | undefined
  /** The topic the serdes are called with: the serdes' own until the store opens, then the context's `serdeTopic`. */
  private topic: string

  constructor(
    readonly storeName: string,
    readonly serdes: StoreSerdes<K, V>,
  ) {
    this.keyLatin1 = serdes.key.serializer.serializeLatin1
    this.topic = serdes.topic
  }

  /** Takes the topic the owner names for the store's serdes (Kafka's changelog topic), if it names one. */
  open(context: StateStoreContext): void {
    if (context.serdeTopic !== undefined) this.topic = context.serdeTopic
  }

  // Each method catches inline rather than through a shared closure: these run once per record.
  encodeKey(key: K): Bytes {
    try {
      const topic = this.topic
      const latin1 = this.keyLatin1
      return latin1 !== undefined
        ? Bytes.fromKey(latin1(topic, key))
        : Bytes.wrap(this.serdes.key.serializer.serialize(topic, key))
    } catch (cause) {
      throw this.failure('encode the key', cause)
    }
  }

  encodeValue(value: V | null): Buffer | null {
    if (value === null) return null
    try {
      return this.serdes.value.serializer.serialize(this.topic, value)
    } catch (cause) {
      throw this.failure('encode the value', cause)
    }
  }

  encodePrefix<P>(prefix: P, serializer: Serializer<P>): Buffer {
    try {
      return serializer.serialize(this.topic, prefix)
    } catch (cause) {
      throw this.failure('encode the prefix', cause)
    }
  }

  decodeKey(key: Bytes): K {
    try {
      return this.serdes.key.deserializer.deserialize(this.topic, key.get())
    } catch (cause) {
      throw this.failure('decode a key', cause)
    }
  }

  decodeValue(value: Buffer | undefined | null): V | undefined {
    if (value === undefined || value === null) return undefined
    try {
      return this.serdes.value.deserializer.deserialize(this.topic, value)
    } catch (cause) {
      throw this.failure('decode a value', cause)
    }
  }

  private failure(what: string, cause: unknown): StoreSerializationError {
    return new StoreSerializationError(`Store '${this.storeName}' could not ${what}.`, this.storeName, {
      cause,
    })
  }
}

/** A typed iterator decoding the rows of a byte-level iterator, once per row. */
export class DecodingIterator<K, V> extends AbstractKeyValueIterator<K, V> {
  private lastRaw: KeyValue<Bytes, Buffer> | undefined
  private lastRow: KeyValue<K, V> | undefined

  constructor(
    private readonly inner: KeyValueIterator<Bytes, Buffer>,
    private readonly codec: StoreCodec<K, V>,
  ) {
    super(codec.storeName)
  }

  protected _peek(): KeyValue<K, V> | undefined {
    const raw = this.inner.peekNext()
    if (raw === undefined) return undefined
    if (raw.key !== this.lastRaw?.key || raw.value !== this.lastRaw.value) {
      this.lastRaw = raw
      this.lastRow = { key: this.codec.decodeKey(raw.key), value: this.codec.decodeValue(raw.value) as V }
    }
    return this.lastRow
  }

  protected _advance(): void {
    this.inner.next()
  }

  protected override _release(): void {
    this.inner.close()
  }
}

/**
 * A typed read-only view over a byte-level one: what `readOnly(level)` of a typed store returns.
 * @example
 * const committed = new SerdeKeyValueView(bytesStore.readOnly('READ_COMMITTED'), codec)
 * @category State stores
 * @since 0.1.0
 */
export class SerdeKeyValueView<K, V> implements ReadOnlyKeyValueStore<K, V> {
  constructor(
    private readonly inner: ReadOnlyKeyValueStore<Bytes, Buffer>,
    private readonly codec: StoreCodec<K, V>,
  ) {}

  get(key: K): V | undefined {
    return this.codec.decodeValue(this.inner.get(this.codec.encodeKey(key)))
  }

  range(from: K | undefined, to: K | undefined): KeyValueIterator<K, V> {
    return this.decode(this.inner.range(this.bound(from), this.bound(to)))
  }

  reverseRange(from: K | undefined, to: K | undefined): KeyValueIterator<K, V> {
    return this.decode(this.inner.reverseRange(this.bound(from), this.bound(to)))
  }

  all(): KeyValueIterator<K, V> {
    return this.decode(this.inner.all())
  }

  reverseAll(): KeyValueIterator<K, V> {
    return this.decode(this.inner.reverseAll())
  }

  prefixScan<P>(prefix: P, prefixSerializer: Serializer<P>): KeyValueIterator<K, V> {
    const bytes = this.codec.encodePrefix(prefix, prefixSerializer)
    return this.decode(this.inner.prefixScan(bytes, identity))
  }

  approximateNumEntries(): number {
    return this.inner.approximateNumEntries()
  }

  private bound(key: K | undefined): Bytes | undefined {
    return key === undefined || key === null ? undefined : this.codec.encodeKey(key)
  }

  private decode(it: KeyValueIterator<Bytes, Buffer>): KeyValueIterator<K, V> {
    return new DecodingIterator(it, this.codec)
  }
}

/** The serializer of prefixes that are bytes already. */
export const identity: Serializer<Buffer> = { serialize: (_topic, data) => data }
