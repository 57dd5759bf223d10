/*
 * docs/spec-coverage.md checks the kit, requirement by requirement, against the product's
 * requirements document (kept outside this repository). It stays
 * honest here: every row has a known status, a row that is not done says why, a done row names
 * the code and a test, every path it names exists, and the summary's counts are the table's.
 */
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

const repositoryRoot = join(import.meta.dirname, '..', '..')
const text = readFileSync(join(repositoryRoot, 'docs', 'spec-coverage.md'), 'utf8')

type Row = { section: string; requirement: string; status: string; where: string; notes: string }

function readRows(markdown: string): Row[] {
  const rows: Row[] = []
  let section = ''
  for (const line of markdown.split('\n')) {
    if (line.startsWith('## ')) section = line.slice(3).trim()
    if (!line.startsWith('|') || /^\|\s*-/.test(line) || /^\|\s*Requirement\s*\|/.test(line)) continue
    // A cell may hold `a | b` inside code; split on pipes outside backticks only.
    const cells: string[] = []
    let cell = ''
    let inCode = false
    for (const char of line.slice(1)) {
      if (char === '`') inCode = !inCode
      if (char === '|' && !inCode) {
        cells.push(cell.trim())
        cell = ''
      } else cell += char
    }
    const [requirement = '', status = '', where = '', notes = ''] = cells
    rows.push({ section, requirement, status, where, notes })
  }
  return rows
}

const rows = readRows(text)
const codePaths = (where: string) => [...where.matchAll(/`([^`]+)`/g)].map((match) => match[1] ?? '')
const isTest = (path: string) => /\.(test|spec)\.tsx?$|^test\//.test(path)

describe('docs/spec-coverage.md', () => {
  it('covers each of the nine parts of the requirements', () => {
    for (let section = 1; section <= 9; section += 1) {
      expect(
        rows.some((row) => row.section.startsWith(`${section}.`)),
        `part ${section}`,
      ).toBe(true)
    }
  })

  it('gives every requirement a known status, and a reason when it is not done', () => {
    for (const row of rows) {
      expect(['done', 'partial', 'n/a'], row.requirement).toContain(row.status)
      if (row.status !== 'done') expect(row.notes, `${row.requirement}: why ${row.status}`).not.toBe('')
    }
  })

  it('names the code and a test for every done requirement', () => {
    for (const row of rows.filter((r) => r.status === 'done')) {
      const paths = codePaths(row.where)
      expect(paths.some(isTest), `${row.requirement}: a test`).toBe(true)
      expect(
        paths.some((path) => !isTest(path)),
        `${row.requirement}: the code`,
      ).toBe(true)
    }
  })

  it('names only paths that exist', () => {
    const missing = rows.flatMap((row) => codePaths(row.where).filter((path) => !existsSync(join(repositoryRoot, path))))
    expect(missing).toEqual([])
  })

  it('states the table’s own counts in its summary', () => {
    const count = (status: string) => rows.filter((row) => row.status === status).length
    const summary = /(\d+) requirements: (\d+) done, (\d+) partial, (\d+) not applicable/.exec(text)
    expect(summary?.slice(1).map(Number)).toEqual([rows.length, count('done'), count('partial'), count('n/a')])
  })
})
