// Types of timingTable.mjs (plain JavaScript, so `npm test`'s runner needs no TypeScript loader).

/** A unit test file's own time. */
export type UnitFileTime = { file: string; seconds: number; tests: number }
/** An end-to-end test's time over all its attempts. */
export type E2eTestTime = { test: string; file: string; seconds: number; attempts: number }
/** The end-to-end run's times by test and by spec file, slowest first. */
export type E2eTimes = { tests: E2eTestTime[]; files: UnitFileTime[] }

/** Times of the unit run by file, from vitest's JSON report, slowest first. */
export function unitFileTimes(report: unknown, root?: string): UnitFileTime[]
/** Times of the end-to-end run from Playwright's JSON report (every attempt counted). */
export function e2eTimes(report: unknown): E2eTimes
/** The table printed at the end of the run: the slowest `limit` rows of each list. */
export function formatTimingTable(times: { unitFiles: UnitFileTime[]; e2e: E2eTimes }, limit?: number): string
