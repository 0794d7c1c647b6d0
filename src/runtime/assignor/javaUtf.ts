/**
 * Java's modified UTF-8 (`DataOutputStream#writeUTF`), which Kafka Streams' AssignmentInfo uses for host names and
 * topics: each UTF-16 code unit on its own, NUL as two bytes, surrogates as three bytes each.
 * @since 0.1.0
 */

/**
 * The modified UTF-8 bytes of `text` (without the length prefix).
 * @example
 * encodeJavaUtf('in') // <Buffer 69 6e>
 * @category destructors
 * @since 0.1.0
 */
export const encodeJavaUtf = (text: string): Buffer => {
  const bytes: number[] = []
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    if (c >= 0x01 && c <= 0x7f) bytes.push(c)
    else if (c <= 0x7ff) bytes.push(0xc0 | (c >> 6), 0x80 | (c & 0x3f))
    else bytes.push(0xe0 | (c >> 12), 0x80 | ((c >> 6) & 0x3f), 0x80 | (c & 0x3f))
  }
  return Buffer.from(bytes)
}

/**
 * Reads modified UTF-8 bytes back; `undefined` when they are malformed.
 * @example
 * decodeJavaUtf(Buffer.from('in')) // 'in'
 * @category constructors
 * @since 0.1.0
 */
export const decodeJavaUtf = (bytes: Buffer): string | undefined => {
  const units: number[] = []
  for (let i = 0; i < bytes.length;) {
    const b = bytes[i] ?? 0
    const width = b < 0x80 ? 1 : (b & 0xe0) === 0xc0 ? 2 : (b & 0xf0) === 0xe0 ? 3 : 0
    if (width === 0 || i + width > bytes.length) return undefined
    const rest = [...bytes.subarray(i + 1, i + width)]
    if (rest.some((r) => (r & 0xc0) !== 0x80)) return undefined
    const head = width === 1 ? b : width === 2 ? b & 0x1f : b & 0x0f
    units.push(rest.reduce((acc, r) => (acc << 6) | (r & 0x3f), head))
    i += width
  }
  return String.fromCharCode(...units)
}
