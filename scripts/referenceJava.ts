// Compiles the Java reference harness (reference/java) with Maven and gives its class path, so a TypeScript
// benchmark or test can run `java -cp <classpath> dev.tributary.reference.Goldens <command> ...` as a plain JVM
// (no Maven JVM beside it). The class path is kept in reference/java/target and reused while no source or the
// pom changed since, so one test run (or several) builds it once.
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

const projectDir = join(import.meta.dirname, '..', 'reference', 'java')
const classpathFile = join(projectDir, 'target', 'tributary-classpath.txt')

/** The Java harness, compiled, or why it cannot run. */
export type JavaHarness =
  | { readonly _tag: 'Ready'; readonly classpath: string }
  | { readonly _tag: 'Unavailable'; readonly reason: string }

const newestSource = (dir: string): number =>
  readdirSync(dir, { withFileTypes: true }).reduce((newest, entry) => {
    const path = join(dir, entry.name)
    return Math.max(newest, entry.isDirectory() ? newestSource(path) : statSync(path).mtimeMs)
  }, 0)

const cachedClasspath = (): string | undefined => {
  if (!existsSync(classpathFile)) return undefined
  const sources = Math.max(
    statSync(join(projectDir, 'pom.xml')).mtimeMs,
    newestSource(join(projectDir, 'src')),
  )
  return statSync(classpathFile).mtimeMs > sources ? readFileSync(classpathFile, 'utf8') : undefined
}

/**
 * Returns the class path of reference/java, compiling it with Maven (offline first, then online) unless an
 * earlier build of the same sources left it in target/.
 */
export const prepareReferenceJava = (): JavaHarness => {
  const cached = cachedClasspath()
  if (cached !== undefined) return { _tag: 'Ready', classpath: cached }
  const depsFile = join(projectDir, 'target', 'dependency-classpath.txt')
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
        `-Dmdep.outputFile=${depsFile}`,
      ],
      { cwd: projectDir, stdio: ['ignore', 'ignore', 'pipe'], encoding: 'utf8' },
    )
    if (result.status !== 0) process.stderr.write(result.stderr)
    if (result.status === 0 && existsSync(depsFile)) {
      const classpath = [join(projectDir, 'target', 'classes'), readFileSync(depsFile, 'utf8').trim()].join(
        ':',
      )
      writeFileSync(classpathFile, classpath)
      return { _tag: 'Ready', classpath }
    }
  }
  return { _tag: 'Unavailable', reason: 'Maven could not compile reference/java (see its output above)' }
}
