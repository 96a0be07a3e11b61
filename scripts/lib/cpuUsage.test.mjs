import assert from 'node:assert/strict';
import { test } from 'node:test';
import { coresBusyBetween, parseProcStat } from './cpuUsage.mjs';

test('reads busy and total jiffies from the first cpu line of /proc/stat', () => {
  const text = 'cpu  100 5 50 800 40 2 3 0 7 0\ncpu0 50 2 25 400 20 1 1 0 0 0\nintr 1\n';
  assert.deepEqual(parseProcStat(text), { busy: 160, total: 1000 });
  assert.equal(parseProcStat('intr 1\n'), null);
});

test('the cores busy between two samples are the busy share of the time times the cores', () => {
  const before = { busy: 1000, total: 4000 };
  assert.equal(coresBusyBetween(before, { busy: 1750, total: 5000 }, 2), 1.5);
  assert.equal(coresBusyBetween(before, before, 2), null);
  assert.equal(coresBusyBetween(null, before, 2), null);
});
