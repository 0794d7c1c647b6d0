/**
 * A lean decoder of Fetch responses (version 11) and their record batches (magic 2), for the assigned consumer:
 * one record object per record, keys and values as views of the response buffer, offsets and timestamps as plain
 * numbers (kafkajs builds a decoder, several `Long`s, a header object and decimal strings per record, most of a
 * restore's garbage). Under read_committed, records of aborted transactions are dropped batch by batch as Java's
 * fetcher does: an aborted transaction is active from its first offset until its producer's abort marker.
 * Control batches (transaction markers) are skipped; the offset after the last whole batch is reported, so the
 * consumer's position moves past filtered records.
 * @since 0.1.0
 */
import type { CompressionTypes } from 'kafkajs'
import { emptyHeaders } from '../../core/processorApi/Headers.js'
import { readInt64BE } from '../../serde/int64.js'
import { KafkaClientError } from '../KafkaClientError.js'
import type { ConsumerRecord, Header } from '../ports.js'
import { CompressionCodecs } from './kafkajsModule.js'

/** One partition of a fetch response. */
export interface FetchedPartition {
  readonly topic: string
  readonly partition: number
  /** The partition's error code (0: none). */
  readonly errorCode: number
  readonly highWatermark: number
  readonly records: ConsumerRecord[]
  /** The offset after the last whole batch of the response, or undefined when it held no whole batch. */
  readonly end: number | undefined
}

/** A decoded Fetch response. */
export interface FetchResponse {
  readonly errorCode: number
  /** Milliseconds the broker asks the client to wait before its next request (KIP-219). */
  readonly clientSideThrottleTime: number
  readonly partitions: FetchedPartition[]
}

/** The control batch bit, the transactional bit and the log-append-time bit of a batch's attributes. */
const CONTROL = 0x20
const TRANSACTIONAL = 0x10
const LOG_APPEND_TIME = 0x08
const COMPRESSION = 0x07
/** Bytes of a record batch's header after its base offset and length. */
const BATCH_HEADER = 49

/** Reads a Fetch response's fields in order; `at` is the next byte. */
class Reader {
  at = 0
  constructor(readonly buf: Buffer) {}

  int16(): number {
    const v = this.buf.readInt16BE(this.at)
    this.at += 2
    return v
  }

  int32(): number {
    const v = this.buf.readInt32BE(this.at)
    this.at += 4
    return v
  }

  int64(): number {
    const v = readInt64BE(this.buf, this.at)
    this.at += 8
    return v
  }

  string(): string {
    const length = this.int16()
    const s = this.buf.toString('utf8', this.at, this.at + length)
    this.at += length
    return s
  }

  /** A zigzag varint (up to 32 bits). */
  varint(): number {
    let value = 0
    let shift = 0
    let byte: number
    do {
      byte = this.buf[this.at++] as number
      value |= (byte & 0x7f) << shift
      shift += 7
    } while (byte & 0x80)
    return (value >>> 1) ^ -(value & 1)
  }

  /** A zigzag varlong, as a number (exact up to 2^53). */
  varlong(): number {
    let value = 0
    let scale = 1
    let byte: number
    do {
      byte = this.buf[this.at++] as number
      value += (byte & 0x7f) * scale
      scale *= 128
    } while (byte & 0x80)
    return value % 2 === 0 ? value / 2 : -(value + 1) / 2
  }

  /** Varint-length bytes as a view of the buffer (null for length -1). */
  bytes(): Buffer | null {
    const length = this.varint()
    if (length < 0) return null
    const view = this.buf.subarray(this.at, this.at + length)
    this.at += length
    return view
  }
}

/** An aborted transaction of a partition's response. */
interface Aborted {
  readonly producerId: number
  readonly firstOffset: number
}

/**
 * Decodes a Fetch v11 response. Records before `fetchOffset(topic, partition)` (a batch may start before the
 * offset asked for) are dropped.
 * @example
 * const response = await decodeFetchResponse(payload, true, () => 0)
 * @category Clients
 * @since 0.1.0
 */
export const decodeFetchResponse = async (
  payload: Buffer,
  readCommitted: boolean,
  fetchOffset: (topic: string, partition: number) => number,
): Promise<FetchResponse> => {
  const r = new Reader(payload)
  const clientSideThrottleTime = r.int32()
  const errorCode = r.int16()
  r.int32() // session id
  const partitions: FetchedPartition[] = []
  for (let topics = r.int32(); topics > 0; topics--) {
    const topic = r.string()
    for (let count = r.int32(); count > 0; count--) {
      const partition = r.int32()
      const partitionError = r.int16()
      const highWatermark = r.int64()
      r.int64() // last stable offset
      r.int64() // log start offset
      const aborted: Aborted[] = []
      for (let n = r.int32(); n > 0; n--) aborted.push({ producerId: r.int64(), firstOffset: r.int64() })
      r.int32() // preferred read replica
      const size = r.int32()
      const setStart = r.at
      r.at += Math.max(0, size)
      const set = size > 0 ? payload.subarray(setStart, setStart + size) : undefined
      const decoded =
        set === undefined || partitionError !== 0
          ? { records: [], end: undefined }
          : await decodeRecordSet(
              set,
              topic,
              partition,
              fetchOffset(topic, partition),
              readCommitted,
              aborted,
            )
      partitions.push({ topic, partition, errorCode: partitionError, highWatermark, ...decoded })
    }
  }
  return { errorCode, clientSideThrottleTime, partitions }
}

