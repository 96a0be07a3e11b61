import { inject } from 'vitest';
import { copyTestDatabasesFrom } from '../testDatabase';

// Every test file's databases are copies of the run's seeded template (test/globalSetup.ts).
copyTestDatabasesFrom(inject('seededTemplate'));
