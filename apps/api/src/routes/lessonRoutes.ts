import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  errorCodes,
  LESSON_IMAGE_FIELD,
  LESSON_IMAGE_MAX_BYTES,
  lessonMessages,
  trainingMessages,
  type Lesson,
  type LessonImage,
  type ModuleLessons,
  type ModuleProgress,
} from '@org/contracts';
import { lessonOrderSchema, lessonProgressSchema, lessonSchema } from '@org/forms';
import { refusalToHttp } from '../files/fileRefusals';
import { featureImageKinds } from '../files/fileKinds';
import type { FileStore, StoredFile } from '../files/fileStore';
import { requireAuth } from '../http/authentication';
import { HttpError, notFound } from '../http/HttpError';
import { uuidParam } from '../http/routeParams';
import { validateBody } from '../http/validateBody';
import { MANAGE_KNOWLEDGE } from '../services/knowledgeAccess';
import type { LessonService } from '../services/lessonService';
import { streamUpload } from '../uploads/streamUpload';

// Every role reads the lessons of the published modules and records its own progress; system
// admins also read drafts' lessons, and write, order and illustrate them.
const read = { config: { access: 'knowledge:read' } } as const;
const manage = { config: { access: MANAGE_KNOWLEDGE } } as const;

const notAnImage = refusalToHttp({
  field: LESSON_IMAGE_FIELD,
  notAccepted: lessonMessages.lessonImageInvalid,
  notAcceptedCode: errorCodes.validationFailed,
  tooLarge: lessonMessages.lessonImageTooLarge,
});

const noImage = () =>
  new HttpError(400, lessonMessages.lessonImageInvalid, errorCodes.validationFailed, [
    { path: LESSON_IMAGE_FIELD, message: lessonMessages.lessonImageInvalid },
  ]);

/** The audit log names the lesson a write was about. */
const audited = <T extends { id: string; title: string }>(
  request: FastifyRequest,
  lesson: T,
): T => {
  request.auditEntity = { type: 'training-lesson', id: lesson.id, summary: lesson.title };
  return lesson;
};

/** Lessons of a training module, and each reader's progress through them. */
export function lessonRoutes(deps: { lessons: LessonService; files: FileStore }) {
  const { lessons, files } = deps;
  const moduleId = (request: FastifyRequest) =>
    uuidParam(request, 'id', trainingMessages.moduleNotFound);
  const lessonId = (request: FastifyRequest) =>
    uuidParam(request, 'lessonId', lessonMessages.lessonNotFound);
  const viewer = (request: FastifyRequest) => requireAuth(request).user;

  return async (app: FastifyInstance) => {
    app.get('/api/v1/training-modules/:id/lessons', read, async (request): Promise<ModuleLessons> =>
      lessons.lessons(viewer(request), moduleId(request)),
    );

    /** The lesson to read: sanitised HTML, its images' addresses signed for a few minutes. */
    app.get('/api/v1/training-modules/:id/lessons/:lessonId', read, async (request, reply) => {
      const lesson = await lessons.lesson(viewer(request), moduleId(request), lessonId(request));
      void reply.header('cache-control', 'no-store');
      return lesson satisfies Lesson;
    });

    app.post('/api/v1/training-modules/:id/lessons', manage, async (request, reply) => {
      const id = moduleId(request);
      const values = await validateBody(lessonSchema, request.body);
      const lesson = await lessons.create(viewer(request), id, values);
      return reply.status(201).send(audited(request, lesson));
    });

    app.put(
      '/api/v1/training-modules/:id/lessons/:lessonId',
      manage,
      async (request): Promise<Lesson> => {
        const id = moduleId(request);
        const lesson = lessonId(request);
        const values = await validateBody(lessonSchema, request.body);
        return audited(request, await lessons.update(viewer(request), id, lesson, values));
      },
    );

    app.delete('/api/v1/training-modules/:id/lessons/:lessonId', manage, async (request, reply) => {
      audited(request, await lessons.remove(moduleId(request), lessonId(request)));
      return reply.status(204).send();
    });

    app.put(
      '/api/v1/training-modules/:id/lesson-order',
      manage,
      async (request): Promise<ModuleLessons> => {
        const id = moduleId(request);
        const { lessonIds } = await validateBody(lessonOrderSchema, request.body);
        return lessons.reorder(viewer(request), id, lessonIds);
      },
    );

    /** The reader opened a lesson: it counts, the module resumes there, completion is decided. */
    app.put(
      '/api/v1/training-modules/:id/progress',
      read,
      async (request): Promise<ModuleProgress> => {
        const id = moduleId(request);
        const values = await validateBody(lessonProgressSchema, request.body);
        return lessons.open(viewer(request), id, values.lessonId);
      },
    );

    /**
     * An image for a lesson: multipart, the image in the field `lessonImage` (PNG, JPEG or WebP,
     * recognised by the bytes, at most 5 MB). Answers its file id, which the lesson's HTML names.
     */
    app.post('/api/v1/training-modules/:id/lesson-images', manage, async (request, reply) => {
      const id = moduleId(request);
      if (!(await lessons.exists(id))) throw notFound(trainingMessages.moduleNotFound);
      if (!request.isMultipart()) throw noImage();
      const upload = await streamUpload<StoredFile>(request, {
        fileField: LESSON_IMAGE_FIELD,
        maxBytes: LESSON_IMAGE_MAX_BYTES,
        onFile: (stream) =>
          files
            .put(stream, {
              purpose: 'lesson-image',
              accept: featureImageKinds,
              maxBytes: LESSON_IMAGE_MAX_BYTES,
            })
            .catch(notAnImage),
        undo: (file) => files.discard(file.id),
      });
      if (!upload.file) throw noImage();
      const image: LessonImage = await lessons.keepImage(upload.file);
      return reply.status(201).send(image);
    });
  };
}
