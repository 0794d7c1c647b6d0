import type { Logger, LogFields, LogLevel } from '../../src/index.js'

/** One line a {@link capturingLogger} received. */
export interface CapturedLine {
  readonly level: LogLevel
  readonly message: string
  readonly fields: LogFields | undefined
}

/** A logger that keeps every line it is given, at every level. */
export const capturingLogger = (): { readonly logger: Logger; readonly lines: CapturedLine[] } => {
  const lines: CapturedLine[] = []
  const at =
    (level: LogLevel) =>
    (message: string, fields?: LogFields): void =>
      void lines.push({ level, message, fields })
  return {
    lines,
    logger: {
      trace: at('trace'),
      debug: at('debug'),
      info: at('info'),
      warn: at('warn'),
      error: at('error'),
    },
  }
}
