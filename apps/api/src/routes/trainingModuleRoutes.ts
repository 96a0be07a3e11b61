import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  errorCodes,
  FEATURE_IMAGE_FIELD,
  FEATURE_IMAGE_MAX_BYTES,
  trainingMessages,
  type KnowledgeStatus,
  type Page,
  type TrainingModule,
  type TrainingModuleCategories,
} from '@org/contracts';
import { knowledgeStatusSchema, trainingModuleBodySchema, validationMessages } from '@org/forms';
import { refusalToHttp } from '../files/fileRefusals';
import { featureImageKinds } from '../files/fileKinds';
import type { FileStore, StoredFile } from '../files/fileStore';
import { requireAuth } from '../http/authentication';
import { HttpError, notFound } from '../http/HttpError';
import { uuidParam } from '../http/routeParams';
import { validateBody } from '../http/validateBody';
import { MANAGE_KNOWLEDGE } from '../services/knowledgeAccess';
import {
  trainingModuleListing,
  type TrainingModuleService,
} from '../services/trainingModuleService';
import { streamUpload } from '../uploads/streamUpload';

// Every role reads the published modules; system admins also drafts, and manage them.
const read = { config: { access: 'knowledge:read' } } as const;
const manage = { config: { access: MANAGE_KNOWLEDGE } } as const;

/** The audit log names the module a write was about. */
const audited = (request: FastifyRequest, module: TrainingModule): TrainingModule => {
  request.auditEntity = { type: 'training-module', id: module.id, summary: module.moduleTitle };
  return module;
};

const notAnImage = refusalToHttp({
  field: FEATURE_IMAGE_FIELD,
  notAccepted: trainingMessages.featureImageInvalid,
  notAcceptedCode: errorCodes.featureImageInvalid,
  tooLarge: trainingMessages.featureImageTooLarge,
});

/** The upload has no file under `featureImage`: the form's own message. */
const noImage = () =>
  new HttpError(400, validationMessages.featureImageRequired, errorCodes.validationFailed, [
    { path: FEATURE_IMAGE_FIELD, message: validationMessages.featureImageRequired },
  ]);

/** docs/product.md §3.4: training modules, never deleted (no DELETE route). */
export function trainingModuleRoutes(deps: { modules: TrainingModuleService; files: FileStore }) {
  const { modules, files } = deps;
  const moduleId = (request: FastifyRequest) =>
    uuidParam(request, 'id', trainingMessages.moduleNotFound);
  const viewer = (request: FastifyRequest) => requireAuth(request).user;

  return async (app: FastifyInstance) => {
    app.get('/api/v1/training-modules', read, async (request): Promise<Page<TrainingModule>> =>
      modules.list(viewer(request), trainingModuleListing.parse(request.query)),
    );

    app.get(
      '/api/v1/training-modules/categories',
      read,
      async (request): Promise<TrainingModuleCategories> => ({
        categories: await modules.categories(viewer(request)),
      }),
    );

    app.get('/api/v1/training-modules/:id', read, async (request): Promise<TrainingModule> =>
      modules.get(viewer(request), moduleId(request)),
    );

    app.post('/api/v1/training-modules', manage, async (request, reply) => {
      const values = await validateBody(trainingModuleBodySchema, request.body);
      return reply.status(201).send(audited(request, await modules.create(values)));
    });

    app.put('/api/v1/training-modules/:id', manage, async (request): Promise<TrainingModule> => {
      const id = moduleId(request);
      const values = await validateBody(trainingModuleBodySchema, request.body);
      return audited(request, await modules.update(id, values));
    });

    app.patch(
      '/api/v1/training-modules/:id/status',
      manage,
      async (request): Promise<TrainingModule> => {
        const id = moduleId(request);
        const { status } = await validateBody(knowledgeStatusSchema, request.body);
        return audited(request, await modules.setStatus(id, status as KnowledgeStatus));
      },
    );

    /**
     * The feature image: multipart, the image in the field `featureImage`, streamed into the file
     * store, which recognises PNG, JPEG or WebP by the bytes (400 FEATURE_IMAGE_INVALID otherwise;
     * 413 FILE_TOO_LARGE over 5 MB). It replaces the module's image; the old file goes.
     */
    app.put(
      '/api/v1/training-modules/:id/feature-image',
      manage,
      async (request): Promise<TrainingModule> => {
        const id = moduleId(request);
        if (!(await modules.exists(id))) throw notFound(trainingMessages.moduleNotFound);
        if (!request.isMultipart()) throw noImage();
        const upload = await streamUpload<StoredFile>(request, {
          fileField: FEATURE_IMAGE_FIELD,
          maxBytes: FEATURE_IMAGE_MAX_BYTES,
          onFile: (stream) =>
            files
              .put(stream, {
                purpose: 'feature-image',
                accept: featureImageKinds,
                maxBytes: FEATURE_IMAGE_MAX_BYTES,
              })
              .catch(notAnImage),
          undo: (file) => files.discard(file.id),
        });
        if (!upload.file) throw noImage();
        return audited(request, await modules.useFeatureImage(id, upload.file));
      },
    );
  };
}
