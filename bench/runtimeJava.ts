// Runs the Java side of the runtime benchmarks (reference/java: `wordcount-e2e` and `restore`, Kafka Streams on the
// same broker) from a TypeScript benchmark in the same run. Maven compiles the harness and gives its class path
// once; each measurement is then a plain `java` process (no Maven JVM beside it) that reads a JSON spec and writes
// its figures as JSON. BENCH_RUNTIME_JAVA=off skips Java.
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

const projectDir = join(import.meta.dirname, '..', 'reference', 'java')

/** The Java harness, compiled, or why it cannot run. */
export type JavaHarness =
  | { readonly _tag: 'Ready'; readonly classpath: string }
  | { readonly _tag: 'Unavailable'; readonly reason: string }

/** Compiles reference/java with Maven (offline first, then online) and returns its class path. */
export const prepareJavaHarness = (): JavaHarness => {
  if (process.env.BENCH_RUNTIME_JAVA === 'off')
    return { _tag: 'Unavailable', reason: 'BENCH_RUNTIME_JAVA=off' }
  const dir = mkdtempSync(join(tmpdir(), 'tributary-runtime-java-'))
  const file = join(dir, 'classpath.txt')
  try {
    console.log('  compiling reference/java (Maven) ...')
    for (const offline of [['-o'], []]) {
      const result = spawnSync(
        'mvn',
        [
          '-q',
          '-B',
          ...offline,
          '-Dstyle.color=never',
          'compile',
          'dependency:build-classpath',
          `-Dmdep.outputFile=${file}`,
        ],
        { cwd: projectDir, stdio: ['ignore', 'ignore', 'pipe'], encoding: 'utf8' },
      )
      if (result.status !== 0) process.stderr.write(result.stderr)
      if (result.status === 0 && existsSync(file)) {
        const deps = readFileSync(file, 'utf8').trim()
        return { _tag: 'Ready', classpath: [join(projectDir, 'target', 'classes'), deps].join(':') }
      }
    }
    return { _tag: 'Unavailable', reason: 'Maven could not compile reference/java (see its output above)' }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

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
