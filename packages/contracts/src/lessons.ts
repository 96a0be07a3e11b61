/**
 * Lessons of a training module and each reader's progress through them (docs/product.md §3.4
 * Knowledge center): the limits both sides share, the hosts a video may come from, the learning
 * states and the api's own messages (each English message is its own translation key).
 */

export const LESSON_TITLE_MAX_LENGTH = 200;
/** The sanitised HTML of one lesson, in characters. */
export const LESSON_CONTENT_MAX_LENGTH = 100_000;
export const LESSONS_PER_MODULE_MAX = 50;

/** The multipart field a lesson image travels in (POST …/training-modules/:id/lesson-images). */
export const LESSON_IMAGE_FIELD = 'lessonImage';
/** A lesson image's limit: 5 MB, PNG, JPEG or WebP recognised by the bytes (as feature images). */
export const LESSON_IMAGE_MAX_BYTES = 5_000_000;

/**
 * The hosts a lesson's video may be linked from. A video is shown as a link that opens the host's
 * page: nothing of the host loads while the lesson is read.
 */
export const lessonVideoHosts = [
  'www.youtube.com',
  'youtube.com',
  'youtu.be',
  'www.youtube-nocookie.com',
  'vimeo.com',
  'player.vimeo.com',
] as const;

/** Whether `address` is an https address of an allowed video host. */
export const isAllowedVideoAddress = (address: string): boolean => {
  try {
    const url = new URL(address);
    return (
      url.protocol === 'https:' &&
      (lessonVideoHosts as readonly string[]).includes(url.hostname.toLowerCase())
    );
  } catch {
    return false;
  }
};

/** A reader's state in a module: the catalogue's badge and "My training"'s filter. */
export const learningStates = ['not-started', 'in-progress', 'completed'] as const;
export type LearningState = (typeof learningStates)[number];

export const lessonMessages = {
  /** 404: no such lesson in this module (or the module is a draft for staff). */
  lessonNotFound: 'No such lesson.',
  /** 400 on `lessonIds`: the new order must name every lesson of the module exactly once. */
  lessonOrderMismatch: 'The new order must list every lesson of the module once.',
  /** 400 on `title`: a module has at most LESSONS_PER_MODULE_MAX lessons. */
  tooManyLessons: 'A training module has at most 50 lessons.',
  /** 400 LESSON_IMAGE_INVALID on `lessonImage`. */
  lessonImageInvalid: 'A lesson image must be a PNG, JPEG or WebP image.',
  /** 413 FILE_TOO_LARGE on `lessonImage`. */
  lessonImageTooLarge: 'A lesson image must be at most 5 MB.',
} as const;

/** A lesson in a module's table of contents. */
export interface LessonSummary {
  id: string;
  moduleId: string;
  /** 1, 2, 3… in reading order. */
  position: number;
  title: string;
  /** Whether the reader has opened it. */
  opened: boolean;
  updatedAt: string;
}

/**
 * A lesson to read: its content is HTML sanitised by the api (no script, no event handler, no
 * frame, links http(s) or mailto only), with each image's address freshly signed.
 */
export interface Lesson extends LessonSummary {
  content: string;
}

/** The reader's progress through a module. */
export interface ModuleProgress {
  state: LearningState;
  openedLessons: number;
  lessonCount: number;
  /** Where to resume: the lesson opened last, or null before the first. */
  lastLessonId: string | null;
  completedAt: string | null;
}

/** The module's published knowledge checks, each with whether the reader has passed it. */
export interface ModuleCheckLink {
  id: string;
  title: string;
  passed: boolean;
}

/** GET /api/v1/training-modules/:id/lessons: the lessons in order, the reader's progress. */
export interface ModuleLessons {
  moduleId: string;
  lessons: LessonSummary[];
  checks: ModuleCheckLink[];
  progress: ModuleProgress;
}

/** POST …/lessons and PUT …/lessons/:lessonId. `content` is HTML; the api sanitises it. */
export interface LessonRequest {
  title: string;
  content: string;
}

/** PUT …/lesson-order: every lesson's id once, in the new order. */
export interface LessonOrderRequest {
  lessonIds: string[];
}

/** PUT …/progress: the reader opened this lesson. */
export interface LessonProgressRequest {
  lessonId: string;
}

/** POST …/lesson-images: the stored image, referenced from a lesson as `data-file-id`. */
export interface LessonImage {
  fileId: string;
  /** A short-lived signed address, for the editor to show the image at once. */
  url: string;
}
