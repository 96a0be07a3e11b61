// `node --test scripts/lib/testReport.test.mjs`: what `npm test` says at its end, from the runners'
// reports.
import assert from 'node:assert/strict';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import {
  FAILURES_SHOWN,
  formatSummary,
  readJunitReport,
  readReportFile,
  readVitestReport,
} from './testReport.mjs';

const vitestReport = {
  numPassedTests: 3,
  numFailedTests: 1,
  testResults: [
    {
      name: '/repo/apps/api/test/clinics.test.ts',
      status: 'failed',
      message: '',
      assertionResults: [
        { fullName: 'clinics lists them', status: 'passed', failureMessages: [] },
        {
          fullName: 'clinics refuses a bad page',
          status: 'failed',
          failureMessages: ['\u001b[31mAssertionError: expected 200 to be 400\u001b[39m\n    at x'],
        },
      ],
    },
    {
      name: '/repo/apps/api/test/broken.test.ts',
      status: 'failed',
      message: 'Cannot find module ./gone\nstack',
      assertionResults: [],
    },
  ],
};

test('a vitest report gives its counts and each failure with its first line', () => {
  const read = readVitestReport(vitestReport);
  assert.equal(read.passed, 3);
  assert.equal(read.failed, 1);
  assert.deepEqual(read.failures, [
    'clinics refuses a bad page: AssertionError: expected 200 to be 400',
    '/repo/apps/api/test/broken.test.ts: Cannot find module ./gone',
  ]);
});

test('a JUnit report of node --test gives its counts and failures', () => {
  const xml = `<?xml version="1.0" encoding="utf-8"?>
<testsuites>
  <testcase name="the hash is the same" time="0.1" classname="test"/>
  <testcase name="a &quot;setting&quot; changes it" time="0.1" classname="test">
    <failure type="testCodeFailure" message="Expected values to be strictly equal:&#10;1 !== 2">details</failure>
  </testcase>
  <testcase name="not run" time="0" classname="test"><skipped type="skipped" message="skip"/></testcase>
</testsuites>`;
  assert.deepEqual(readJunitReport(xml), {
    passed: 1,
    failed: 1,
    failures: ['a "setting" changes it: Expected values to be strictly equal:'],
  });
});

test('a missing report counts as a failure that names it', async () => {
  const dir = await mkdtemp(path.join(tmpdir(), 'test-report-'));
  try {
    const read = await readReportFile(path.join(dir, 'unit.json'));
    assert.equal(read.failed, 1);
    assert.match(read.failures[0], /no readable report .*unit\.json/);
    await writeFile(path.join(dir, 'unit.json'), JSON.stringify(vitestReport));
    assert.equal((await readReportFile(path.join(dir, 'unit.json'))).passed, 3);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});

test('the summary has a row per suite, the total, the failed suites with their first failures, and the line CI reads', () => {
  const failures = Array.from({ length: FAILURES_SHOWN + 2 }, (_, index) => `test ${index}: boom`);
  const summary = formatSummary(
    [
      {
        name: 'static',
        seconds: 61.4,
        passed: 9,
        failed: 0,
        failures: [],
        errors: ['lint (ESLint) failed (exit code 1)'],
      },
      {
        name: 'unit',
        seconds: 80.2,
        coresBusy: 1.94,
        passed: 1200,
        failed: 0,
        failures: [],
        errors: [],
      },
      { name: 'api', seconds: 95, passed: 300, failed: FAILURES_SHOWN + 2, failures, errors: [] },
    ],
    240,
    1.52,
  );
  const lines = summary.split('\n');
  assert.match(
    lines.find((line) => line.startsWith('static')),
    /^static\s+61 s\s+–\s+9\s+0\s+FAILED$/,
  );
  assert.match(
    lines.find((line) => line.startsWith('unit')),
    /^unit\s+80 s\s+1\.9\s+1200\s+0\s+ok$/,
  );
  assert.match(
    lines.find((line) => line.startsWith('total')),
    /^total\s+240 s\s+1\.5\s+1509\s+7$/,
  );
  assert.ok(lines.includes('static FAILED:'));
  assert.ok(lines.includes('  lint (ESLint) failed (exit code 1)'));
  assert.ok(lines.includes('api FAILED:'));
  assert.ok(lines.includes(`  ✘ test ${FAILURES_SHOWN - 1}: boom`));
  assert.ok(!lines.includes(`  ✘ test ${FAILURES_SHOWN}: boom`));
  assert.ok(lines.includes(`  … and 2 more (see the suite's output above)`));
  assert.ok(!lines.includes('unit FAILED:'));
  // The failed lint step counts, so the closing line never says 0 failed for a red run.
  assert.equal(lines.at(-1), `Tests: 1509 passed, ${FAILURES_SHOWN + 3} failed`);
});
