import { join } from 'node:path'
import ts from 'typescript'
import type { CodeBlock } from './codeBlocks.js'

/** The package's import paths, mapped to their sources so blocks are checked against the code as it is now. */
const entryPoints: Readonly<Record<string, string>> = {
  'tributary-streams': 'src/index.ts',
  'tributary-streams/operators': 'src/operators.ts',
  'tributary-streams/testing': 'src/testing/index.ts',
  'tributary-streams/testing/clients': 'src/testing/clients.ts',
  'tributary-streams/state': 'src/state/index.ts',
  'tributary-streams/routing': 'src/routing/index.ts',
}

/**
 * What a snippet may use without declaring it: the objects a page's prose has already introduced. A block that
 * declares or imports one of these names uses its own.
 */
const context: Readonly<Record<string, string>> = {
  app: 'KafkaStreams',
  builder: 'StreamsBuilder',
  topology: 'Topology',
  kafka: 'KafkaClientSupplier',
  context: 'StateStoreContext',
  logger: 'Logger',
}

/** Other modules a snippet may use without importing them, as `import <binding> from '<module>'` reads. */
const modules: Readonly<Record<string, string>> = {
  t: "* as t from 'io-ts'",
  E: "* as E from 'fp-ts/Either'",
  pipe: "{ pipe } from 'fp-ts/function'",
  readFileSync: "{ readFileSync } from 'node:fs'",
}

/** Exports that would hide a Node global snippets use (the `process` operator and `process.env`). */
const notAutoImported = new Set(['process'])

export interface BlockDiagnostic {
  readonly block: CodeBlock
  readonly message: string
}

const declaredNames = (file: ts.SourceFile): Set<string> => {
  const names = new Set<string>()
  const addBinding = (name: ts.BindingName): void => {
    if (ts.isIdentifier(name)) names.add(name.text)
    else name.elements.forEach((element) => ts.isBindingElement(element) && addBinding(element.name))
  }
  for (const statement of file.statements) {
    if (ts.isImportDeclaration(statement)) {
      const clause = statement.importClause
      if (clause?.name) names.add(clause.name.text)
      const bindings = clause?.namedBindings
      if (bindings && ts.isNamedImports(bindings)) bindings.elements.forEach((e) => names.add(e.name.text))
      if (bindings && ts.isNamespaceImport(bindings)) names.add(bindings.name.text)
    } else if (ts.isVariableStatement(statement)) {
      statement.declarationList.declarations.forEach((d) => addBinding(d.name))
    } else if (
      (ts.isFunctionDeclaration(statement) ||
        ts.isClassDeclaration(statement) ||
        ts.isInterfaceDeclaration(statement) ||
        ts.isTypeAliasDeclaration(statement) ||
        ts.isEnumDeclaration(statement)) &&
      statement.name
    ) {
      names.add(statement.name.text)
    }
  }
  return names
}

/** Type-checks every block as its own module under the project's compiler options; returns what failed. */
export const typeCheckBlocks = (root: string, blocks: readonly CodeBlock[]): readonly BlockDiagnostic[] => {
  const config = ts.getParsedCommandLineOfConfigFile(
    join(root, 'tsconfig.json'),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (d) => {
        throw new Error(ts.flattenDiagnosticMessageText(d.messageText, '\n'))
      },
    },
  )
  if (config === undefined) throw new Error('tsconfig.json could not be read')
  const options: ts.CompilerOptions = {
    ...config.options,
    noEmit: true,
    // snippets show one use of an API: unused names and type-only imports written as plain imports are fine
    noUnusedLocals: false,
    noUnusedParameters: false,
    verbatimModuleSyntax: false,
    isolatedModules: false,
    declaration: false,
    sourceMap: false,
    baseUrl: root,
    paths: Object.fromEntries(Object.entries(entryPoints).map(([name, path]) => [name, [path]])),
  }
  const entryFiles = Object.values(entryPoints).map((path) => join(root, path))
  const exportsProgram = ts.createProgram(entryFiles, options)
  const checker = exportsProgram.getTypeChecker()
  // each exported name once, from the first entry point exporting it
  const exporterOf = new Map<string, string>()
  for (const [name, path] of Object.entries(entryPoints)) {
    const source = exportsProgram.getSourceFile(join(root, path))
    const symbol = source && checker.getSymbolAtLocation(source)
    if (symbol === undefined) throw new Error(`${path} has no module symbol`)
    for (const exported of checker.getExportsOfModule(symbol)) {
      if (!exporterOf.has(exported.name)) exporterOf.set(exported.name, name)
    }
  }

  const fileOf = new Map<string, { block: CodeBlock; text: string; preludeLines: number }>()
  blocks.forEach((block, index) => {
    const own = declaredNames(ts.createSourceFile('block.ts', block.code, ts.ScriptTarget.ES2022))
    const imports = new Map<string, string[]>()
    const wanted = (name: string): void => {
      const from = exporterOf.get(name)
      if (from === undefined || own.has(name) || notAutoImported.has(name) || name in modules) return
      imports.set(from, [...(imports.get(from) ?? []), name])
    }
    exporterOf.forEach((_from, name) => wanted(name))
    const contextLines = Object.entries(context)
      .filter(([name]) => !own.has(name))
      .map(([name, type]) => `declare const ${name}: ${type}`)
    const moduleLines = Object.entries(modules)
      .filter(([name]) => !own.has(name))
      .map(([, binding]) => `import ${binding}`)
    const prelude = [
      ...[...imports].map(([from, names]) => `import { ${names.join(', ')} } from '${from}'`),
      ...moduleLines,
      ...contextLines,
    ]
    const text = `${prelude.join('\n')}\n${block.code}\nexport {}\n`
    fileOf.set(join(root, `docs-block-${index}.ts`), { block, text, preludeLines: prelude.length })
  })

  const host = ts.createCompilerHost(options)
  const readFile = host.readFile.bind(host)
  const getSourceFile = host.getSourceFile.bind(host)
  host.readFile = (name) => fileOf.get(name)?.text ?? readFile(name)
  host.fileExists = (name) => fileOf.has(name) || ts.sys.fileExists(name)
  host.getSourceFile = (name, version, onError, create) => {
    const virtual = fileOf.get(name)
    return virtual
      ? ts.createSourceFile(name, virtual.text, version)
      : getSourceFile(name, version, onError, create)
  }
  const program = ts.createProgram([...fileOf.keys()], options, host, exportsProgram)
  return [...fileOf].flatMap(([name, { block, preludeLines }]) => {
    const file = program.getSourceFile(name)
    if (file === undefined) return [{ block, message: 'not compiled' }]
    return [...program.getSyntacticDiagnostics(file), ...program.getSemanticDiagnostics(file)].map((d) => {
      const at = d.start === undefined ? 0 : file.getLineAndCharacterOfPosition(d.start).line - preludeLines
      return {
        block,
        message: `${block.page}:${block.line + 1 + at}: ${ts.flattenDiagnosticMessageText(d.messageText, ' ')}`,
      }
    })
  })
}
