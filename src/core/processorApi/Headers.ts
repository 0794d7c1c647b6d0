/**
 * One record header, as Kafka's `Header`: a name and raw bytes (`null` for a header without a value).
 * @example
 * const trace: Header = { key: 'trace', value: Buffer.from('abc') }
 * @category Building topologies
 * @since 0.1.0
 */
export interface Header {
  readonly key: string
  readonly value: Buffer | null
}

/**
 * Record headers, as Kafka keeps them: an ordered list in which a name may repeat. The same list travels from
 * the poll to the processors and on to the send, never converted.
 * @example
 * const headers: Headers = [{ key: 'trace', value: Buffer.from('abc') }]
 * @category Building topologies
 * @since 0.1.0
 */
export type Headers = readonly Header[]

/**
 * Headers with no entries, shared (they are read-only).
 * @category Building topologies
 * @since 0.1.0
 */
export const emptyHeaders: Headers = Object.freeze([])

/**
 * The value of the last header named `key` (Java's `Headers.lastHeader(key).value()`); `undefined` if there is none.
 * @example
 * lastHeader([{ key: 'a', value: Buffer.from('1') }, { key: 'a', value: Buffer.from('2') }], 'a') // <Buffer 32>
 * @category Building topologies
 * @since 0.1.0
 */
export const lastHeader = (headers: Headers, key: string): Buffer | null | undefined => {
  for (let i = headers.length - 1; i >= 0; i--) {
    const header = headers[i]
    if (header?.key === key) return header.value
  }
  return undefined
}
