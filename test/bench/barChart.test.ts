import { describe, expect, it } from 'vitest'
import { barChart, chartFileName, formatFigure } from '../../bench/barChart.js'
import { latency, throughput } from '../../bench/report.js'

const comparison = throughput('word count <end to end>', 'input lines/s', [
  { label: 'ours', value: 50_000 },
  { label: 'Java Kafka Streams', value: 100_000 },
  { label: 'a "peer" & co', value: 25_000 },
])

const bars = (svg: string) =>
  [...svg.matchAll(/<rect x="(\d+)" y="(\d+)" width="([\d.]+)" height="20" fill="(#[0-9a-f]{6})"\/>/g)].map(
    (m) => ({
      x: Number(m[1]),
      y: Number(m[2]),
      width: Number(m[3]),
      fill: m[4],
    }),
  )

describe('the benchmark bar chart', () => {
  const svg = barChart(comparison)

  it('is one SVG document with one bar per contender, in order', () => {
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true)
    expect(svg.trimEnd().endsWith('</svg>')).toBe(true)
    const drawn = bars(svg)
    expect(drawn).toHaveLength(3)
    expect(drawn.map((b) => b.y)).toEqual([...drawn.map((b) => b.y)].sort((a, b) => a - b))
    expect(new Set(drawn.map((b) => b.fill)).size).toBe(3)
  })

  it('scales bars to the largest figure', () => {
    const [ours, java, peer] = bars(svg).map((b) => b.width)
    expect(ours).toBeCloseTo((java as number) / 2, 0)
    expect(peer).toBeCloseTo((java as number) / 4, 0)
  })

  it('prints each figure, the unit and which way is better', () => {
    for (const figure of ['50,000', '100,000 (2.00x)', '25,000 (0.50x)'])
      expect(svg).toContain(`>${figure}</text>`)
    expect(svg).toContain('input lines/s, higher is better; ratios against ours')
    expect(barChart(latency('p50', 'us', [{ label: 'raw', value: 1.5 }]))).toContain('us, lower is better')
  })

  it('escapes labels and titles', () => {
    expect(svg).toContain('word count &lt;end to end&gt;')
    expect(svg).toContain('a &quot;peer&quot; &amp; co')
    expect(svg).not.toContain('"peer"')
  })

  it('gives equal text for equal input, and draws empty bars when every figure is zero', () => {
    expect(barChart(comparison)).toBe(svg)
    const zero = barChart(throughput('none', 'records/s', [{ label: 'ours', value: 0 }]))
    expect(bars(zero).map((b) => b.width)).toEqual([0])
  })

  it('names chart files after the bench and the comparison', () => {
    expect(chartFileName('runtimeWordCount', comparison)).toBe('runtimeWordCount-word-count-end-to-end.svg')
  })

  it('formats small figures with decimals and large ones with grouped thousands', () => {
    expect(formatFigure(3.14159)).toBe('3.14')
    expect(formatFigure(1234567.4)).toBe('1,234,567')
  })
})
