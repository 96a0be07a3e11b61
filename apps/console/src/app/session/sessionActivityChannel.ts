/** The tabs of one browser share one server session, so they share its activity too. */
const SESSION_ACTIVITY_CHANNEL = 'clinic-console-session-activity';

export interface SessionActivityChannel {
  /** Tells the other tabs that this one just saw activity (epoch ms). */
  announce(at: number): void;
  close(): void;
}

/**
 * Activity in any tab restarts the server's idle count, so no tab may warn (or log everybody out)
 * while another is in use. Without BroadcastChannel each tab counts on its own.
 */
export function openSessionActivityChannel(
  onOtherTabActivity: (at: number) => void,
): SessionActivityChannel {
  if (typeof BroadcastChannel === 'undefined')
    return { announce: () => undefined, close: () => undefined };
  const channel = new BroadcastChannel(SESSION_ACTIVITY_CHANNEL);
  channel.onmessage = (event: MessageEvent<unknown>) => {
    if (typeof event.data === 'number' && Number.isFinite(event.data))
      onOtherTabActivity(event.data);
  };
  return {
    announce: (at) => channel.postMessage(at),
    close: () => channel.close(),
  };
}
