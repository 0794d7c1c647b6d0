/**
 * A golden file under test/goldens/ is missing or does not match its documented format. Regenerate the goldens
 * with `npm run goldens` (never edit them by hand) or fix the scenario input file named in the message.
 */
export class GoldenFileError extends Error {
  readonly _tag = 'GoldenFileError'
  readonly retryable = false

  constructor(
    readonly file: string,
    problem: string,
    options?: { readonly cause?: unknown },
  ) {
    super(`${file}: ${problem}`, options)
    this.name = 'GoldenFileError'
  }
}
