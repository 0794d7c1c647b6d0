// Regenerates docs/status-page.png: runs examples/statusPage.ts, waits until its page shows processed input, and
// photographs the page in headless Chromium. Run with: npm run docs:status-page
import { spawn } from 'node:child_process'
import { createInterface } from 'node:readline'
import { launchChromium } from './browser/chromium.js'

const OUT = 'docs/status-page.png'

const example = spawn(
  process.execPath,
  ['--conditions=tributary-source', '--import', 'tsx', 'examples/statusPage.ts'],
  {
    stdio: ['ignore', 'pipe', 'inherit'],
  },
)
const address = await new Promise<string>((resolve, reject) => {
  example.once('exit', (code) => reject(new Error(`the example exited with ${String(code)}`)))
  createInterface({ input: example.stdout }).on('line', (line) => {
    const found = /status page: (\S+)/.exec(line)
    if (found?.[1] !== undefined) resolve(found[1])
  })
})
const browser = await launchChromium({ width: 1280, height: 1000 })
try {
  const page = await browser.context.newPage()
  await page.goto(address)
  await page.locator('#state', { hasText: 'RUNNING' }).waitFor({ timeout: 30_000 })
  // a few batches of lines processed, so the figures and the lag table have something to show
  const processed = async (): Promise<number> =>
    Number((await page.locator('#processed').innerText()).replace(/\D/g, '') || 0)
  for (let tries = 0; (await processed()) < 2000 && tries < 300; tries++) await page.waitForTimeout(100)
  await page.screenshot({ path: OUT, fullPage: true })
  console.log(`wrote ${OUT}`)
} finally {
  await browser.close()
  example.kill('SIGTERM')
}
