// The status page in a real browser: a word count on the embedded broker with its query server, the page opened
// in headless Chromium (Debian's package, through playwright-core); asserts on what a person sees: the state, the
// tasks, the drawn topology, the host map, lag that rises while input arrives and falls back to 0, and the
// records processed. Saves a screenshot under test-artifacts/.
import { mkdirSync } from 'node:fs'
import * as t from 'io-ts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  count,
  EmbeddedKafka,
  filter,
  flatMapValues,
  formatHostInfo,
  groupBy,
  Grouped,
  KafkaStreams,
  Materialized,
  mapValues,
  Produced,
  Serdes,
  StreamsBuilder,
  to,
  toStream,
} from '../../src/index.js'
import { QueryServer } from '../../src/routing/QueryServer.js'
import { WireCodec } from '../../src/routing/WireCodec.js'
import { launchChromium, type Browser } from '../../scripts/browser/chromium.js'
import { createTopics, produceLines, someLines, tempDirs } from '../runtime/thread/wordCountApp.js'

const text = Serdes.string()
const pause = new Int32Array(new SharedArrayBuffer(4))
/** Blocks for `ms` (a slow processor, so the consumer's lag can be seen). */
const busy = (ms: number): void => void Atomics.wait(pause, 0, 0, ms)

/** The word count, its lines taking 5 ms each to process. */
const slowWordCount = () => {
  const builder = new StreamsBuilder()
  builder.stream('text-lines', { key: text, value: text }).pipe(
    mapValues((line) => {
      busy(5)
      return line
    }),
    flatMapValues((line) => line.toLowerCase().split(/\W+/)),
    filter((_key, word) => word.length > 0),
    groupBy((_key, word) => word, Grouped.with(text, text)),
    count(Materialized.as('word-counts')),
    toStream(),
    to('word-counts-out', Produced.with(text, Serdes.long())),
  )
  return builder.build()
}

const dirs = tempDirs()
const kafka = new EmbeddedKafka()
const topology = slowWordCount()
const server = new QueryServer({
  stores: [QueryServer.expose('word-counts', WireCodec.stringKeys(t.number))],
  topology,
  statusRefreshMs: 200,
})
let app: KafkaStreams
let browser: Browser
let address = ''

beforeAll(async () => {
  await createTopics(kafka, ['text-lines', 'word-counts-out'], 2)
  const endpoint = await server.listen()
  address = formatHostInfo(endpoint)
  app = new KafkaStreams(
    topology,
    {
      'application.id': 'status-page',
      'application.server': address,
      'state.dir': dirs.make(),
      'poll.ms': 20,
      'commit.interval.ms': 500,
      // a few records a poll, so the input is read over several seconds
      'main.consumer.max.poll.records': 10,
    },
    kafka,
    { logger: { warn: () => undefined, error: (m) => console.error(m) } },
  )
  server.serve(app)
  await app.start()
  browser = await launchChromium()
})

afterAll(async () => {
  await browser.close()
  await app.close()
  await server.close()
  dirs.cleanUp()
})

describe('the status page in headless Chromium', () => {
  it('shows the running tasks, the diagram and the instances, then lag rising and falling as input flows', async () => {
    const page = await browser.context.newPage()
    await page.goto(`http://${address}/`)
    const cellTexts = (selector: string): Promise<string[]> => page.locator(selector).allInnerTexts()

    // the state and the four tasks of the two sub-topologies, as a person reads them
    await page.locator('#state', { hasText: 'RUNNING' }).waitFor({ timeout: 20_000 })
    await expect.poll(() => page.locator('#threads .task.active').count(), { timeout: 10_000 }).toBe(4)
    expect((await cellTexts('#threads .task.active')).sort()).toEqual(['0_0', '0_1', '1_0', '1_1'])
    expect(await page.locator('#app').innerText()).toBe('status-page')

    // the diagram, drawn as SVG, with the processors and the store by name
    const labels = await page.locator('#topology svg text').allTextContents()
    expect(labels).toEqual(
      expect.arrayContaining([
        'KSTREAM-SOURCE-0000000000',
        'KSTREAM-MAPVALUES-0000000001',
        'KSTREAM-AGGREGATE-0000000005',
        'word-counts',
        'text-lines',
      ]),
    )
    expect(await page.locator('#topology svg').boundingBox()).toMatchObject({
      width: expect.any(Number) as number,
    })

    // the host map: this instance with its store and partitions
    const host = await cellTexts('#hosts tr td')
    expect(host.slice(0, 3)).toEqual([
      `${address} (this instance)`,
      'word-counts',
      'status-page-word-counts-repartition-0, status-page-word-counts-repartition-1, text-lines-0, text-lines-1',
    ])

    // input flows: the lag of the line partitions rises above 0 while they are read, then falls back to 0
    const lineRows = page.locator('#partitions tr', { hasText: 'text-lines' })
    await lineRows.first().waitFor()
    const figure = async (id: string): Promise<number> =>
      Number((await page.locator(id).innerText()).replace(/,/g, ''))
    expect(await figure('#lag')).toBe(0)
    await produceLines(kafka, 'text-lines', someLines(400))
    await expect.poll(() => figure('#lag'), { timeout: 10_000, interval: 50 }).toBeGreaterThan(0)
    const lineEnds = async (): Promise<number> =>
      (await lineRows.locator('td:nth-child(6)').allInnerTexts()).reduce(
        (sum, v) => sum + Number(v.replace(/,/g, '')),
        0,
      )
    await expect
      .poll(async () => [await lineEnds(), await figure('#lag')], { timeout: 30_000, interval: 100 })
      .toEqual([400, 0])
    // every line processed, then each of its words once more through the repartition topic
    expect(await figure('#processed')).toBeGreaterThan(400)
    expect(await lineRows.count()).toBe(2)

    mkdirSync('test-artifacts', { recursive: true })
    await page.screenshot({ path: 'test-artifacts/status-page.png', fullPage: true })
    await page.close()
  })
})
