import { afterEach, describe, expect, it } from 'vitest';
import { openSessionActivityChannel, type SessionActivityChannel } from './sessionActivityChannel';

const opened: SessionActivityChannel[] = [];
afterEach(() => opened.splice(0).forEach((channel) => channel.close()));

const open = (onActivity: (at: number) => void) => {
  const channel = openSessionActivityChannel(onActivity);
  opened.push(channel);
  return channel;
};

describe('session activity shared between tabs', () => {
  it('tells the other tabs when one sees activity', async () => {
    const received = new Promise<number>((resolve) => open(resolve));
    const sender = open(() => undefined);
    sender.announce(1_700_000_000_000);
    await expect(received).resolves.toBe(1_700_000_000_000);
  });

  it('ignores messages that are not a time', async () => {
    const seen: number[] = [];
    open((at) => seen.push(at));
    const raw = new BroadcastChannel('clinic-console-session-activity');
    raw.postMessage('not a time');
    raw.postMessage(42);
    await new Promise((resolve) => setTimeout(resolve, 50));
    raw.close();
    expect(seen).toEqual([42]);
  });
});
