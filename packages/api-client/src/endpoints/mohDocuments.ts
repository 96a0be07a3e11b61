import type { AxiosInstance } from 'axios';
import {
  MOH_DOCUMENT_FILE_FIELD,
  type MohDocument,
  type MohDocumentListParams,
  type MohDocumentRequest,
  type MohDocumentStatus,
  type Page,
  type SignedFileAddress,
} from '@org/contracts';
import { UPLOAD_TIMEOUT_MS } from './csvFiles';

/** Ministry-of-health documents (docs/product.md §13.7): staff read the published ones. */
const DOCUMENTS = '/api/v1/moh-documents';
const documentPath = (id: string) => `${DOCUMENTS}/${encodeURIComponent(id)}`;

/** The metadata as form fields, then the PDF (the api streams it into its file store). */
const documentForm = (body: MohDocumentRequest, file: File | null) => {
  const form = new FormData();
  form.append('title', body.title);
  form.append('description', body.description);
  form.append('language', body.language);
  form.append('publishedAt', body.publishedAt);
  if (file) form.append(MOH_DOCUMENT_FILE_FIELD, file, file.name);
  return form;
};

export const listMohDocuments = (client: AxiosInstance, params: MohDocumentListParams = {}) =>
  client.get<Page<MohDocument>, Page<MohDocument>>(DOCUMENTS, { params });

export const createMohDocument = (client: AxiosInstance, body: MohDocumentRequest, file: File) =>
  client.post<MohDocument, MohDocument>(DOCUMENTS, documentForm(body, file), {
    timeout: UPLOAD_TIMEOUT_MS,
  });

/** New metadata, and a new PDF when one is given (else the file stays). */
export const updateMohDocument = (
  client: AxiosInstance,
  id: string,
  body: MohDocumentRequest,
  file: File | null,
) =>
  client.put<MohDocument, MohDocument>(documentPath(id), documentForm(body, file), {
    timeout: UPLOAD_TIMEOUT_MS,
  });

export const setMohDocumentStatus = (
  client: AxiosInstance,
  id: string,
  status: MohDocumentStatus,
) => client.patch<MohDocument, MohDocument>(`${documentPath(id)}/status`, { status });

/**
 * A short-lived signed address of the document's PDF, which a plain link can open without the
 * bearer token; the api signs it as a download (`attachment`).
 */
export const getMohDocumentFileAddress = (client: AxiosInstance, id: string) =>
  client.get<SignedFileAddress, SignedFileAddress>(`${documentPath(id)}/file-address`);
