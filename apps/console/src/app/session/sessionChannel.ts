/**
 * The tabs of one browser share one server session (and one identity-provider sign-in), so what
 * happens to it in one tab, the others hear: activity restarts every tab's idle count, and a logout
 * signs every tab out (docs/product.md §4, §11.3).
 */
const SESSION_CHANNEL = 'clinic-console-session';

/** What one tab tells the others: it saw session activity (epoch ms), or it logged out. */
export type SessionNews = { type: 'activity'; at: number } | { type: 'signed-out' };

type SessionNewsListener = (news: SessionNews) => void;

function readNews(data: unknown): SessionNews | null {
  if (typeof data !== 'object' || data === null) return null;
  const { type, at } = data as { type?: unknown; at?: unknown };
  if (type === 'activity' && typeof at === 'number' && Number.isFinite(at)) return { type, at };
  if (type === 'signed-out') return { type };
  return null;
}

// One channel per tab, for listening and telling alike: a channel never hears its own messages,
// so a tab never acts on its own news. Open while anybody in the tab listens (while signed in).
let channel: BroadcastChannel | null = null;
const listeners = new Set<SessionNewsListener>();
let heardLogout = false;

/**
 * True when another tab said it logged out since this tab began to listen: the session is over on
 * the server already, and the other tabs know.
 */
export const loggedOutInOtherTab = (): boolean => heardLogout;

/**
 * Calls `listener` with each piece of news from the other tabs until the returned function is
 * called. Without BroadcastChannel each tab is on its own.
 */
export function onOtherTabsNews(listener: SessionNewsListener): () => void {
  if (typeof BroadcastChannel === 'undefined') return () => undefined;
  listeners.add(listener);
  if (!channel) {
    channel = new BroadcastChannel(SESSION_CHANNEL);
    channel.onmessage = (event: MessageEvent<unknown>) => {
      const news = readNews(event.data);
      if (!news) return;
      if (news.type === 'signed-out') heardLogout = true;
      listeners.forEach((each) => each(news));
    };
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0) return;
    channel?.close();
    channel = null;
    heardLogout = false;
  };
}

/** Tells the other tabs of this browser; they hear it within a moment. */
export function tellOtherTabs(news: SessionNews): void {
  if (typeof BroadcastChannel === 'undefined') return;
  if (channel) {
    channel.postMessage(news);
    return;
  }
  // Nobody listens in this tab: a channel for this message alone. Closing it right after posting
  // still delivers what was posted.
  const once = new BroadcastChannel(SESSION_CHANNEL);
  once.postMessage(news);
  once.close();
}
