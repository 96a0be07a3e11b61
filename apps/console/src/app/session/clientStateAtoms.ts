import { atom } from 'jotai';
import { atomWithStorage, createJSONStorage, RESET } from 'jotai/utils';

/** docs/product.md §9: the local-storage keys of the client root state. */
export const storageKeys = {
  locale: 'locale',
  loginEmail: 'loginEmail',
  loginStep: 'loginStep',
  /** When the last code was sent (epoch ms), so the resend wait survives a reload. */
  loginCodeSentAt: 'loginCodeSentAt',
  ssoAppName: 'ssoAppName',
  ssoRedirectUrl: 'ssoRedirectUrl',
} as const;

const loginSteps = ['email', 'otp'] as const;
type LoginStep = (typeof loginSteps)[number];

const storage = createJSONStorage<string | null>(() => localStorage);
const jsonStorage = createJSONStorage<unknown>(() => localStorage);

/**
 * JSON in local storage that reads as the initial value unless it passes `isValid`: a value edited
 * by hand, or kept by an older version, is not trusted.
 */
const checkedStorage = <T>(
  isValid: (stored: unknown) => stored is T,
): NonNullable<Parameters<typeof atomWithStorage<T>>[2]> => ({
  getItem: (key, initial) => {
    const stored = jsonStorage.getItem(key, initial);
    return isValid(stored) ? stored : initial;
  },
  setItem: (key, value) => jsonStorage.setItem(key, value),
  removeItem: (key) => jsonStorage.removeItem(key),
});

/** A stored login step that is not one of the steps reads as 'email'. */
const loginStepStorage = checkedStorage((stored): stored is LoginStep =>
  (loginSteps as readonly unknown[]).includes(stored),
);

// getOnInit: the stored value is there on the first render, so a reload keeps the step.
/** docs/product.md §2: the e-mail the code was sent to, kept until reset. */
export const loginEmailAtom = atomWithStorage<string | null>(
  storageKeys.loginEmail,
  null,
  storage,
  {
    getOnInit: true,
  },
);
/** docs/product.md §2: the login step, kept until reset. */
export const loginStepAtom = atomWithStorage<LoginStep>(
  storageKeys.loginStep,
  'email',
  loginStepStorage,
  { getOnInit: true },
);

/** A stored send time that is not a number of milliseconds reads as none. */
const sentAtStorage = checkedStorage(
  (stored): stored is number | null => typeof stored === 'number' && Number.isFinite(stored),
);

/**
 * docs/product.md §2 resend: when the last code was sent (epoch ms), kept like the step and the
 * e-mail, so a reload does not end the wait before another code may be asked for.
 */
export const codeSentAtAtom = atomWithStorage<number | null>(
  storageKeys.loginCodeSentAt,
  null,
  sentAtStorage,
  { getOnInit: true },
);

/** docs/product.md §2: after the e-mail step the e-mail is kept and the step becomes otp. */
export const codeSentToAtom = atom(null, (_get, set, email: string) => {
  set(loginEmailAtom, email);
  set(loginStepAtom, 'otp');
});

/** docs/product.md §2: reset returns to the e-mail step and clears the stored e-mail (both keys removed). */
export const resetLoginAtom = atom(null, (_get, set) => {
  set(loginEmailAtom, RESET);
  set(loginStepAtom, RESET);
  set(codeSentAtAtom, RESET);
});

/** docs/product.md §2 and docs/product.md §11.6: the app asking, and where the user goes back to. */
export const ssoAppNameAtom = atomWithStorage<string | null>(
  storageKeys.ssoAppName,
  null,
  storage,
  {
    getOnInit: true,
  },
);
export const ssoRedirectUrlAtom = atomWithStorage<string | null>(
  storageKeys.ssoRedirectUrl,
  null,
  storage,
  { getOnInit: true },
);

export interface SsoTarget {
  appName: string;
  redirect: string;
}

/** Both single sign-on values, or null while no sibling app asked. */
export const ssoTargetAtom = atom((get): SsoTarget | null => {
  const appName = get(ssoAppNameAtom);
  const redirect = get(ssoRedirectUrlAtom);
  return appName && redirect ? { appName, redirect } : null;
});

/** Keeps the values a sibling app supplied (both are needed; a half target is ignored). */
export const rememberSsoTargetAtom = atom(null, (_get, set, target: Partial<SsoTarget>) => {
  const appName = target.appName?.trim();
  const redirect = target.redirect?.trim();
  if (!appName || !redirect) return;
  set(ssoAppNameAtom, appName);
  set(ssoRedirectUrlAtom, redirect);
});

/** docs/product.md §2: the single sign-on values are clearable (both keys removed). */
export const clearSsoTargetAtom = atom(null, (_get, set) => {
  set(ssoAppNameAtom, RESET);
  set(ssoRedirectUrlAtom, RESET);
});
