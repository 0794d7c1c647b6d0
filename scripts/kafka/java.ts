// Finds a usable `java` (17 or newer) and runs Kafka's Java tools from the resolved jars.
import { KafkaSetupError } from './KafkaSetupError.js'
import { prerequisiteHint } from './jars.js'
import { runProcess, tail } from './processes.js'

/** JVM options for Kafka's command-line tools: small heap, since the machine is shared. */
export const toolJvmOptions: readonly string[] = ['-Xmx256m', '-XX:TieredStopAtLevel=1', '-XX:+UseSerialGC']

let checked: Promise<number> | undefined

/**
 * Checks once per process that `java` exists and is version 17 or newer; returns its major version.
 *
 * @example
 * ```ts
 * await requireJava() // 17
 * ```
 */
export function requireJava(): Promise<number> {
  checked ??= runProcess('java', ['-version'], prerequisiteHint).then(({ stderr, stdout }) => {
    const match = /version "(\d+)(?:\.(\d+))?/.exec(stderr + stdout)
    const major = match?.[1] === '1' ? Number(match[2]) : Number(match?.[1])
    if (!Number.isFinite(major) || major < 17) {
      throw new KafkaSetupError(
        'KafkaPrerequisiteMissing',
        `Kafka needs Java 17 or newer, but \`java -version\` said: ${(stderr + stdout).trim()}. ${prerequisiteHint}`,
      )
    }
    return major
  })
  return checked
}

/**
 * Runs a Kafka Java tool (`mainClass args`) on `classpath` to completion; a non-zero exit becomes a
 * `KafkaToolFailed` error with the tail of its output. Returns the tool's standard output.
 *
 * @example
 * ```ts
 * await runKafkaTool(classpath, 'kafka.tools.StorageTool', ['random-uuid'])
 * ```
 */
export async function runKafkaTool(
  classpath: string,
  mainClass: string,
  args: readonly string[],
  jvmOptions: readonly string[] = toolJvmOptions,
): Promise<string> {
  await requireJava()
  const result = await runProcess(
    'java',
    [...jvmOptions, '-cp', classpath, mainClass, ...args],
    prerequisiteHint,
  )
  if (result.code !== 0) {
    throw new KafkaSetupError(
      'KafkaToolFailed',
      `${mainClass} ${args.join(' ')} exited with ${String(result.code)}:\n${tail(result.stdout + result.stderr)}`,
    )
  }
  return result.stdout
}
