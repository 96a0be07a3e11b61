import { renameTheSeededClinicIn } from '../support/sameClinicInTwoFiles';

// With its twin in this folder: two files write the same seeded record at once, each on a
// database of its own.
renameTheSeededClinicIn('first');
