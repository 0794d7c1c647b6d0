import { lastHeader, type Header, type Headers } from '../../core/processorApi/Headers.js'

/**
 * The context a buffered change keeps of the record that made it (Kafka Streams' `ProcessorRecordContext`): it
 * comes back with the change when the buffer emits it.
 * @category Building topologies
 * @since 0.1.0
 */
export interface BufferedContext {
  readonly timestamp: number
  readonly offset: number
  readonly topic: string
  readonly partition: number
  readonly headers: Headers
}

/**
 * One buffered change as bytes, as Kafka Streams' `BufferValue`: the value downstream last saw for the key
 * (`prior`), the change's old and new values (`null` for none), and the record context.
 * @category Building topologies
 * @since 0.1.0
 */
export interface BufferValue {
  readonly prior: Buffer | null
  readonly old: Buffer | null
  readonly new: Buffer | null
  readonly context: BufferedContext
}

/**
 * A buffer changelog record read back: the buffer time and the buffered value.
 * @category Building topologies
 * @since 0.1.0
 */
export interface DecodedBufferValue {
  readonly time: number
  readonly value: BufferValue
}

/** The header Kafka Streams tags each buffer changelog value with: the layout version (3 since 2.4; 2.4.0 to 2.5.0 tagged it 2). */
const BUFFER_VERSION_HEADER = 'v'
const V1 = 1
const V2 = 2
const V3 = 3
const NULL_LENGTH = -1
/** In version 3, an old value equal to the prior value is written as this length and no bytes. */
const SAME_AS_PRIOR = -2

const sameBytes = (a: Buffer | null, b: Buffer | null): boolean =>
  a === null || b === null ? a === b : a.equals(b)

/**
 * Kafka's estimate of a buffered value's memory (the prior value, the old value unless it equals the prior, the
 * new value and the record context), which buffer byte limits count against.
 * @example
 * bufferValueSize(value) + 8 + keyBytes.length // one entry of the buffer
 * @category Building topologies
 * @since 0.1.0
 */
export const bufferValueSize = (v: BufferValue): number => {
  let headers = 0
  for (const h of v.context.headers) headers += h.key.length + (h.value?.length ?? 0)
  return (
    (v.prior?.length ?? 0) +
    (sameBytes(v.prior, v.old) ? 0 : (v.old?.length ?? 0)) +
    (v.new?.length ?? 0) +
    8 +
    8 +
    v.context.topic.length +
    4 +
    headers
  )
}

const int32 = (n: number): Buffer => {
  const b = Buffer.alloc(4)
  b.writeInt32BE(n, 0)
  return b
}
const int64 = (n: number): Buffer => {
  const b = Buffer.alloc(8)
  b.writeBigInt64BE(BigInt(n), 0)
  return b
}
const sized = (bytes: Buffer | null): Buffer[] =>
  bytes === null ? [int32(NULL_LENGTH)] : [int32(bytes.length), bytes]

/**
 * A buffer changelog value in Kafka Streams' version 3 layout (header `v` = 3): the record context (timestamp,
 * offset, topic, partition, headers), the prior value, the old value (length -2 when it equals the prior), the
 * new value, then the buffer time. Lengths are 4-byte, times 8-byte, big-endian; -1 is `null`.
 * @example
 * const bytes = encodeBufferValue(10, value) // ends with the buffer time 10
 * @category Building topologies
 * @since 0.1.0
 */
export const encodeBufferValue = (time: number, v: BufferValue): Buffer => {
  const c = v.context
  const parts = [
    int64(c.timestamp),
    int64(c.offset),
    ...sized(Buffer.from(c.topic, 'utf8')),
    int32(c.partition),
  ]
  parts.push(int32(c.headers.length))
  for (const h of c.headers) parts.push(...sized(Buffer.from(h.key, 'utf8')), ...sized(h.value))
  parts.push(...sized(v.prior))
  parts.push(...(v.old !== null && sameBytes(v.prior, v.old) ? [int32(SAME_AS_PRIOR)] : sized(v.old)))
  parts.push(...sized(v.new), int64(time))
  return Buffer.concat(parts)
}

/** Reads a changelog value front to back, failing (as Java's `ByteBuffer` does) past its end. */
class Reader {
  private at = 0
  constructor(private readonly data: Buffer) {}

  int32(): number {
    this.need(4)
    this.at += 4
    return this.data.readInt32BE(this.at - 4)
  }

  int64(): number {
    this.need(8)
    this.at += 8
    return Number(this.data.readBigInt64BE(this.at - 8))
  }

