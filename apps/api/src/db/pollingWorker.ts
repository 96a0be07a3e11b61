/**
 * A background worker of one api instance: `pass` runs every `pollMs` once started, and at once
 * when kicked, never two passes at once (a kick during a pass runs one more right after it). A
 * pass reads `isStopping()` to end early; `stop` waits for the pass under way. The mail queue and
 * the duplicate scan run on it; what one pass does, and how instances share the work (rows claimed
 * with FOR UPDATE SKIP LOCKED), is theirs.
 */
export function createPollingWorker(options: {
  pollMs: number;
  pass: (isStopping: () => boolean) => Promise<unknown>;
  onError: (error: unknown) => void;
}) {
  let started = false;
  let stopping = false;
  let again = false;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  const isStopping = () => stopping;

  /** One pass now, or another one right after the pass under way. */
  const kick = (): Promise<void> => {
    if (!started || stopping) return Promise.resolve();
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        try {
          await options.pass(isStopping);
        } catch (error) {
          options.onError(error);
        }
      } while (again && !stopping);
    })().finally(() => {
      running = null;
    });
    return running;
  };

  return {
    kick,
    isStopping,
    /** Polls every `pollMs` from now on, starting with a pass at once. */
    start() {
      if (started) return;
      started = true;
      stopping = false;
      timer = setInterval(() => void kick(), options.pollMs);
      timer.unref();
      void kick();
    },
    /** No new pass; waits for the one under way to end. */
    async stop() {
      stopping = true;
      started = false;
      if (timer) clearInterval(timer);
      timer = null;
      await running;
    },
  };
}
