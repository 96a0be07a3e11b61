import { otpSchema, validateWith } from '@org/forms';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider as JotaiProvider } from 'jotai';
import { I18nextProvider } from 'react-i18next';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { MutationFailure } from '../../app/data/runMutation';
import { i18n, i18nReady, loadPackageNamespaces } from '../../app/i18n/i18n';
import { appStore } from '../../app/session/appStore';
import { OtpStepForm } from './OtpStepForm';

// The sign-in runtime without axios and the identity provider: the schema's check, no call.
vi.mock('./loadLoginRuntime', () => ({
  loadLoginRuntime: () =>
    Promise.resolve({
      MutationFailure,
      validateCode: async (email: string, otp: string) => {
        const result = await validateWith(otpSchema, { email, otp });
        return result.ok ? null : { key: result.errors[0]!.message, ns: 'forms' };
      },
      signIn: vi.fn(),
      requestCode: vi.fn(),
    }),
}));

beforeAll(async () => {
  await i18nReady;
  await i18n.changeLanguage('en');
  await loadPackageNamespaces();
});

function renderCodeStep() {
  const user = userEvent.setup();
  render(
    <JotaiProvider store={appStore}>
      <I18nextProvider i18n={i18n}>
        <OtpStepForm email="nurse@clinic.test" />
      </I18nextProvider>
    </JotaiProvider>,
  );
  return { user, field: screen.getByRole('textbox', { name: 'One-time code' }) };
}

describe('the one-time code step', () => {
  it('says "digits only" when a letter is typed, instead of dropping it without a word', async () => {
    const { user, field } = renderCodeStep();
    await user.type(field, '12a');
    expect(field).toHaveValue('12');
    expect(field).toHaveAccessibleDescription('OTP must contain digits only');
    await user.type(field, '3');
    expect(field).toHaveValue('123');
    expect(field).not.toHaveAccessibleDescription();
  });

  it('says how many digits a code has when a short one is sent', async () => {
    const { user, field } = renderCodeStep();
    await user.type(field, '123');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('OTP must have 6 digits')).toBeVisible();
    expect(field).toHaveAccessibleDescription('OTP must have 6 digits');
  });
});
