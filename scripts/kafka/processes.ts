// Small helpers for running the tools the Kafka scripts need (java, mvn) as child processes.
import { spawn } from 'node:child_process'
import { KafkaSetupError } from './KafkaSetupError.js'

/** What a finished child process printed, and how it ended. */
export interface ProcessResult {
  readonly code: number | null
  readonly stdout: string
  readonly stderr: string
}

/** Options for {@link runProcess}. */
export interface RunProcessOptions {
  readonly cwd?: string
  /** Called with each complete line of standard output as it arrives. */
  readonly onLine?: (line: string) => void
}

/**
 * Runs `command args` to completion and collects its output. A missing executable becomes a
 * `KafkaPrerequisiteMissing` error naming `installHint`.
 *
 * @example
 * ```ts
 * const { code, stdout } = await runProcess('java', ['-version'], 'Install Java 17.')
 * ```
 */
export function runProcess(
  command: string,
  args: readonly string[],
  installHint: string,
  options: RunProcessOptions = {},
): Promise<ProcessResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: options.cwd, stdio: ['ignore', 'pipe', 'pipe'] })
    let stdout = ''
    let stderr = ''
    let pending = ''
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      stdout += chunk
      if (options.onLine === undefined) return
      pending += chunk
      const lines = pending.split('\n')
      pending = lines.pop() ?? ''
      for (const line of lines) options.onLine(line)
    })
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk))
    child.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') {
        reject(new KafkaSetupError('KafkaPrerequisiteMissing', `'${command}' was not found. ${installHint}`))
      } else reject(error)
    })
    child.on('close', (code) => resolve({ code, stdout, stderr }))
  })
}

/** The last `lines` lines of `text`, for error messages. */
export function tail(text: string, lines = 30): string {
  return text.split('\n').slice(-lines).join('\n')
}
