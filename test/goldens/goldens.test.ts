import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import * as t from 'io-ts'
import { describe, expect, it } from 'vitest'
import { describeGoldens } from './describeGoldens.js'
import { driverScenarios } from './driverScenarios.js'
import { errorCases } from './errorCases.js'
import { readGoldenJson } from './readGoldenJson.js'

describe('describe() goldens', () => {
  const goldens = describeGoldens()

  it('cover at least 30 programs and 40 files, each a full describe() text', () => {
    expect(new Set(goldens.map((g) => g.program)).size).toBeGreaterThanOrEqual(30)
    expect(goldens.length).toBeGreaterThanOrEqual(40)
    for (const golden of goldens) {
      expect(golden.text.startsWith('Topologies:\n   Sub-topology: 0'), golden.file).toBe(true)
    }
  })

  it('name each file after its program and optimization', () => {
    for (const golden of goldens) {
      const suffix =
        golden.optimization === 'none'
          ? ''
          : golden.optimization === 'all'
            ? '.optimized'
            : `.${golden.optimization.replaceAll(',', '+')}`
      expect(golden.file).toBe(`${golden.program}${suffix}.txt`)
    }
  })
})

describe('TopologyTestDriver scenarios', () => {
  const scenarios = driverScenarios()

  it('number at least 40, each with a Java output for the same scenario and topology', () => {
    expect(scenarios.length).toBeGreaterThanOrEqual(40)
    for (const { name, input, expected } of scenarios) {
      expect(expected.scenario).toBe(name)
      expect(expected.topology).toBe(input.topology)
    }
  })

  it('write only to declared input topics and report the declared outputs (by step) and stores', () => {
    for (const { input, expected } of scenarios) {
      for (const step of input.steps) {
        if ('topic' in step) expect(Object.keys(input.inputTopics)).toContain(step.topic)
      }
      expect(Object.keys(expected.outputTopics)).toEqual(Object.keys(input.outputTopics))
      expect(Object.keys(expected.stores)).toEqual(input.stores ?? [])
      for (const records of Object.values(expected.outputTopics)) {
        const steps = records.map((r) => r.step)
        expect(steps).toEqual([...steps].sort((a, b) => a - b))
        for (const step of steps) expect(input.steps[step]).toBeDefined()
      }
    }
  })
})

describe('error cases', () => {
  it('list each rejected program once, with Java exception class and source line', () => {
    const cases = errorCases()
    expect(cases.length).toBeGreaterThanOrEqual(10)
    expect(new Set(cases.map((c) => c.case)).size).toBe(cases.length)
    for (const c of cases) {
      expect(['ConfigException', 'TopologyException'], c.case).toContain(c.exception)
      expect(c.source).toMatch(/ErrorCatalogue\.java:\d+$/)
    }
  })
})

describe('readGoldenJson', () => {
  const dir = mkdtempSync(join(tmpdir(), 'goldens-'))

  it('rejects a missing file, bad JSON and a shape mismatch with GoldenFileError', () => {
    const bad = join(dir, 'bad.json')
    writeFileSync(bad, '{')
    const wrong = join(dir, 'wrong.json')
    writeFileSync(wrong, '{"file": 1}')
    for (const file of [join(dir, 'absent.json'), bad, wrong]) {
      expect(() => readGoldenJson(file, t.type({ file: t.string }))).toThrow(
        expect.objectContaining({ _tag: 'GoldenFileError', file }),
      )
    }
  })
})
