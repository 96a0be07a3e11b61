/**
 * Possible duplicate patients, their merge and unmerge, and the background scan that finds them
 * in the data already there.
 */

/** OPEN until someone decides: NOT_DUPLICATE is never suggested again, MERGED until unmerged. */
export const duplicatePairStatuses = ['OPEN', 'NOT_DUPLICATE', 'MERGED'] as const;
export type DuplicatePairStatus = (typeof duplicatePairStatuses)[number];

export const duplicateScanStatuses = ['RUNNING', 'DONE'] as const;
export type DuplicateScanStatus = (typeof duplicateScanStatuses)[number];

/** What a merge chooses, field by field, from either record. */
export const mergeFields = [
  'fullName',
  'email',
  'phoneNumber',
  'address',
  'doctor',
  'nurse',
] as const;
export type MergeField = (typeof mergeFields)[number];

/** An unmerge is possible this many days after the merge. */
export const UNMERGE_DAYS = 30;

/** The duplicates list's sortable fields; the most likely pairs first. */
export const duplicatePairSortFields = ['score', 'foundAt'] as const;
export type DuplicatePairSortField = (typeof duplicatePairSortFields)[number];

export const duplicateMessages = {
  pairDecided: 'This pair was already decided.',
  recordChanged: 'One of the two records changed since it was opened: open the pair again.',
  unmergeChanged: 'A record changed since the merge, so it cannot be undone.',
  unmergeExpired: 'A merge can be undone for 30 days only.',
  patientMerged: 'This patient was merged into another record.',
  choiceNotOfPair: 'Choose one of the two records.',
  staffNotAtClinic: 'That doctor or nurse does not work at the kept record’s clinic.',
} as const;
