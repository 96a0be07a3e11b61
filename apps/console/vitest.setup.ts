import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// The unit suite shares two cores with the other suites: give `findBy…` and `waitFor` time to
// see a lazily loaded screen, instead of Testing Library's 1-second default.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => cleanup());
