import type { AxiosInstance } from 'axios';
import {
  LESSON_IMAGE_FIELD,
  type Lesson,
  type LessonImage,
  type LessonRequest,
  type ModuleLessons,
  type ModuleProgress,
} from '@org/contracts';
import { UPLOAD_TIMEOUT_MS } from './csvFiles';

/** Lessons of a training module and the reader's own progress through them. */
const lessonsPath = (moduleId: string) =>
  `/api/v1/training-modules/${encodeURIComponent(moduleId)}/lessons`;
const lessonPath = (moduleId: string, lessonId: string) =>
  `${lessonsPath(moduleId)}/${encodeURIComponent(lessonId)}`;

export const listLessons = (client: AxiosInstance, moduleId: string) =>
  client.get<ModuleLessons, ModuleLessons>(lessonsPath(moduleId));

export const getLesson = (client: AxiosInstance, moduleId: string, lessonId: string) =>
  client.get<Lesson, Lesson>(lessonPath(moduleId, lessonId));

export const createLesson = (client: AxiosInstance, moduleId: string, body: LessonRequest) =>
  client.post<Lesson, Lesson>(lessonsPath(moduleId), body);

export const updateLesson = (
  client: AxiosInstance,
  moduleId: string,
  lessonId: string,
  body: LessonRequest,
) => client.put<Lesson, Lesson>(lessonPath(moduleId, lessonId), body);

export const deleteLesson = (client: AxiosInstance, moduleId: string, lessonId: string) =>
  client.delete<void, void>(lessonPath(moduleId, lessonId));

/** Every lesson's id once, in the new order. */
export const reorderLessons = (client: AxiosInstance, moduleId: string, lessonIds: string[]) =>
  client.put<ModuleLessons, ModuleLessons>(
    `/api/v1/training-modules/${encodeURIComponent(moduleId)}/lesson-order`,
    { lessonIds },
  );

/** The reader opened a lesson: the module resumes there and may now be complete. */
export const recordLessonOpened = (client: AxiosInstance, moduleId: string, lessonId: string) =>
  client.put<ModuleProgress, ModuleProgress>(
    `/api/v1/training-modules/${encodeURIComponent(moduleId)}/progress`,
    { lessonId },
  );

/** PNG, JPEG or WebP, at most 5 MB: answers the file id a lesson's image names. */
export const uploadLessonImage = (client: AxiosInstance, moduleId: string, file: Blob) => {
  const form = new FormData();
  form.append(LESSON_IMAGE_FIELD, file);
  return client.post<LessonImage, LessonImage>(
    `/api/v1/training-modules/${encodeURIComponent(moduleId)}/lesson-images`,
    form,
    { timeout: UPLOAD_TIMEOUT_MS },
  );
};
