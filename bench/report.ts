// What a benchmark hands back besides its printed table: the figures of each comparison it made (ours against Java,
// raw libraries or peers, measured in the same run), so `npm run bench -- --plot` can draw them.

/** One contender's figure in a comparison. */
export interface Bar {
  readonly label: string
  readonly value: number
}

/** Contenders measured on the same work, in one unit; higher or lower is better as `better` says. */
export interface Comparison {
  readonly title: string
  readonly unit: string
  readonly better: 'higher' | 'lower'
  readonly bars: readonly Bar[]
}

/** Every comparison one benchmark run made (none for a benchmark that only watches a trend, like the soak). */
export interface BenchReport {
  readonly comparisons: readonly Comparison[]
}

/** A comparison where more per second is better (throughput). */
export const throughput = (title: string, unit: string, bars: readonly Bar[]): Comparison => ({
  title,
  unit,
  better: 'higher',
  bars,
})

/** A comparison where less is better (latency, time). */
export const latency = (title: string, unit: string, bars: readonly Bar[]): Comparison => ({
  title,
  unit,
  better: 'lower',
  bars,
})

/** The report of a benchmark that compares nothing. */
export const noComparisons: BenchReport = { comparisons: [] }
