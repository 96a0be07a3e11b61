import { render, screen } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../app/i18n/i18n';
import { queryClient } from '../../app/session/queryClient';
import { SsoPanel } from './SsoPanel';

vi.mock('./loadSsoRuntime', () => ({
  loadSsoRuntime: () =>
    Promise.resolve({
      checkTarget: () =>
        Promise.resolve({
          ok: true,
          value: { name: 'companion', displayName: 'Clinic Companion' },
        }),
      handOff: () => Promise.resolve('http://localhost:5180/callback?code=x'),
    }),
}));

const target = { appName: 'companion', redirect: 'http://localhost:5180/callback' };
const renderPanel = (user: Parameters<typeof SsoPanel>[0]['user']) =>
  render(
    <Provider store={createStore()}>
      <MemoryRouter>
        <SsoPanel target={target} user={user} />
      </MemoryRouter>
    </Provider>,
  );

beforeEach(async () => {
  await i18n.changeLanguage('en');
  queryClient.clear();
});

describe('the single sign-on panel', () => {
  it('names the app the sign-in is for once the server knows it', async () => {
    renderPanel(null);
    await screen.findByText('Sign in to continue to Clinic Companion.');
  });

  it('asks a signed-in user, also when mounted again', async () => {
    const user = {
      id: 'u1',
      fullName: 'Dora Doctor',
      name: 'Dora',
      email: 'doctor@clinic.test',
      role: 'DOCTOR' as const,
      avatar: null,
      userSettings: [],
    };
    const first = renderPanel(user);
    await screen.findByText('Continue to Clinic Companion as doctor@clinic.test?');
    first.unmount();
    renderPanel(user);
    expect(
      await screen.findByRole('button', { name: 'Continue to Clinic Companion' }),
    ).toBeInTheDocument();
  });
});
