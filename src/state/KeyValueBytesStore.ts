import type { Bytes } from './Bytes.js'
import type { KeyValueStore } from './KeyValueStore.js'
import type { SessionStore } from './SessionStore.js'
import type { WindowStore } from './WindowStore.js'

/**
 * The byte-level key-value store that backends implement and layers stack on (as Kafka's
 * `KeyValueStore<Bytes, byte[]>`): keys are {@link Bytes} in unsigned lexicographic order, values `Buffer`s.
 * Prefix scans take the prefix as `Bytes` with an identity serializer.
 * @example
 * const s: KeyValueBytesStore = new InMemoryKeyValueBytesStore('s')
 * s.put(Bytes.wrap(Buffer.from('k')), Buffer.from('v'))
 * @category State stores
 * @since 0.1.0
 */
export type KeyValueBytesStore = KeyValueStore<Bytes, Buffer>

/**
 * The byte-level window store (keys are serialized record keys).
 * @example
 * declare const s: WindowBytesStore
 * @category State stores
 * @since 0.1.0
 */
export type WindowBytesStore = WindowStore<Bytes, Buffer>

/**
 * The byte-level session store (keys are serialized record keys).
 * @example
 * declare const s: SessionBytesStore
 * @category State stores
 * @since 0.1.0
 */
export type SessionBytesStore = SessionStore<Bytes, Buffer>
