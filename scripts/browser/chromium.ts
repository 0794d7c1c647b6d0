// Headless Chromium for browser checks: Debian's `chromium` package driven by playwright-core, which downloads no
// browser. Each launch gets a fresh profile directory, removed when the browser closes.
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium, type BrowserContext } from 'playwright-core'

/** Where Debian's package installs the browser (`apt-get install chromium`). */
export const CHROMIUM = '/usr/bin/chromium'

const ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

/** A browser context with its own fresh profile, and the way to close both. */
export interface Browser {
  readonly context: BrowserContext
  close(): Promise<void>
}

/**
 * Starts headless Chromium with a fresh profile directory (`--user-data-dir`).
 * @throws Error naming the package to install when the browser is missing
 */
export async function launchChromium(viewport = { width: 1280, height: 900 }): Promise<Browser> {
  if (!existsSync(CHROMIUM)) throw new Error(`No browser at ${CHROMIUM}: install Debian's chromium package.`)
  const profile = mkdtempSync(join(tmpdir(), 'tributary-chromium-'))
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    args: ARGS,
    viewport,
  })
  return {
    context,
    close: async () => {
      await context.close()
      rmSync(profile, { recursive: true, force: true })
    },
  }
}