  bytes(length: number): Buffer | null {
    if (length === NULL_LENGTH) return null
    if (length < 0) throw new RangeError(`Negative length ${length} in a suppression buffer changelog value.`)
    this.need(length)
    this.at += length
    return this.data.subarray(this.at - length, this.at)
  }

  sized(): Buffer | null {
    return this.bytes(this.int32())
  }

  context(): BufferedContext {
    const timestamp = this.int64()
    const offset = this.int64()
    const topic = required(this.sized()).toString('utf8')
    const partition = this.int32()
    const count = this.int32()
    const headers: Header[] = []
    // -1: a context written before headers were kept
    for (let i = 0; i < count; i++) {
      headers.push({ key: required(this.sized()).toString('utf8'), value: this.sized() })
    }
    return { timestamp, offset, topic, partition, headers }
  }

  private need(n: number): void {
    if (this.at + n > this.data.length) throw new RangeError('Suppression buffer changelog value ends early.')
  }
}

const required = (b: Buffer | null): Buffer => {
  if (b === null) throw new RangeError('A null where a suppression buffer changelog value needs bytes.')
  return b
}

/** Kafka's pre-2.4 `Change` as one array: the old value, then the new value, each length-prefixed. */
const legacyChange = (bytes: Buffer | null): { old: Buffer | null; new: Buffer | null } => {
  const r = new Reader(required(bytes))
  const old = r.sized()
  return { old, new: r.sized() }
}

/**
 * The changelog record a buffer value is read from.
 * @category Building topologies
 * @since 0.1.0
 */
export interface BufferChangelogRecord {
  readonly value: Buffer
  readonly headers: Headers
  /** The record's timestamp, offset, topic and partition: the context of versions that did not write one. */
  readonly timestamp: number
  readonly offset: number
  readonly topic: string
  readonly partition: number
}

const v3 = (data: Buffer): DecodedBufferValue => {
  const r = new Reader(data)
  const context = r.context()
  const prior = r.sized()
  const oldLength = r.int32()
  const old = oldLength === SAME_AS_PRIOR ? prior : r.bytes(oldLength)
  const value = { prior, old, new: r.sized(), context }
  return { time: r.int64(), value }
}

const v2 = (data: Buffer): DecodedBufferValue => {
  const r = new Reader(data)
  const context = r.context()
  const change = legacyChange(r.sized())
  const prior = r.sized()
  return { time: r.int64(), value: { prior, ...change, context } }
}

/**
 * Reads a buffer changelog value of any layout Kafka Streams has written, as `InMemoryTimeOrderedKeyValueChangeBuffer`
 * restores them: version 3; version 2 (2.4.0 to 2.5.0 wrote version 3 bytes under it, told apart by trying);
 * version 1; and the first, unversioned, layout. Versions 0 and 1 did not keep the prior value: it is the one
 * already buffered for the key (`buffered`), else the old value.
 * @throws RangeError when the value fits none of the layouts
 * @example
 * const { time, value } = decodeBufferValue(record, undefined)
 * @category Building topologies
 * @since 0.1.0
 */
export const decodeBufferValue = (
  record: BufferChangelogRecord,
  buffered: { readonly prior: Buffer | null } | undefined,
): DecodedBufferValue => {
  const header = lastHeader(record.headers, BUFFER_VERSION_HEADER)
  const version = header === undefined ? 0 : header?.length === 1 ? header.readUInt8(0) : -1
  switch (version) {
    case V3:
      return v3(record.value)
    case V2:
      try {
        return v2(record.value)
      } catch {
        return v3(record.value)
      }
    case 0:
    case V1: {
      const r = new Reader(record.value)
      const time = r.int64()
      const context =
        version === V1
          ? r.context()
          : {
              timestamp: record.timestamp,
              offset: record.offset,
              topic: record.topic,
              partition: record.partition,
              headers: record.headers,
            }
      const change = legacyChange(version === V1 ? r.sized() : record.value.subarray(8))
      const prior = buffered?.prior ?? change.old
      return { time, value: { prior, ...change, context } }
    }
    default:
      throw new RangeError('A suppression buffer changelog record of an unknown version (header v).')
  }
}

/**
 * The headers of every buffer changelog value written: `v` = 3 (a tombstone has none).
 * @example
 * collector.send({ topic, partition, key, value, timestamp: undefined, headers: BUFFER_CHANGELOG_HEADERS })
 * @category Building topologies
 * @since 0.1.0
 */
export const BUFFER_CHANGELOG_HEADERS: Headers = Object.freeze([
  { key: BUFFER_VERSION_HEADER, value: Buffer.from([V3]) },
])
