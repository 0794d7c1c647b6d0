// Runs the Java side of the runtime benchmarks (reference/java: `wordcount-e2e` and `restore`, Kafka Streams on the
// same broker) from a TypeScript benchmark in the same run. Maven compiles the harness and gives its class path
// once; each measurement is then a plain `java` process (no Maven JVM beside it) that reads a JSON spec and writes
// its figures as JSON (scripts/referenceJava.ts builds it). BENCH_RUNTIME_JAVA=off skips Java.
import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { prepareReferenceJava, type JavaHarness } from '../scripts/referenceJava.js'

export type { JavaHarness } from '../scripts/referenceJava.js'

/** Compiles reference/java (or reuses its last build) and returns its class path; BENCH_RUNTIME_JAVA=off skips it. */
export const prepareJavaHarness = (): JavaHarness =>
  process.env.BENCH_RUNTIME_JAVA === 'off'
    ? { _tag: 'Unavailable', reason: 'BENCH_RUNTIME_JAVA=off' }
    : prepareReferenceJava()

/**
 * Runs `Goldens <command> <spec.json>` with `spec` plus an `out` file, printing the harness's progress lines, and
 * resolves with the figures it wrote, or rejects when it failed.
 */
export const runJavaBench = async <T>(
  harness: Extract<JavaHarness, { _tag: 'Ready' }>,
  command: 'wordcount-e2e' | 'restore',
  spec: Readonly<Record<string, string | number>>,
): Promise<T> => {
  const dir = mkdtempSync(join(tmpdir(), 'tributary-runtime-java-'))
  const specFile = join(dir, 'spec.json')
  const out = join(dir, 'figures.json')
  writeFileSync(specFile, JSON.stringify({ ...spec, out }))
  try {
    const code = await new Promise<number | null>((resolve, reject) => {
      const child = spawn(
        'java',
        ['-cp', harness.classpath, 'dev.tributary.reference.Goldens', command, specFile],
        { stdio: ['ignore', 'inherit', 'inherit'] },
      )
      child.on('error', reject)
      child.on('exit', resolve)
    })
    if (code !== 0 || !existsSync(out))
      throw new Error(`reference/java ${command} failed (exit ${String(code)})`)
    return JSON.parse(readFileSync(out, 'utf8')) as T
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}
