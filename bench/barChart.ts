// A small SVG writer for benchmark comparisons: one horizontal bar per contender, scaled to the largest figure,
// with its value (and its ratio to the first contender's) printed beside it. No plotting library: the chart is a handful of rects and texts.
import type { Comparison } from './report.js'

const WIDTH = 760
const LABEL_WIDTH = 230
const VALUE_WIDTH = 130
const BAR_AREA = WIDTH - LABEL_WIDTH - VALUE_WIDTH - 20
const ROW = 30
const BAR = 20
const TOP = 58
const COLOURS = ['#1565c0', '#ef6c00', '#2e7d32', '#6a1b9a', '#c62828', '#00838f', '#5d4037', '#455a64']

const escapeXml = (s: string): string =>
  s.replace(
    /[<>&"']/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  )

/** A figure as the tables print it: grouped thousands, two decimals below 10. */
export const formatFigure = (value: number): string =>
  Math.abs(value) < 10 ? value.toFixed(2) : Math.round(value).toLocaleString('en-US')

/** The file name of a comparison's chart: `<bench>-<title as a slug>.svg`. */
export const chartFileName = (bench: string, comparison: Comparison): string =>
  `${bench}-${comparison.title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')}.svg`

/** The SVG document of one comparison. Equal comparisons give equal text. */
export const barChart = (comparison: Comparison): string => {
  const max = Math.max(0, ...comparison.bars.map((b) => b.value))
  const height = TOP + comparison.bars.length * ROW + 16
  const first = comparison.bars[0]
  const against = first === undefined || comparison.bars.length < 2 ? '' : `; ratios against ${first.label}`
  const figure = (value: number, i: number): string =>
    i === 0 || first === undefined || first.value === 0
      ? formatFigure(value)
      : `${formatFigure(value)} (${(value / first.value).toFixed(2)}x)`
  const lines = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${height}" viewBox="0 0 ${WIDTH} ${height}" font-family="Helvetica, Arial, sans-serif">`,
    `  <rect width="${WIDTH}" height="${height}" fill="#ffffff"/>`,
    `  <text x="10" y="22" font-size="15" font-weight="bold">${escapeXml(comparison.title)}</text>`,
    `  <text x="10" y="42" font-size="11" fill="#555555">${escapeXml(comparison.unit)}, ${comparison.better} is better${escapeXml(against)}</text>`,
  ]
  comparison.bars.forEach((bar, i) => {
    const y = TOP + i * ROW
    const width = max > 0 ? Math.max(0, (bar.value / max) * BAR_AREA) : 0
    const colour = COLOURS[i % COLOURS.length] as string
    lines.push(
      `  <text x="${LABEL_WIDTH - 8}" y="${y + BAR / 2 + 4}" font-size="12" text-anchor="end">${escapeXml(bar.label)}</text>`,
      `  <rect x="${LABEL_WIDTH}" y="${y}" width="${width.toFixed(1)}" height="${BAR}" fill="${colour}"/>`,
      `  <text x="${(LABEL_WIDTH + width + 6).toFixed(1)}" y="${y + BAR / 2 + 4}" font-size="12">${escapeXml(figure(bar.value, i))}</text>`,
    )
  })
  lines.push('</svg>')
  return `${lines.join('\n')}\n`
}
