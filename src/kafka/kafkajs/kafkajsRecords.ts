/**
 * Conversions between the port's records and kafkajs' messages. kafkajs keeps headers in an object keyed by
 * header name (repeated keys become arrays), so on the way back headers come grouped by key, each key's values in
 * their original order; the relative order of different keys follows the first occurrence of each key. kafkajs
 * cannot write a null header value (it reads them fine): the adapter writes an empty value instead.
 * @since 0.1.0
 */
import type { IHeaders, KafkaMessage, Message } from 'kafkajs'
import type { ConsumerRecord, ProducerRecord, Header } from '../ports.js'
import { emptyHeaders, type Headers } from '../../core/processorApi/Headers.js'

const empty = Buffer.alloc(0)

/**
 * Port headers as a kafkajs header object.
 * @example
 * toKafkajsHeaders([{ key: 'a', value: Buffer.from('1') }]) // { a: <Buffer 31> }
 * @category Clients
 * @since 0.1.0
 */
export const toKafkajsHeaders = (headers: readonly Header[]): IHeaders => {
  const out: Record<string, Buffer[]> = {}
  for (const { key, value } of headers) (out[key] ??= []).push(value ?? empty)
  const flat: IHeaders = {}
  for (const [key, values] of Object.entries(out)) flat[key] = values.length === 1 ? values[0] : values
  return flat
}

const hasOwnKey = (o: object): boolean => {
  for (const k in o) if (Object.hasOwn(o, k)) return true
  return false
}

const asBuffer = (value: Buffer | string | null | undefined): Buffer | null =>
  value === null || value === undefined ? null : Buffer.isBuffer(value) ? value : Buffer.from(value)

/**
 * kafkajs' header object as the port's ordered list.
 * @example
 * fromKafkajsHeaders({ a: [Buffer.from('1'), Buffer.from('2')] }) // two headers named a
 * @category Clients
 * @since 0.1.0
 */
export const fromKafkajsHeaders = (headers: IHeaders | undefined): Headers => {
  // most records carry no header: they share one frozen empty list
  if (headers === undefined || !hasOwnKey(headers)) return emptyHeaders
  const out: Header[] = []
  for (const [key, value] of Object.entries(headers ?? {})) {
    for (const v of Array.isArray(value) ? value : [value]) out.push({ key, value: asBuffer(v) })
  }
  return out
}

/**
 * A port record as a kafkajs message with an explicit timestamp.
 * @example
 * toKafkajsMessage({ topic: 't', key: null, value: Buffer.from('v') }, Date.now())
 * @category Clients
 * @since 0.1.0
 */
export const toKafkajsMessage = (record: ProducerRecord, timestamp: number): Message => {
  // no intermediate objects, and no header object for a record without headers (most records)
  const message: Message = { key: record.key, value: record.value, timestamp: String(timestamp) }
  if (record.partition !== undefined) message.partition = record.partition
  const headers = record.headers
  if (headers !== undefined && headers.length > 0) message.headers = toKafkajsHeaders(headers)
  return message
}

/**
 * A kafkajs message of a fetched batch as a port record.
 * @example
 * fromKafkajsMessage('t', 0, message)
 * @category Clients
 * @since 0.1.0
 */
export const fromKafkajsMessage = (
  topic: string,
  partition: number,
  message: KafkaMessage,
): ConsumerRecord => ({
  topic,
  partition,
  offset: Number(message.offset),
  key: message.key,
  value: message.value,
  timestamp: Number(message.timestamp),
  headers: fromKafkajsHeaders(message.headers),
})
