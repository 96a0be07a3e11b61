import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  loggedOutInOtherTab,
  onOtherTabsNews,
  tellOtherTabs,
  type SessionNews,
} from './sessionChannel';

const CHANNEL = 'clinic-console-session';

// Each test's listeners, and the channels standing in for other tabs, are closed after it.
const cleanups: (() => void)[] = [];
afterEach(() => cleanups.splice(0).forEach((cleanup) => cleanup()));

const listen = () => {
  const heard: SessionNews[] = [];
  cleanups.push(onOtherTabsNews((news) => heard.push(news)));
  return heard;
};

/** Another tab of the same browser. */
const otherTab = () => {
  const tab = new BroadcastChannel(CHANNEL);
  const heard: unknown[] = [];
  tab.onmessage = (event: MessageEvent<unknown>) => heard.push(event.data);
  cleanups.push(() => tab.close());
  return { tab, heard };
};

describe('session news shared between the tabs of a browser', () => {
  it('tells the other tabs of activity and of a logout, in order', async () => {
    const { heard } = otherTab();
    tellOtherTabs({ type: 'activity', at: 1_700_000_000_000 });
    tellOtherTabs({ type: 'signed-out' });
    await vi.waitFor(() =>
      expect(heard).toEqual([{ type: 'activity', at: 1_700_000_000_000 }, { type: 'signed-out' }]),
    );
  });

  it('hears the other tabs, and ignores what is not session news', async () => {
    const heard = listen();
    const { tab } = otherTab();
    tab.postMessage('not news');
    tab.postMessage({ type: 'activity', at: 'noon' });
    tab.postMessage({ type: 'activity', at: 42 });
    tab.postMessage({ type: 'signed-out' });
    await vi.waitFor(() =>
      expect(heard).toEqual([{ type: 'activity', at: 42 }, { type: 'signed-out' }]),
    );
  });

  it('never hears its own news', async () => {
    const heard = listen();
    const other = otherTab();
    tellOtherTabs({ type: 'activity', at: 1 });
    // The other tab heard it: this one had as long to hear it too.
    await vi.waitFor(() => expect(other.heard).toHaveLength(1));
    expect(heard).toEqual([]);
  });

  it('remembers a logout in another tab while it listens, and forgets it once nobody does', async () => {
    const stop = onOtherTabsNews(() => undefined);
    expect(loggedOutInOtherTab()).toBe(false);
    otherTab().tab.postMessage({ type: 'signed-out' });
    await vi.waitFor(() => expect(loggedOutInOtherTab()).toBe(true));
    stop();
    expect(loggedOutInOtherTab()).toBe(false);
  });
});
