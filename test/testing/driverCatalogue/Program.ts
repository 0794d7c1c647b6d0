import type { StreamsBuilder } from '../../../src/dsl/StreamsBuilder.js'

/** A DriverCatalogue.java method ported to TypeScript: adds its topology to a fresh builder. */
export type Program = (builder: StreamsBuilder) => void

/** Java's `String.split(regex)`: like JavaScript's, but trailing empty strings are removed (unless no match). */
export const javaSplit = (text: string, regex: RegExp): string[] => {
  const parts = text.split(regex)
  if (parts.length === 1) return parts
  while (parts.length > 0 && parts[parts.length - 1] === '') parts.pop()
  return parts
}
