// Resolves the pinned Apache Kafka jars with Maven into the user's cache, once.
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { homedir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { KafkaSetupError } from './KafkaSetupError.js'
import { runProcess, tail } from './processes.js'

const pomPath = fileURLToPath(new URL('./pom.xml', import.meta.url))

/** Installing Java and Maven: said by every error about a missing tool. */
export const prerequisiteHint =
  'The real Kafka broker needs Java 17 (or newer) and Maven on the PATH, e.g. `apt-get install openjdk-17-jre-headless maven`.'

/** The resolved Kafka jars: a Java class path with every jar the broker and Kafka's perf tools need. */
export interface KafkaJars {
  readonly version: string
  readonly dir: string
  readonly classpath: string
}

/** Options for {@link resolveKafkaJars}. */
export interface ResolveKafkaJarsOptions {
  /** Where downloads are cached; default `$XDG_CACHE_HOME/tributary` or `~/.cache/tributary`. */
  readonly cacheRoot?: string
  /** Progress lines while Maven downloads; default prints to standard error. */
  readonly log?: (line: string) => void
}

/**
 * The pinned Kafka version: the `kafka.version` property of `scripts/kafka/pom.xml`.
 *
 * @example
 * ```ts
 * kafkaVersion() // '4.x.y'
 * ```
 */
export function kafkaVersion(): string {
  const match = /<kafka\.version>([^<]+)<\/kafka\.version>/.exec(readFileSync(pomPath, 'utf8'))
  if (match?.[1] === undefined) throw new KafkaSetupError('KafkaBadOption', `${pomPath} has no kafka.version`)
  return match[1]
}

function defaultCacheRoot(): string {
  const xdg = process.env['XDG_CACHE_HOME']
  return join(xdg !== undefined && xdg !== '' ? xdg : join(homedir(), '.cache'), 'tributary')
}

/**
 * Returns the Kafka jars, running Maven (`dependency:copy-dependencies`) on the first call and reusing the cache
 * (keyed by the version and the pom's content) afterwards.
 *
 * @example
 * ```ts
 * const { classpath } = await resolveKafkaJars()
 * ```
 */
export async function resolveKafkaJars(options: ResolveKafkaJarsOptions = {}): Promise<KafkaJars> {
  const version = kafkaVersion()
  const pom = readFileSync(pomPath)
  const digest = createHash('sha256').update(pom).digest('hex')
  const dir = join(options.cacheRoot ?? defaultCacheRoot(), `kafka-${version}`)
  const libs = join(dir, 'libs')
  const marker = join(dir, 'resolved')
  const jars = { version, dir, classpath: join(libs, '*') }
  if (existsSync(marker) && readFileSync(marker, 'utf8') === digest) return jars

  const log = options.log ?? ((line: string) => process.stderr.write(`${line}\n`))
  log(`[kafka] Resolving Apache Kafka ${version} jars with Maven into ${dir} (first run only)...`)
  mkdirSync(dir, { recursive: true })
  const staging = join(dir, `libs.partial-${process.pid}`)
  rmSync(staging, { recursive: true, force: true })
  let downloads = 0
  const result = await runProcess(
    'mvn',
    [
      '-B',
      '-f',
      pomPath,
      'dependency:copy-dependencies',
      `-DoutputDirectory=${staging}`,
      '-DincludeScope=runtime',
    ],
    prerequisiteHint,
    {
      onLine: (line) => {
        const downloaded = /Downloaded from \S+: \S+\/([^/\s]+\.(?:jar|pom))/.exec(line)
        if (downloaded?.[1] === undefined || !downloaded[1].endsWith('.jar')) return
        downloads++
        log(`[kafka]   downloaded ${downloaded[1]} (${downloads} jars so far)`)
      },
    },
  )
  if (result.code !== 0) {
    rmSync(staging, { recursive: true, force: true })
    throw new KafkaSetupError(
      'KafkaJarsUnresolved',
      `Maven could not resolve Kafka ${version} (exit ${String(result.code)}). Check that Maven Central is ` +
        `reachable. Maven said:\n${tail(result.stdout + result.stderr)}`,
    )
  }
  rmSync(libs, { recursive: true, force: true })
  renameSync(staging, libs)
  writeFileSync(marker, digest)
  log(`[kafka] Kafka ${version} jars ready.`)
  return jars
}
