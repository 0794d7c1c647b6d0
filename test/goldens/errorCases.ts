import { join } from 'node:path'
import * as t from 'io-ts'
import { readGoldenJson } from './readGoldenJson.js'

/** Folder of errors.json, written by `npm run goldens` from ErrorCatalogue.java. */
export const errorCasesDir = join(import.meta.dirname, 'errors')

/**
 * One program that Kafka Streams rejects. `phase` says when Java throws: `dsl` while the DSL call runs, `build`
 * in `builder.build(props)` with `topology.optimization` = `optimization`. `exception` is Java's class name;
 * `message` is Java's text, for reference only (tests assert on our `_tag`, never on messages).
 */
export const ErrorCaseRow = t.type({
  case: t.string,
  description: t.string,
  optimization: t.string,
  source: t.string,
  phase: t.keyof({ dsl: null, build: null }),
  exception: t.string,
  message: t.string,
})

/**
 * Every error case in catalogue order.
 *
 * @example
 * for (const c of errorCases()) it(c.case, () => expect(() => port(c)).toThrow(expect.objectContaining({ _tag: tagFor(c.exception) })))
 */
export const errorCases = (): readonly t.TypeOf<typeof ErrorCaseRow>[] =>
  readGoldenJson(join(errorCasesDir, 'errors.json'), t.array(ErrorCaseRow))
