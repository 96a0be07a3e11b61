import {
  API_ACCEPT_HEADER,
  NOTIFICATION_STREAM_PATH,
  type NotificationUnread,
} from '@org/api-client';
import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '../data/queryKeys';
import { requestAuth } from '../session/authSession';

/** The first wait before reconnecting; each failure doubles it, up to RECONNECT_MAX_MS. */
export const RECONNECT_FIRST_MS = 1_000;
export const RECONNECT_MAX_MS = 30_000;

export interface StreamEvent {
  event: string;
  data: unknown;
}

/** Splits server-sent event text into events; answers the events and the unfinished rest. */
export function parseEvents(text: string): { events: StreamEvent[]; rest: string } {
  const events: StreamEvent[] = [];
  const blocks = text.replaceAll('\r\n', '\n').split('\n\n');
  const rest = blocks.pop() ?? '';
  for (const block of blocks) {
    let event = 'message';
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (line.startsWith('event:')) event = line.slice(6).trim();
      else if (line.startsWith('data:')) data.push(line.slice(5).trimStart());
    }
    if (data.length === 0) continue;
    try {
      events.push({ event, data: JSON.parse(data.join('\n')) as unknown });
    } catch {
      // Not ours: skipped.
    }
  }
  return { events, rest };
}

/**
 * Keeps the bell live: the api's notification stream (server-sent events, read with `fetch` so
 * that it carries the ID token like every other call) sets the unread count as it changes and
 * makes the panel's pages out of date. A lost connection is opened again after a wait that
 * doubles up to 30 seconds; each (re)connection refreshes the pages, so nothing missed is lost.
 * The stream ends for good when the server closes it for a signed-out session, or on a refusal
 * (401, 403: the app's own handling signs the person out). Answers the way to stop it.
 */
export function startNotificationStream(
  queryClient: QueryClient,
  options: { fetch?: typeof fetch; setTimeout?: typeof setTimeout } = {},
): () => void {
  const doFetch = options.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));
  const wait = options.setTimeout ?? setTimeout;
  let stopped = false;
  let retryMs = RECONNECT_FIRST_MS;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let controller: AbortController | null = null;

  const refreshPages = () =>
    void queryClient.invalidateQueries({ queryKey: queryKeys.notificationPages() });

  const handle = ({ event, data }: StreamEvent) => {
    if (event === 'unread') {
      const before = queryClient.getQueryData<NotificationUnread>(queryKeys.notificationsUnread());
      queryClient.setQueryData(queryKeys.notificationsUnread(), data as NotificationUnread);
      if (before?.unread !== (data as NotificationUnread).unread) refreshPages();
    } else if (event === 'closed') {
      stopped = true;
    }
  };

  const connect = async () => {
    controller = new AbortController();
    try {
      await requestAuth.waitForAuthReady();
      const token = await requestAuth.getIdToken();
      if (!token || stopped) return;
      const response = await doFetch(NOTIFICATION_STREAM_PATH, {
        credentials: 'include',
        headers: {
          Accept: `text/event-stream, ${API_ACCEPT_HEADER}`,
          Authorization: `Bearer ${token}`,
        },
        signal: controller.signal,
      });
      if (response.status === 401 || response.status === 403) return;
      if (!response.ok || !response.body) throw new Error(`stream answered ${response.status}`);
      retryMs = RECONNECT_FIRST_MS;
      refreshPages();
      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
      let buffer = '';
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        const parsed = parseEvents(buffer + value);
        buffer = parsed.rest;
        parsed.events.forEach(handle);
      }
    } catch {
      // Lost or refused on the way: tried again below.
    }
    if (stopped) return;
    timer = wait(() => void connect(), retryMs);
    retryMs = Math.min(retryMs * 2, RECONNECT_MAX_MS);
  };

  void connect();
  return () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    controller?.abort();
  };
}
