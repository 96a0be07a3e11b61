import type * as ApiClientExports from '@org/api-client';
import {
  getNotifications,
  getUnreadNotifications,
  markAllNotificationsRead,
  markNotificationRead,
  type NotificationItem,
} from '@org/api-client';
import { screen, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryKeys } from '../data/queryKeys';
import { queryClient } from '../session/queryClient';
import { expectNoAxeViolations } from '../../testing/expectNoAxeViolations';
import { loadEnglishText, renderScreenAt } from '../../testing/signedInScreen';
import { NotificationsPopover } from './NotificationsPopover';
import { parseEvents, RECONNECT_FIRST_MS, startNotificationStream } from './notificationStream';

vi.mock('@org/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiClientExports>()),
  getNotifications: vi.fn(),
  getUnreadNotifications: vi.fn(),
  markAllNotificationsRead: vi.fn(),
  markNotificationRead: vi.fn(),
}));

const token = vi.hoisted(() => ({ value: null as string | null }));
vi.mock('../session/authSession', () => ({
  requestAuth: {
    waitForAuthReady: () => Promise.resolve(true),
    getIdToken: () => Promise.resolve(token.value),
  },
}));

const item = (id: string, changes: Partial<NotificationItem> = {}): NotificationItem => ({
  id,
  kind: 'maintenance-published',
  params: {},
  link: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  read: true,
  ...changes,
});

const assigned = item('n1', {
  kind: 'patient-assigned',
  params: { patientName: 'Ana Silva' },
  link: '/?patient=p1',
  read: false,
});

beforeAll(() => loadEnglishText([]));

beforeEach(() => {
  queryClient.clear();
  token.value = null;
  let unread = 2;
  vi.mocked(getUnreadNotifications)
    .mockReset()
    .mockImplementation(async () => ({ unread }));
  vi.mocked(getNotifications)
    .mockReset()
    .mockImplementation(async (_client, before) =>
      before
        ? { items: [item('n3')], unread, next: null }
        : {
            items: [assigned, item('n2', { kind: 'role-changed', params: { role: 'DOCTOR' } })],
            unread,
            next: 'cursor-1',
          },
    );
  vi.mocked(markAllNotificationsRead)
    .mockReset()
    .mockImplementation(async () => {
      unread = 0;
    });
  vi.mocked(markNotificationRead)
    .mockReset()
    .mockImplementation(async () => {
      unread -= 1;
    });
});

const renderBell = () => renderScreenAt('/', <NotificationsPopover />);

