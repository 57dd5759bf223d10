import { describe, expect, it } from 'vitest'
import { e2eTimes, formatTimingTable, unitFileTimes } from './timingTable.mjs'

describe('timingTable', () => {
  it('orders unit files by their own time, relative to the repository', () => {
    const report = {
      testResults: [
        { name: '/repo/a.test.ts', startTime: 1_000, endTime: 1_500, assertionResults: [{}, {}] },
        { name: '/repo/b.test.ts', startTime: 1_000, endTime: 4_000, assertionResults: [{}] },
      ],
    }
    expect(unitFileTimes(report, '/repo')).toEqual([
      { file: 'b.test.ts', seconds: 3, tests: 1 },
      { file: 'a.test.ts', seconds: 0.5, tests: 2 },
    ])
    expect(unitFileTimes(undefined)).toEqual([])
  })

  it('counts every attempt of an end-to-end test and sums them by spec file', () => {
    const report = {
      suites: [
        {
          title: 'a.spec.ts',
          file: 'a.spec.ts',
          specs: [{ title: 'first', file: 'a.spec.ts', line: 3, tests: [{ results: [{ duration: 60_000 }, { duration: 4_000 }] }] }],
          suites: [
            { title: 'group', file: 'a.spec.ts', specs: [{ title: 'second', file: 'a.spec.ts', line: 9, tests: [{ results: [{ duration: 2_000 }] }] }] },
          ],
        },
        { title: 'b.spec.ts', file: 'b.spec.ts', specs: [{ title: 'third', file: 'b.spec.ts', line: 1, tests: [{ results: [{ duration: 10_000 }] }] }] },
      ],
    }
    const times = e2eTimes(report)
    expect(times.tests).toEqual([
      { test: 'a.spec.ts:3 › first', file: 'a.spec.ts', seconds: 64, attempts: 2 },
      { test: 'b.spec.ts:1 › third', file: 'b.spec.ts', seconds: 10, attempts: 1 },
      { test: 'a.spec.ts:9 › group › second', file: 'a.spec.ts', seconds: 2, attempts: 1 },
    ])
    expect(times.files).toEqual([
      { file: 'a.spec.ts', seconds: 66, tests: 2 },
      { file: 'b.spec.ts', seconds: 10, tests: 1 },
    ])
    const table = formatTimingTable({ unitFiles: [], e2e: times }, 2)
    expect(table).toContain('64.0 s  a.spec.ts:3 › first (2 attempts)')
    expect(table).not.toContain('second')
  })
})
