import { createStore } from 'jotai';
import { beforeEach, describe, expect, it, vi } from 'vitest';

/** The atoms as a freshly loaded page has them: they read local storage when the module loads. */
async function reload() {
  vi.resetModules();
  return { atoms: await import('./clientStateAtoms'), store: createStore() };
}

beforeEach(() => localStorage.clear());

describe('client state in local storage (docs/product.md §9 keys)', () => {
  it('uses the spec keys', async () => {
    const { atoms } = await reload();
    expect(atoms.storageKeys).toEqual({
      locale: 'locale',
      loginEmail: 'loginEmail',
      loginStep: 'loginStep',
      loginCodeSentAt: 'loginCodeSentAt',
      ssoAppName: 'ssoAppName',
      ssoRedirectUrl: 'ssoRedirectUrl',
    });
  });

  it('starts at the e-mail step with no e-mail', async () => {
    const { atoms, store } = await reload();
    expect(store.get(atoms.loginStepAtom)).toBe('email');
    expect(store.get(atoms.loginEmailAtom)).toBeNull();
  });

  it('keeps the e-mail and the otp step once the code is sent, across a reload', async () => {
    const before = await reload();
    before.store.set(before.atoms.codeSentToAtom, 'ada@clinic.test');
    expect(JSON.parse(localStorage.getItem('loginEmail')!)).toBe('ada@clinic.test');
    expect(JSON.parse(localStorage.getItem('loginStep')!)).toBe('otp');

    const after = await reload();
    expect(after.store.get(after.atoms.loginStepAtom)).toBe('otp');
    expect(after.store.get(after.atoms.loginEmailAtom)).toBe('ada@clinic.test');
  });

  it('reset returns to the e-mail step and removes the stored e-mail', async () => {
    const { atoms, store } = await reload();
    store.set(atoms.codeSentToAtom, 'ada@clinic.test');
    store.set(atoms.resetLoginAtom);
    expect(store.get(atoms.loginStepAtom)).toBe('email');
    expect(store.get(atoms.loginEmailAtom)).toBeNull();
    expect(localStorage.getItem('loginEmail')).toBeNull();
    expect(localStorage.getItem('loginStep')).toBeNull();

    const after = await reload();
    expect(after.store.get(after.atoms.loginStepAtom)).toBe('email');
  });

  it('keeps when the code was sent across a reload, so the resend wait goes on', async () => {
    const before = await reload();
    before.store.set(before.atoms.codeSentAtAtom, 1_700_000_000_000);
    const after = await reload();
    expect(after.store.get(after.atoms.codeSentAtAtom)).toBe(1_700_000_000_000);

    after.store.set(after.atoms.resetLoginAtom);
    expect(localStorage.getItem('loginCodeSentAt')).toBeNull();
    localStorage.setItem('loginCodeSentAt', JSON.stringify('yesterday'));
    const edited = await reload();
    expect(edited.store.get(edited.atoms.codeSentAtAtom)).toBeNull();
  });

  it('reads a stored step that is not a step as the e-mail step', async () => {
    localStorage.setItem('loginStep', JSON.stringify('password'));
    const { atoms, store } = await reload();
    expect(store.get(atoms.loginStepAtom)).toBe('email');
  });

  it('keeps the single sign-on app and redirect, across a reload', async () => {
    const before = await reload();
    before.store.set(before.atoms.rememberSsoTargetAtom, {
      appName: 'companion',
      redirect: 'http://localhost:5180/callback',
    });
    expect(JSON.parse(localStorage.getItem('ssoAppName')!)).toBe('companion');
    expect(JSON.parse(localStorage.getItem('ssoRedirectUrl')!)).toBe(
      'http://localhost:5180/callback',
    );

    const after = await reload();
    expect(after.store.get(after.atoms.ssoTargetAtom)).toEqual({
      appName: 'companion',
      redirect: 'http://localhost:5180/callback',
    });
  });

  it('ignores half a single sign-on target', async () => {
    const { atoms, store } = await reload();
    store.set(atoms.rememberSsoTargetAtom, { appName: 'companion', redirect: '  ' });
    expect(store.get(atoms.ssoTargetAtom)).toBeNull();
    expect(localStorage.getItem('ssoAppName')).toBeNull();
  });

  it('clears the single sign-on values', async () => {
    const { atoms, store } = await reload();
    store.set(atoms.rememberSsoTargetAtom, {
      appName: 'companion',
      redirect: 'http://localhost:5180/',
    });
    store.set(atoms.clearSsoTargetAtom);
    expect(store.get(atoms.ssoTargetAtom)).toBeNull();
    expect(store.get(atoms.ssoAppNameAtom)).toBeNull();
    expect(store.get(atoms.ssoRedirectUrlAtom)).toBeNull();
    expect(localStorage.getItem('ssoAppName')).toBeNull();
    expect(localStorage.getItem('ssoRedirectUrl')).toBeNull();

    const after = await reload();
    expect(after.store.get(after.atoms.ssoTargetAtom)).toBeNull();
  });
});
