import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareThroughApi, readApi } from './support/api';
import { expectNoAxeViolations } from './support/axe';
import { consoleUrl, launchChromium } from './support/browser';
import { enrolThroughApi } from './support/patients';
import { openSignedIn, signedInState } from './support/signIn';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

/** A clinic of the demo manager and doctor (docs/product.md §10.2). */
const CLINIC = 'Clínica São José';
/** How soon an open tab shows a new notification. */
const LIVE_WITHIN_MS = 2_000;

describe('notifications', () => {
  it('a doctor’s open tab shows a patient given to her live, opens it, and marks all read', async () => {
    const manager = await signedInState(browser, 'manager@clinic.test');
    const { context, page, token: doctorToken } = await openSignedIn(browser, 'doctor@clinic.test');
    try {
      // Start from nothing unread, whatever other journeys left.
      await prepareThroughApi('POST', '/api/v1/notifications/read-all', { token: doctorToken });
      const patientName = `Bell Patient ${Date.now().toString(36)}`;
      const patientId = await enrolThroughApi(manager.token, patientName, { clinic: CLINIC });
      const doctor = await readApi<{ id: string }>('/api/v1/users/me', doctorToken);
      const clinic = await readApi<{ items: { id: string }[] }>(
        `/api/v1/clinics?search=${encodeURIComponent(CLINIC)}`,
        manager.token,
      );

      // The stream is open once its answer has begun.
      const streamOpen = page.waitForResponse(
        (response) => new URL(response.url()).pathname === '/api/v1/notifications/stream',
      );
      await page.goto(`${consoleUrl}/`);
      await page.getByRole('heading', { level: 1, name: 'Welcome, Dmitri' }).waitFor();
      await page.getByRole('button', { name: 'Notifications', exact: true }).waitFor();
      expect((await streamOpen).status()).toBe(200);

      await prepareThroughApi('PUT', `/api/v1/patients/${patientId}/assignment`, {
        token: manager.token,
        body: { clinicId: clinic.items[0]!.id, doctorId: doctor.id, nurseId: null },
      });
      const ringing = page.getByRole('button', { name: 'Notifications, 1 unread' });
      await ringing.waitFor({ timeout: LIVE_WITHIN_MS });
      await expect
        .poll(() => page.getByRole('status').filter({ hasText: '1 unread notification' }).count())
        .toBe(1);

      await ringing.click();
      const panel = page.getByRole('dialog', { name: 'Notifications' });
      const link = panel.getByRole('link', { name: `${patientName} was assigned to you.` });
      await link.waitFor();
      await expectNoAxeViolations(page, 'notifications panel');
      await link.click();
      await page.waitForURL((url) => url.searchParams.get('patient') === patientId);
      await page.getByRole('dialog', { name: patientName }).waitFor();
      // Following it read it (the record is open, so the header is hidden from the tree).
      await page
        .getByRole('button', { name: 'Notifications', exact: true, includeHidden: true })
        .waitFor();

      // Another, then all read from the panel.
      await prepareThroughApi('PUT', `/api/v1/patients/${patientId}/assignment`, {
        token: manager.token,
        body: { clinicId: clinic.items[0]!.id, doctorId: null, nurseId: null },
      });
      await page.keyboard.press('Escape');
      const again = page.getByRole('button', { name: 'Notifications, 1 unread' });
      await again.waitFor({ timeout: LIVE_WITHIN_MS });
      await again.click();
      await panel.getByText(`${patientName} is no longer assigned to you.`).waitFor();
      await panel.getByRole('button', { name: 'Mark all as read' }).click();
      await page
        .getByRole('button', { name: 'Notifications', exact: true, includeHidden: true })
        .waitFor();
      await expect
        .poll(
          async () =>
            (await readApi<{ unread: number }>('/api/v1/notifications/unread', doctorToken)).unread,
        )
        .toBe(0);
    } finally {
      await context.close();
    }
  });
});
