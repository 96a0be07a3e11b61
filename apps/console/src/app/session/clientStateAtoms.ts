import { atomWithStorage, createJSONStorage } from 'jotai/utils';

/** spec §9: the local-storage keys of the client root state. */
export const storageKeys = {
  locale: 'locale',
  loginEmail: 'loginEmail',
  loginStep: 'loginStep',
  ssoAppName: 'ssoAppName',
  ssoRedirectUrl: 'ssoRedirectUrl',
} as const;

export type LoginStep = 'email' | 'otp';

const storage = createJSONStorage<string | null>(() => localStorage);
const loginStepStorage = createJSONStorage<LoginStep>(() => localStorage);

// getOnInit: the stored value is there on the first render, so a reload keeps the step.
export const loginEmailAtom = atomWithStorage<string | null>(
  storageKeys.loginEmail,
  null,
  storage,
  {
    getOnInit: true,
  },
);
export const loginStepAtom = atomWithStorage<LoginStep>(
  storageKeys.loginStep,
  'email',
  loginStepStorage,
  {
    getOnInit: true,
  },
);
