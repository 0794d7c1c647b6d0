// @ts-check
import tseslint from 'typescript-eslint'
import importX from 'eslint-plugin-import-x'
import tributary from './scripts/eslint/floors.js'

/** Architecture boundaries from DESIGN.md §2, enforced so nobody has to remember them. */
const compileTime = ['src/dsl/**', 'src/graph/**', 'src/optimizer/**', 'src/topology/**']
const nodeIo = ['node:fs', 'node:fs/*', 'node:net', 'node:http', 'node:child_process', 'fs', 'net', 'http']

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'docs/**',
      'node_modules/**',
      'reference/java/target/**',
      '.cache/**',
      'eslint.config.js',
      'scripts/eslint/**',
    ],
  },
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    plugins: { 'import-x': importX },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'kafkajs', message: 'kafkajs is only imported under src/kafka/kafkajs/.' },
            {
              name: '@platformatic/kafka',
              message: '@platformatic/kafka is only imported under src/kafka/platformatic/.',
            },
          ],
          patterns: [
            {
              regex: '^(level|classic-level|abstract-level)(/.*)?$',
              message: 'level is only imported under src/state/level/.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/kafka/kafkajs/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@platformatic/kafka',
              message: '@platformatic/kafka is only imported under src/kafka/platformatic/.',
            },
          ],
          patterns: [
            {
              regex: '^(level|classic-level|abstract-level)(/.*)?$',
              message: 'level is only imported under src/state/level/.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/kafka/platformatic/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'kafkajs', message: 'kafkajs is only imported under src/kafka/kafkajs/.' }],
          patterns: [
            {
              regex: '^(level|classic-level|abstract-level)(/.*)?$',
              message: 'level is only imported under src/state/level/.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['test/**', 'bench/**', 'scripts/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(level|classic-level|abstract-level)(/.*)?$',
              message: 'level is only imported under src/state/level/.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/state/level/**', 'test/**', 'bench/**'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: compileTime,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: nodeIo.map((name) => ({ name, message: 'Compile-time code does no I/O.' })),
          // the run-time folders are higher floors, so tributary/floors already keeps them out
          patterns: [
            { group: ['kafkajs', 'level', 'classic-level'], message: 'Compile-time code does no I/O.' },
          ],
        },
      ],
    },
  },
  {
    files: ['src/**'],
    plugins: { tributary },
    rules: { 'tributary/floors': 'error' },
  },
  {
    files: ['src/**'],
    ignores: ['src/core/clock.ts'],
    rules: {
      'no-restricted-globals': [
        'error',
        { name: 'setTimeout', message: 'Timers only through src/core/clock.ts.' },
        { name: 'setInterval', message: 'Timers only through src/core/clock.ts.' },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']",
          message: 'Time only through src/core/clock.ts.',
        },
      ],
    },
  },
)
