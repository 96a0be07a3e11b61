import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  errorCodes,
  MOH_DOCUMENT_FILE_FIELD,
  MOH_DOCUMENT_MAX_BYTES,
  mohDocumentMessages,
  type MohDocument,
  type MohDocumentStatus,
  type Page,
  type SignedFileAddress,
} from '@org/contracts';
import { mohDocumentSchema, mohDocumentStatusSchema, withoutInvisibleCharacters } from '@org/forms';
import { pdfKinds } from '../files/fileKinds';
import { refusalToHttp } from '../files/fileRefusals';
import type { FileStore } from '../files/fileStore';
import type { SignedAddresses } from '../files/signedAddresses';
import { requireAuth } from '../http/authentication';
import { HttpError } from '../http/HttpError';
import { uuidParam } from '../http/routeParams';
import { validateBody } from '../http/validateBody';
import { MANAGE_KNOWLEDGE } from '../services/knowledgeAccess';
import {
  mohDocumentListing,
  type DocumentFile,
  type MohDocumentService,
} from '../services/mohDocumentService';
import { streamUpload } from '../uploads/streamUpload';

const read = { config: { access: 'knowledge:read' } } as const;
const manage = { config: { access: MANAGE_KNOWLEDGE } } as const;

const notAPdf = refusalToHttp({
  field: MOH_DOCUMENT_FILE_FIELD,
  notAccepted: mohDocumentMessages.notAPdf,
  notAcceptedCode: errorCodes.documentNotAPdf,
  tooLarge: mohDocumentMessages.tooLarge,
});

const fileRequired = () =>
  new HttpError(400, mohDocumentMessages.fileRequired, errorCodes.validationFailed, [
    { path: MOH_DOCUMENT_FILE_FIELD, message: mohDocumentMessages.fileRequired },
  ]);

/**
 * The name a download is saved under: the uploaded name without folders, control characters,
 * bidi controls, zero-width characters or quotes, ending in `.pdf`; `document.pdf` when nothing is
 * left.
 */
export const downloadName = (uploaded: string): string => {
  const base = withoutInvisibleCharacters(uploaded.split(/[\\/]/).pop() ?? '')
    // eslint-disable-next-line no-control-regex -- control characters are what is removed
    .replace(/[\u0000-\u001f\u007f"\p{Surrogate}]/gu, '')
    .trim()
    .slice(0, 150);
  const named = base.replace(/\.pdf$/i, '') || 'document';
  return `${named}.pdf`;
};

/** The audit log names the document a write was about. */
const audited = (request: FastifyRequest, document: MohDocument): MohDocument => {
  request.auditEntity = { type: 'moh-document', id: document.id, summary: document.title };
  return document;
};

/** docs/product.md §13.7: ministry-of-health documents; never deleted, withdrawn instead. */
export function mohDocumentRoutes(deps: {
  documents: MohDocumentService;
  files: FileStore;
  addresses: SignedAddresses;
}) {
  const { documents, files, addresses } = deps;
  const documentId = (request: FastifyRequest) =>
    uuidParam(request, 'id', mohDocumentMessages.notFound);
  const viewer = (request: FastifyRequest) => requireAuth(request).user;

  /**
   * The form of a POST or PUT: multipart (fields, and the PDF streamed into the store as it
   * arrives) or, for a PUT that keeps its file, JSON. The fields are validated with the console's
   * schema; a stored file is discarded if they are refused.
   */
  const readForm = async (request: FastifyRequest) => {
    if (!request.isMultipart()) {
      return { values: await validateBody(mohDocumentSchema, request.body), file: null };
    }
    const upload = await streamUpload<DocumentFile>(request, {
      fileField: MOH_DOCUMENT_FILE_FIELD,
      maxBytes: MOH_DOCUMENT_MAX_BYTES,
      onFile: async (stream, { fileName }) => {
        const stored = await files
          .put(stream, {
            purpose: 'moh-document',
            accept: pdfKinds,
            maxBytes: MOH_DOCUMENT_MAX_BYTES,
          })
          .catch(notAPdf);
        return { id: stored.id, size: stored.size, fileName: downloadName(fileName) };
      },
      undo: (file) => files.discard(file.id),
    });
    try {
      return { values: await validateBody(mohDocumentSchema, upload.fields), file: upload.file };
    } catch (error) {
      if (upload.file) await files.discard(upload.file.id);
      throw error;
    }
  };

  return async (app: FastifyInstance) => {
    app.get('/api/v1/moh-documents', read, async (request): Promise<Page<MohDocument>> =>
      documents.list(viewer(request), mohDocumentListing.parse(request.query)),
    );

    app.get('/api/v1/moh-documents/:id', read, async (request): Promise<MohDocument> =>
      documents.get(viewer(request), documentId(request)),
    );

    /**
     * A signed address of the document's PDF, valid for a few minutes: `?disposition=inline` for
     * the sandboxed view, else a download.
     */
    app.get(
      '/api/v1/moh-documents/:id/file-address',
      read,
      async (request, reply): Promise<SignedFileAddress> => {
        const id = documentId(request);
        const query = (request.query ?? {}) as Record<string, unknown>;
        const disposition = query.disposition === 'inline' ? 'inline' : 'attachment';
        const { fileId, fileName } = await documents.fileOf(viewer(request), id);
        void reply.header('cache-control', 'no-store');
        return addresses.sign(fileId, { disposition, name: fileName });
      },
    );

    app.post('/api/v1/moh-documents', manage, async (request, reply) => {
      if (!request.isMultipart()) throw fileRequired();
      const { values, file } = await readForm(request);
      if (!file) throw fileRequired();
      return reply.status(201).send(audited(request, await documents.create(values, file)));
    });

    app.put('/api/v1/moh-documents/:id', manage, async (request): Promise<MohDocument> => {
      const id = documentId(request);
      const { values, file } = await readForm(request);
      return audited(request, await documents.update(id, values, file));
    });

    app.patch('/api/v1/moh-documents/:id/status', manage, async (request): Promise<MohDocument> => {
      const id = documentId(request);
      const { status } = await validateBody(mohDocumentStatusSchema, request.body);
      return audited(request, await documents.setStatus(id, status as MohDocumentStatus));
    });
  };
}
