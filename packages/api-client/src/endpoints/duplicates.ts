import type { AxiosInstance } from 'axios';
import type {
  DuplicatePair,
  DuplicatePairDetail,
  DuplicatePairListParams,
  DuplicateScan,
  MergeRequest,
  Page,
  PatientRecord,
} from '@org/contracts';

/** Possible duplicate patients, their merge and unmerge, and the scan that finds them. */
const DUPLICATES = '/api/v1/patient-duplicates';
const pairPath = (id: string) => `${DUPLICATES}/${encodeURIComponent(id)}`;

export const listDuplicatePairs = (client: AxiosInstance, params: DuplicatePairListParams = {}) =>
  client.get<Page<DuplicatePair>, Page<DuplicatePair>>(DUPLICATES, { params });

/** Both records and their versions (sent back with a merge); 404 outside the caller's scope. */
export const getDuplicatePair = (client: AxiosInstance, id: string) =>
  client.get<DuplicatePairDetail, DuplicatePairDetail>(pairPath(id));

/** "Not a duplicate": the pair is never suggested again. */
export const dismissDuplicatePair = (client: AxiosInstance, id: string) =>
  client.post<void, void>(`${pairPath(id)}/dismiss`);

/** Answers the record that remains. */
export const mergeDuplicatePair = (client: AxiosInstance, id: string, body: MergeRequest) =>
  client.post<PatientRecord, PatientRecord>(`${pairPath(id)}/merge`, body);

/** Answers the pair, open again; 409 UNMERGE_REFUSED says why not. */
export const unmergeDuplicatePair = (client: AxiosInstance, id: string) =>
  client.post<DuplicatePairDetail, DuplicatePairDetail>(`${pairPath(id)}/unmerge`);

export const latestDuplicateScan = (client: AxiosInstance) =>
  client.get<{ scan: DuplicateScan | null }, { scan: DuplicateScan | null }>(
    `${DUPLICATES}/scans/latest`,
  );

export const startDuplicateScan = (client: AxiosInstance) =>
  client.post<DuplicateScan, DuplicateScan>(`${DUPLICATES}/scans`);
