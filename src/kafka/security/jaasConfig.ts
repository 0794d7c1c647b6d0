/**
 * Reads `sasl.jaas.config` as Java users write it: one login module, its control flag, `key="value"` options, and
 * a closing `;`, e.g. `org.apache.kafka.common.security.scram.ScramLoginModule required username="app"
 * password="...";`. Errors say what is wrong and where (the option's position, never its value).
 * @since 0.1.0
 */
import * as E from 'fp-ts/lib/Either.js'

/**
 * One login module of a JAAS configuration.
 * @category Configuration
 * @since 0.1.0
 */
export interface JaasEntry {
  /** The login module's class name, e.g. `org.apache.kafka.common.security.plain.PlainLoginModule`. */
  readonly loginModule: string
  readonly flag: 'required' | 'requisite' | 'sufficient' | 'optional'
  /** The options in the order given; values are secrets to the caller (a password is one of them). */
  readonly options: ReadonlyMap<string, string>
}

type Token =
  | { readonly _tag: 'Word'; readonly text: string }
  | { readonly _tag: 'Quoted'; readonly text: string }
  | { readonly _tag: 'Number' }
  | { readonly _tag: 'Equals' }
  | { readonly _tag: 'Semicolon' }

const flags = ['required', 'requisite', 'sufficient', 'optional'] as const
const className = /^[A-Za-z_$][\w$]*(\.[A-Za-z_$][\w$]*)*$/

/** Splits the text into words, quoted strings (with `\"` and `\\` escapes), `=` and `;`. */
const tokenize = (text: string): E.Either<string, readonly Token[]> => {
  const tokens: Token[] = []
  let i = 0
  while (i < text.length) {
    const c = text[i]!
    if (/\s/.test(c)) i++
    else if (c === '=') {
      tokens.push({ _tag: 'Equals' })
      i++
    } else if (c === ';') {
      tokens.push({ _tag: 'Semicolon' })
      i++
    } else if (c === '"' || c === "'") {
      let value = ''
      let j = i + 1
      for (; j < text.length && text[j] !== c; j++) {
        if (text[j] === '\\' && j + 1 < text.length) j++
        value += text[j]
      }
      if (j >= text.length)
        return E.left(`a quoted value that opens with ${c} is never closed (the closing ${c} is missing)`)
      tokens.push({ _tag: 'Quoted', text: value })
      i = j + 1
    } else {
      let j = i
      while (j < text.length && !/[\s=;"']/.test(text[j]!)) j++
      // as Java's tokenizer: an unquoted token starting with a digit or '.' is a number, which is no value
      const word = text.slice(i, j)
      tokens.push(/^[\d.]/.test(word) ? { _tag: 'Number' } : { _tag: 'Word', text: word })
      i = j
    }
  }
  return E.right(tokens)
}

const isWord = (t: Token | undefined): t is Token & { readonly text: string } =>
  t !== undefined && (t._tag === 'Word' || t._tag === 'Quoted')

/**
 * Parses a client's JAAS configuration (exactly one login module). `Left` is a sentence fragment saying what is
 * wrong, without any option value.
 * @example
 * parseJaasConfig('org.apache.kafka.common.security.plain.PlainLoginModule required username="u" password="p";')
 * // Right({ loginModule: '...PlainLoginModule', flag: 'required', options: Map { username => 'u', password => 'p' } })
 * @category Configuration
 * @since 0.1.0
 */
export const parseJaasConfig = (text: string): E.Either<string, JaasEntry> => {
  const tokenized = tokenize(text)
  if (E.isLeft(tokenized)) return tokenized
  const tokens = tokenized.right
  if (tokens.length === 0)
    return E.left('it is empty; give a login module, its flag, its options and a closing ;')
  const [module, flag, ...rest] = tokens
  if (module?._tag !== 'Word' || !className.test(module.text))
    return E.left(
      'it does not start with a login module class name (such as org.apache.kafka.common.security.scram.ScramLoginModule)',
    )
  if (flag?._tag !== 'Word' || !(flags as readonly string[]).includes(flag.text))
    return E.left(
      `the login module must be followed by its control flag (${flags.join(', ')}), usually 'required'`,
    )
  const options = new Map<string, string>()
  let i = 0
  for (; i < rest.length && rest[i]!._tag !== 'Semicolon'; i += 3) {
    const position = options.size + 1
    const key = rest[i]
    if (!isWord(key)) return E.left(`option ${position} does not start with a name (name="value")`)
    if (rest[i + 1]?._tag !== 'Equals')
      return E.left(`option ${position} ('${key.text}') has no '=' after its name (write ${key.text}="...")`)
    if (!isWord(rest[i + 2]))
      return E.left(
        `option ${position} ('${key.text}') has no value after '=' (quote it: numbers must be quoted, as in Java)`,
      )
    if (options.has(key.text)) return E.left(`option '${key.text}' is given twice`)
    options.set(key.text, (rest[i + 2] as { readonly text: string }).text)
  }
  if (i >= rest.length) return E.left("it does not end with ';' after the last option")
  if (i + 1 < rest.length)
    return E.left(
      'it holds more than one login module (or text after the closing ;); a client takes exactly one',
    )
  return E.right({ loginModule: module.text, flag: flag.text as JaasEntry['flag'], options })
}
