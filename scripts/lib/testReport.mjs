// What `npm test` says at its end: each suite's wall time, test count and first failures, read from
// the runners' own reports (vitest's JSON, node --test's JUnit), and the total.
import { readFile } from 'node:fs/promises';

/** How many failures of a suite the closing summary names (the suite's log has them all). */
export const FAILURES_SHOWN = 5;

const firstLine = (text) =>
  String(text ?? '')
    // eslint-disable-next-line no-control-regex -- colours in runner messages
    .replace(/\x1b\[[0-9;]*m/g, '')
    .split('\n')
    .map((line) => line.trim())
    .find(Boolean) ?? '';

/** Counts and failures of a vitest JSON report (`--reporter=json`). */
export function readVitestReport(report) {
  const failures = [];
  for (const file of report.testResults ?? []) {
    const failedTests = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    for (const test of failedTests) {
      failures.push(`${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
    }
    // A file that failed before its tests ran (an import error, a failing hook) has no failed test.
    if (file.status === 'failed' && failedTests.length === 0) {
      failures.push(`${file.name}: ${firstLine(file.message) || 'failed'}`);
    }
  }
  return {
    passed: report.numPassedTests ?? 0,
    failed: Math.max(report.numFailedTests ?? 0, failures.length > 0 ? 1 : 0),
    failures,
  };
}

const unescapeXml = (text) =>
  text
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&apos;', "'")
    .replace(/&#x([0-9a-f]+);/gi, (_, hex) => String.fromCodePoint(Number.parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, decimal) => String.fromCodePoint(Number(decimal)))
    .replaceAll('&amp;', '&');

/** Counts and failures of a node --test JUnit report (`--test-reporter=junit`). */
export function readJunitReport(xml) {
  const failures = [];
  let passed = 0;
  for (const match of xml.matchAll(/<testcase\b([^>]*?)(\/>|>([\s\S]*?)<\/testcase>)/g)) {
    const name = unescapeXml(/\bname="([^"]*)"/.exec(match[1])?.[1] ?? '');
    const body = match[3] ?? '';
    const failure = /<failure\b([^>]*)>/.exec(body);
    if (failure) {
      failures.push(
        `${name}: ${firstLine(unescapeXml(/\bmessage="([^"]*)"/.exec(failure[1])?.[1] ?? ''))}`,
      );
    } else if (!/<skipped\b/.test(body)) {
      passed += 1;
    }
  }
  return { passed, failed: failures.length, failures };
}

/** A report file read by its kind; a missing or broken file counts as one failure. */
export async function readReportFile(file) {
  try {
    const text = await readFile(file, 'utf8');
    return file.endsWith('.xml') ? readJunitReport(text) : readVitestReport(JSON.parse(text));
  } catch (error) {
    return { passed: 0, failed: 1, failures: [`no readable report ${file}: ${error.message}`] };
  }
}

const pad = (text, width, right = false) =>
  right ? String(text).padStart(width) : String(text).padEnd(width);

/** Cores busy on average (the whole machine's), or a dash where it was not measured. */
const cores = (busy) => (typeof busy === 'number' ? busy.toFixed(1) : '–');

/**
 * The closing table: a row per suite (`{ name, seconds, coresBusy?, passed, failed, failures,
 * errors }`), the total, then each failed suite with its first failures, and last the line CI reads.
 */
export function formatSummary(results, totalSeconds, totalCoresBusy = null) {
  const nameWidth = Math.max(5, ...results.map((result) => result.name.length));
  const lines = [
    '',
    `${pad('suite', nameWidth)}  ${pad('time', 8, true)}  ${pad('cores', 5, true)}  ${pad('passed', 6, true)}  ${pad('failed', 6, true)}  result`,
  ];
  const status = (result) => (result.failed > 0 || result.errors.length > 0 ? 'FAILED' : 'ok');
  for (const result of results) {
    lines.push(
      `${pad(result.name, nameWidth)}  ${pad(`${result.seconds.toFixed(0)} s`, 8, true)}  ${pad(cores(result.coresBusy), 5, true)}  ${pad(result.passed, 6, true)}  ${pad(result.failed, 6, true)}  ${status(result)}`,
    );
  }
  const passed = results.reduce((sum, result) => sum + result.passed, 0);
  const failed = results.reduce((sum, result) => sum + result.failed, 0);
  lines.push(
    `${pad('total', nameWidth)}  ${pad(`${totalSeconds.toFixed(0)} s`, 8, true)}  ${pad(cores(totalCoresBusy), 5, true)}  ${pad(passed, 6, true)}  ${pad(failed, 6, true)}`,
  );
  for (const result of results.filter((candidate) => status(candidate) === 'FAILED')) {
    lines.push('', `${result.name} FAILED:`);
    for (const error of result.errors) lines.push(`  ${error}`);
    for (const failure of result.failures.slice(0, FAILURES_SHOWN)) lines.push(`  ✘ ${failure}`);
    if (result.failures.length > FAILURES_SHOWN) {
      lines.push(
        `  … and ${result.failures.length - FAILURES_SHOWN} more (see the suite's output above)`,
      );
    }
  }
  // A step that failed without a failed test (lint, a build, a runner's own error) counts as one.
  const failedSteps = results.reduce((sum, result) => sum + result.errors.length, 0);
  lines.push('', `Tests: ${passed} passed, ${failed + failedSteps} failed`);
  return lines.join('\n');
}
