import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import * as t from 'io-ts'
import { readGoldenJson } from './readGoldenJson.js'

/** Folder of the describe() goldens written by `npm run goldens` from reference/java. */
export const describeGoldensDir = join(import.meta.dirname, 'describe')

/** One row of test/goldens/describe/catalogue.json. */
export const DescribeGoldenRow = t.type({
  file: t.string,
  program: t.string,
  optimization: t.string,
  description: t.string,
  source: t.string,
})

/** One describe() golden: its catalogue row and Java's `topology.describe().toString()` text. */
export interface DescribeGolden extends t.TypeOf<typeof DescribeGoldenRow> {
  readonly text: string
}

/**
 * Every describe() golden in catalogue order. `optimization` is the `topology.optimization` value the Java
 * program was built with; `program` names the method in DescribeCatalogue.java that the TypeScript port mirrors.
 *
 * @example
 * for (const golden of describeGoldens()) it(golden.file, () => expect(build(golden).describe().toString()).toBe(golden.text))
 */
export const describeGoldens = (): readonly DescribeGolden[] =>
  readGoldenJson(join(describeGoldensDir, 'catalogue.json'), t.array(DescribeGoldenRow)).map((row) => ({
    ...row,
    text: readFileSync(join(describeGoldensDir, row.file), 'utf8'),
  }))
