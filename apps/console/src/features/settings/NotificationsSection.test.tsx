import type * as ApiClientExports from '@org/api-client';
import { getNotificationPreferences, saveNotificationPreferences } from '@org/api-client';
import { screen } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../app/session/queryClient';
import { loadEnglishText, renderScreenAt } from '../../testing/signedInScreen';
import { NotificationsSection } from './NotificationsSection';
import { SETTINGS_NAMESPACE } from './settingsNamespace';

vi.mock('@org/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiClientExports>()),
  getNotificationPreferences: vi.fn(),
  saveNotificationPreferences: vi.fn(),
}));

beforeAll(() => loadEnglishText([SETTINGS_NAMESPACE]));

beforeEach(() => {
  queryClient.clear();
  vi.mocked(getNotificationPreferences)
    .mockReset()
    .mockResolvedValue({ mutedKinds: ['maintenance-published'], dailyDigest: false });
  vi.mocked(saveNotificationPreferences)
    .mockReset()
    .mockImplementation(async (_client, body) => body);
});

describe('Settings, Notifications', () => {
  it('shows each kind on or off as saved, and saves a change and the digest', async () => {
    const { user } = renderScreenAt('/settings', <NotificationsSection />);
    const maintenance = await screen.findByRole('switch', {
      name: 'A maintenance message is published',
    });
    await vi.waitFor(() => expect(maintenance).not.toBeChecked());
    expect(screen.getByRole('switch', { name: 'A patient is assigned to me' })).toBeChecked();

    await user.click(screen.getByRole('switch', { name: 'A patient is assigned to me' }));
    await vi.waitFor(() =>
      expect(saveNotificationPreferences).toHaveBeenCalledWith(expect.anything(), {
        mutedKinds: ['maintenance-published', 'patient-assigned'],
        dailyDigest: false,
      }),
    );
    expect(await screen.findByText('Your settings are saved.')).toBeInTheDocument();

    await user.click(screen.getByRole('switch', { name: 'Daily e-mail of unread notifications' }));
    await vi.waitFor(() =>
      expect(saveNotificationPreferences).toHaveBeenLastCalledWith(
        expect.anything(),
        expect.objectContaining({ dailyDigest: true }),
      ),
    );
  });
});