describe('the bell', () => {
  it('shows the unread count on the bell, and says it politely', async () => {
    renderBell();
    expect(
      await screen.findByRole('button', { name: 'Notifications, 2 unread' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('notification-count')).toHaveTextContent('2');
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(status).toHaveTextContent('2 unread notifications');
  });

  it('opens a panel newest first, pages on, links a patient, and marks all read', async () => {
    const { user } = renderBell();
    await user.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
    const dialog = await screen.findByRole('dialog', { name: 'Notifications' });
    const link = await within(dialog).findByRole('link', {
      name: 'Ana Silva was assigned to you.',
    });
    expect(link).toHaveAttribute('href', '/?patient=p1');
    expect(link.querySelector('bdi')).toHaveTextContent('Ana Silva');
    expect(within(dialog).getByText('Your role is now Doctor.')).toBeInTheDocument();
    await expectNoAxeViolations();

    await user.click(within(dialog).getByRole('button', { name: 'Show older' }));
    expect(
      await within(dialog).findByText('A new maintenance message was published.'),
    ).toBeInTheDocument();
    expect(getNotifications).toHaveBeenLastCalledWith(expect.anything(), 'cursor-1');
    expect(within(dialog).queryByRole('button', { name: 'Show older' })).toBeNull();

    await user.click(within(dialog).getByRole('button', { name: 'Mark all as read' }));
    await vi.waitFor(() => expect(markAllNotificationsRead).toHaveBeenCalledTimes(1));
    // The panel is open, so the bell is outside what a screen reader is offered just now.
    expect(
      await screen.findByRole('button', { name: 'Notifications', hidden: true }),
    ).toBeInTheDocument();
    expect(screen.queryByTestId('notification-count')).toBeNull();
  });

  it('marks one read', async () => {
    const { user } = renderBell();
    await user.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
    const dialog = await screen.findByRole('dialog', { name: 'Notifications' });
    await user.click(await within(dialog).findByRole('button', { name: 'Mark as read' }));
    await vi.waitFor(() =>
      expect(markNotificationRead).toHaveBeenCalledWith(expect.anything(), 'n1'),
    );
    expect(
      await screen.findByRole('button', { name: 'Notifications, 1 unread', hidden: true }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('notification-count')).toHaveTextContent('1');
  });
});

describe('the stream', () => {
  it('reads server-sent events, keeping what is not complete', () => {
    expect(
      parseEvents('retry: 2000\n\nevent: unread\ndata: {"unread":3}\n\n:\n\nevent: un'),
    ).toEqual({
      events: [{ event: 'unread', data: { unread: 3 } }],
      rest: 'event: un',
    });
  });

  it('sets the unread count live, and reconnects with a growing wait', async () => {
    token.value = 'id-token';
    const encoder = new TextEncoder();
    const answers = [
      new Response(
        new ReadableStream({
          start(controller) {
            controller.enqueue(encoder.encode('event: unread\ndata: {"unread":'));
            controller.enqueue(encoder.encode('5}\n\n'));
            controller.close();
          },
        }),
        { status: 200 },
      ),
    ];
    const fetchStream = vi.fn(
      async () => answers.shift() ?? Promise.reject(new TypeError('offline')),
    );
    const waits: number[] = [];
    const retries: (() => void)[] = [];
    const stop = startNotificationStream(queryClient, {
      fetch: fetchStream as unknown as typeof fetch,
      setTimeout: ((callback: () => void, ms: number) => {
        waits.push(ms);
        retries.push(callback);
        return 0;
      }) as unknown as typeof setTimeout,
    });
    await vi.waitFor(() =>
      expect(queryClient.getQueryData(queryKeys.notificationsUnread())).toEqual({ unread: 5 }),
    );
    expect(fetchStream).toHaveBeenCalledWith(
      '/api/v1/notifications/stream',
      expect.objectContaining({
        headers: expect.objectContaining({ Authorization: 'Bearer id-token' }),
      }),
    );
    await vi.waitFor(() => expect(waits).toEqual([RECONNECT_FIRST_MS]));
    retries.shift()!();
    await vi.waitFor(() => expect(waits).toEqual([RECONNECT_FIRST_MS, 2 * RECONNECT_FIRST_MS]));
    retries.shift()!();
    await vi.waitFor(() =>
      expect(waits).toEqual([RECONNECT_FIRST_MS, 2 * RECONNECT_FIRST_MS, 4 * RECONNECT_FIRST_MS]),
    );
    stop();
  });

  it('stops for good when the server closes a signed-out session', async () => {
    token.value = 'id-token';
    const fetchStream = vi.fn(
      async () =>
        new Response(
          'event: unread\ndata: {"unread":7}\n\nevent: closed\ndata: {"reason":"signed-out"}\n\n',
          { status: 200 },
        ),
    );
    const waits: number[] = [];
    startNotificationStream(queryClient, {
      fetch: fetchStream as unknown as typeof fetch,
      setTimeout: ((_callback: () => void, ms: number) => {
        waits.push(ms);
        return 0;
      }) as unknown as typeof setTimeout,
    });
    await vi.waitFor(() =>
      expect(queryClient.getQueryData(queryKeys.notificationsUnread())).toEqual({ unread: 7 }),
    );
    // A few turns of the event loop: the end of the body is read, and nothing is scheduled.
    for (let turn = 0; turn < 5; turn += 1) await new Promise((resolve) => setImmediate(resolve));
    expect(waits).toEqual([]);
    expect(fetchStream).toHaveBeenCalledTimes(1);
  });
});
