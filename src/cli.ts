#!/usr/bin/env node
/**
 * The `tributary-streams` command. One command today: `describe <module> [--format text|mermaid|dot|svg] [--out
 * file]`. Exits 0 on success, 1 on an error it explains on standard error, 2 on a command it does not know.
 * @packageDocumentation
 */
import { isStreamsError } from './errors/StreamsError.js'
import { describeCommand, describeUsage } from './runtime/describe/describeCommand.js'

const main = async (argv: readonly string[]): Promise<number> => {
  const [command, ...args] = argv
  if (command === 'describe') {
    process.stdout.write(await describeCommand(args, process.cwd()))
    return 0
  }
  if (command === undefined || command === '--help' || command === 'help') {
    process.stdout.write(describeUsage)
    return command === undefined ? 2 : 0
  }
  process.stderr.write(`Unknown command "${command}".\n\n${describeUsage}`)
  return 2
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code
  },
  (e: unknown) => {
    process.stderr.write(
      isStreamsError(e)
        ? `${e.name}: ${e.message}\n`
        : `${e instanceof Error ? (e.stack ?? e.message) : String(e)}\n`,
    )
    process.exitCode = 1
  },
)
