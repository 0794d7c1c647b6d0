import { readFileSync } from 'node:fs'
import * as E from 'fp-ts/lib/Either.js'
import type * as t from 'io-ts'
import { PathReporter } from 'io-ts/lib/PathReporter.js'
import { GoldenFileError } from './GoldenFileError.js'

/**
 * Reads a JSON golden file and decodes it with an io-ts codec.
 *
 * @throws GoldenFileError when the file is missing, is not JSON or does not match the codec.
 */
export const readGoldenJson = <A>(file: string, codec: t.Decoder<unknown, A>): A => {
  let json: unknown
  try {
    json = JSON.parse(readFileSync(file, 'utf8'))
  } catch (cause) {
    throw new GoldenFileError(file, 'cannot read it as JSON', { cause })
  }
  const decoded = codec.decode(json)
  if (E.isLeft(decoded)) {
    throw new GoldenFileError(file, PathReporter.report(decoded).join('; '))
  }
  return decoded.right
}
