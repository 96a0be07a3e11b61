import type { AxiosInstance, AxiosProgressEvent } from 'axios';
import {
  FEATURE_IMAGE_FIELD,
  type KnowledgeCheck,
  type KnowledgeCheckAttempt,
  type KnowledgeCheckAttemptListParams,
  type KnowledgeCheckAttemptRequest,
  type KnowledgeCheckAttemptResult,
  type KnowledgeCheckListParams,
  type KnowledgeCheckRequest,
  type KnowledgeCheckSummary,
  type KnowledgeStatus,
  type Page,
  type TrainingModule,
  type TrainingModuleCategories,
  type TrainingModuleListParams,
  type TrainingModuleRequest,
} from '@org/contracts';
import { exportCsv, UPLOAD_TIMEOUT_MS } from './csvFiles';

/** Training modules (docs/product.md §3.4): staff read the published ones, admins manage all. */
const MODULES = '/api/v1/training-modules';
const modulePath = (id: string) => `${MODULES}/${encodeURIComponent(id)}`;

export const listTrainingModules = (client: AxiosInstance, params: TrainingModuleListParams = {}) =>
  client.get<Page<TrainingModule>, Page<TrainingModule>>(MODULES, { params });

/** The categories of the modules the reader may see (drafts' too for admins), for a filter. */
export const listTrainingModuleCategories = (client: AxiosInstance) =>
  client.get<TrainingModuleCategories, TrainingModuleCategories>(`${MODULES}/categories`);

export const getTrainingModule = (client: AxiosInstance, id: string) =>
  client.get<TrainingModule, TrainingModule>(modulePath(id));

/** A new module is a draft without its feature image: upload it next, then publish. */
export const createTrainingModule = (client: AxiosInstance, body: TrainingModuleRequest) =>
  client.post<TrainingModule, TrainingModule>(MODULES, body);

export const updateTrainingModule = (
  client: AxiosInstance,
  id: string,
  body: TrainingModuleRequest,
) => client.put<TrainingModule, TrainingModule>(modulePath(id), body);

/** DRAFT ↔ PUBLISHED; publishing needs the feature image (400 on `featureImage`). */
export const setTrainingModuleStatus = (
  client: AxiosInstance,
  id: string,
  status: KnowledgeStatus,
) => client.patch<TrainingModule, TrainingModule>(`${modulePath(id)}/status`, { status });

/** PNG, JPEG or WebP, at most FEATURE_IMAGE_MAX_BYTES; replaces the module's image. */
export const uploadFeatureImage = (
  client: AxiosInstance,
  id: string,
  file: Blob,
  options: { onUploadProgress?: (event: AxiosProgressEvent) => void; signal?: AbortSignal } = {},
) => {
  const form = new FormData();
  form.append(FEATURE_IMAGE_FIELD, file);
  return client.put<TrainingModule, TrainingModule>(`${modulePath(id)}/feature-image`, form, {
    timeout: UPLOAD_TIMEOUT_MS,
    ...options,
  });
};

/** Knowledge checks: staff get no answer key; an attempt is scored by the api. */
const CHECKS = '/api/v1/knowledge-checks';
const checkPath = (id: string) => `${CHECKS}/${encodeURIComponent(id)}`;

export const listKnowledgeChecks = (client: AxiosInstance, params: KnowledgeCheckListParams = {}) =>
  client.get<Page<KnowledgeCheckSummary>, Page<KnowledgeCheckSummary>>(CHECKS, { params });

export const getKnowledgeCheck = (client: AxiosInstance, id: string) =>
  client.get<KnowledgeCheck, KnowledgeCheck>(checkPath(id));

export const createKnowledgeCheck = (client: AxiosInstance, body: KnowledgeCheckRequest) =>
  client.post<KnowledgeCheck, KnowledgeCheck>(CHECKS, body);

/** Every save gives the questions new ids: an attempt at the old ones answers 409. */
export const updateKnowledgeCheck = (
  client: AxiosInstance,
  id: string,
  body: KnowledgeCheckRequest,
) => client.put<KnowledgeCheck, KnowledgeCheck>(checkPath(id), body);

export const setKnowledgeCheckStatus = (
  client: AxiosInstance,
  id: string,
  status: KnowledgeStatus,
) => client.patch<KnowledgeCheck, KnowledgeCheck>(`${checkPath(id)}/status`, { status });

export const submitKnowledgeCheckAttempt = (
  client: AxiosInstance,
  id: string,
  body: KnowledgeCheckAttemptRequest,
) =>
  client.post<KnowledgeCheckAttemptResult, KnowledgeCheckAttemptResult>(
    `${checkPath(id)}/attempts`,
    body,
  );

export const listKnowledgeCheckAttempts = (
  client: AxiosInstance,
  id: string,
  params: KnowledgeCheckAttemptListParams = {},
) =>
  client.get<Page<KnowledgeCheckAttempt>, Page<KnowledgeCheckAttempt>>(
    `${checkPath(id)}/attempts`,
    {
      params,
    },
  );

/** `knowledge-check-attempts.csv`: every attempt the list would show, without paging. */
export const exportKnowledgeCheckAttempts = (
  client: AxiosInstance,
  id: string,
  params: KnowledgeCheckAttemptListParams = {},
) => exportCsv(client, `${checkPath(id)}/attempts/export`, 'knowledge-check-attempts.csv', params);
