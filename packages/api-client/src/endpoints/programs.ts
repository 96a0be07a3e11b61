import type { AxiosInstance } from 'axios';
import type {
  Page,
  Program,
  ProgramListParams,
  ProgramRequest,
  RecordStatus,
} from '@org/contracts';

/** The programs patients are enrolled in (docs/product.md §3.4 Program, §2.7 Home's Programs tab). */
const PROGRAMS = '/api/v1/programs';
const programPath = (id: string) => `${PROGRAMS}/${encodeURIComponent(id)}`;

export const listPrograms = (client: AxiosInstance, params: ProgramListParams = {}) =>
  client.get<Page<Program>, Page<Program>>(PROGRAMS, { params });

export const createProgram = (client: AxiosInstance, body: ProgramRequest) =>
  client.post<Program, Program>(PROGRAMS, body);

export const updateProgram = (client: AxiosInstance, id: string, body: ProgramRequest) =>
  client.put<Program, Program>(programPath(id), body);

/** Programs are deactivated, never deleted: an inactive one takes no new enrolments. */
export const setProgramStatus = (client: AxiosInstance, id: string, status: RecordStatus) =>
  client.patch<Program, Program>(`${programPath(id)}/status`, { status });