/** The records of one partition's record set, and the offset after its last whole batch. */
const decodeRecordSet = async (
  set: Buffer,
  topic: string,
  partition: number,
  from: number,
  readCommitted: boolean,
  aborted: Aborted[],
): Promise<{ records: ConsumerRecord[]; end: number | undefined }> => {
  const records: ConsumerRecord[] = []
  aborted.sort((a, b) => a.firstOffset - b.firstOffset)
  const abortedProducers = new Set<number>()
  let nextAborted = 0
  let end: number | undefined
  let at = 0
  // a response may end in a partial batch: only whole ones are read
  while (at + 12 + BATCH_HEADER <= set.length) {
    const baseOffset = readInt64BE(set, at)
    const length = set.readInt32BE(at + 8)
    const batchEnd = at + 12 + length
    if (batchEnd > set.length) break
    const magic = set.readInt8(at + 16)
    if (magic !== 2) {
      throw new KafkaClientError(
        'KafkaProtocolError',
        `${topic}-${partition} holds a record batch of message format ${magic} at offset ${baseOffset}; only format 2 is read.`,
        { topic },
      )
    }
    const attributes = set.readInt16BE(at + 21)
    const lastOffset = baseOffset + set.readInt32BE(at + 23)
    const firstTimestamp = readInt64BE(set, at + 27)
    const maxTimestamp = readInt64BE(set, at + 35)
    const producerId = readInt64BE(set, at + 43)
    const count = set.readInt32BE(at + 57)
    const body = set.subarray(at + 61, batchEnd)
    at = batchEnd
    end = lastOffset + 1
    if (lastOffset < from) continue
    if (readCommitted) {
      for (; nextAborted < aborted.length; nextAborted++) {
        const t = aborted[nextAborted] as Aborted
        if (t.firstOffset > lastOffset) break
        abortedProducers.add(t.producerId)
      }
    }
    if ((attributes & CONTROL) !== 0) {
      // a control batch holds one marker: its key's type is 0 for an abort
      if (readCommitted && abortedProducers.has(producerId) && isAbortMarker(body))
        abortedProducers.delete(producerId)
      continue
    }
    if (readCommitted && (attributes & TRANSACTIONAL) !== 0 && abortedProducers.has(producerId)) continue
    const codec = attributes & COMPRESSION
    const r = new Reader(codec === 0 ? body : await decompress(codec, body, topic))
    const timestamp = (attributes & LOG_APPEND_TIME) !== 0 ? maxTimestamp : undefined
    for (let i = 0; i < count; i++) {
      r.varint() // length
      r.at++ // attributes
      const timestampDelta = r.varlong()
      const offset = baseOffset + r.varint()
      const key = r.bytes()
      const value = r.bytes()
      const headerCount = r.varint()
      const headers = headerCount <= 0 ? emptyHeaders : readHeaders(r, headerCount)
      if (offset < from) continue
      records.push({
        topic,
        partition,
        offset,
        key,
        value,
        timestamp: timestamp ?? firstTimestamp + timestampDelta,
        headers,
      })
    }
  }
  return { records, end }
}

const readHeaders = (r: Reader, count: number): Header[] => {
  const headers: Header[] = []
  for (let i = 0; i < count; i++) {
    const key = r.bytes()
    headers.push({ key: key === null ? '' : key.toString('utf8'), value: r.bytes() })
  }
  return headers
}

/** The first record of a control batch's body: an abort marker's key is version 0 (int16), type 0 (int16). */
const isAbortMarker = (body: Buffer): boolean => {
  const r = new Reader(body)
  r.varint() // length
  r.at++ // attributes
  r.varlong() // timestamp delta
  r.varint() // offset delta
  const key = r.bytes()
  return key !== null && key.length >= 4 && key.readInt16BE(2) === 0
}

const decompress = async (codec: number, body: Buffer, topic: string): Promise<Buffer> => {
  const factory = (
    CompressionCodecs as Partial<Record<number, () => { decompress(b: Buffer): Promise<Buffer> }>>
  )[codec as CompressionTypes]
  if (factory === undefined) {
    throw new KafkaClientError(
      'KafkaProtocolError',
      `${topic} holds records compressed with codec ${codec}, which no kafkajs codec is registered for.`,
      { topic },
    )
  }
  return factory().decompress(body)
}
