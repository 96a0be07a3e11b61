import {
  lessonMessages,
  trainingMessages,
  type KnowledgeCheck,
  type Lesson,
  type LessonImage,
  type ModuleLessons,
  type ModuleProgress,
  type Page,
  type TrainingModule,
} from '@org/contracts';
import { validationMessages as m } from '@org/forms';
import { describe, expect, it } from 'vitest';
import { gradientPng } from '../src/db/gradientPng';
import { withDemoPeople, type DemoPerson } from './support/demoPeople';
import { fieldErrors, multipartForm } from './support/forms';
import { moduleBody } from './support/trainingModuleBody';

/**
 * Lessons of a training module and each reader's progress: system admins write, order and
 * illustrate lessons; the api stores them sanitised; every role reads the published modules'
 * lessons, resumes where it stopped, and completes a module once every lesson is opened and every
 * published check passed.
 */

const signedIn = withDemoPeople();
const { tokens, call } = signedIn;
const staff = ['manager', 'doctor', 'nurse'] as const;

const ok = <T>(response: { status: number; text: string; body: unknown }, status = 200): T => {
  expect(response.status, response.text).toBe(status);
  return response.body as T;
};

const png = () =>
  gradientPng(
    [
      [0, 0, 0],
      [255, 255, 255],
    ],
    8,
    8,
  );

const uploadLessonImage = (moduleId: string, bytes: Buffer, who: DemoPerson = 'admin') =>
  signedIn.api.request('POST', `/api/v1/training-modules/${moduleId}/lesson-images`, {
    token: tokens[who],
    ...multipartForm(
      {},
      { field: 'lessonImage', bytes, fileName: 'figure.png', type: 'image/png' },
    ),
  });

/** A module with a feature image, published unless `draft`. */
const newModule = async (title: string, { draft = false } = {}) => {
  const created = ok<TrainingModule>(
    await call('admin', 'POST', '/api/v1/training-modules', moduleBody({ moduleTitle: title })),
    201,
  );
  ok(
    await signedIn.api.request('PUT', `/api/v1/training-modules/${created.id}/feature-image`, {
      token: tokens.admin,
      ...multipartForm(
        {},
        { field: 'featureImage', bytes: png(), fileName: 'c.png', type: 'image/png' },
      ),
    }),
  );
  if (!draft) {
    ok(
      await call('admin', 'PATCH', `/api/v1/training-modules/${created.id}/status`, {
        status: 'PUBLISHED',
      }),
    );
  }
  return created.id;
};

const addLesson = async (moduleId: string, title: string, content = `<p>${title} text</p>`) =>
  ok<Lesson>(
    await call('admin', 'POST', `/api/v1/training-modules/${moduleId}/lessons`, { title, content }),
    201,
  );

const lessonsOf = async (who: DemoPerson, moduleId: string) =>
  ok<ModuleLessons>(await call(who, 'GET', `/api/v1/training-modules/${moduleId}/lessons`));

const open = async (who: DemoPerson, moduleId: string, lessonId: string) =>
  ok<ModuleProgress>(
    await call(who, 'PUT', `/api/v1/training-modules/${moduleId}/progress`, { lessonId }),
  );

const moduleFor = async (who: DemoPerson, moduleId: string) =>
  ok<TrainingModule>(await call(who, 'GET', `/api/v1/training-modules/${moduleId}`));

const publishedCheck = async (moduleId: string) => {
  const check = ok<KnowledgeCheck>(
    await call('admin', 'POST', '/api/v1/knowledge-checks', {
      moduleId,
      title: 'Lesson check',
      passMark: 100,
      questions: [1, 2].map((n) => ({
        text: `Question ${n}?`,
        explanation: `Because ${n}.`,
        options: [
          { text: `Right ${n}`, correct: true },
          { text: `Wrong ${n}`, correct: false },
        ],
      })),
    }),
    201,
  );
  ok(
    await call('admin', 'PATCH', `/api/v1/knowledge-checks/${check.id}/status`, {
      status: 'PUBLISHED',
    }),
  );
  return check;
};

const answer = (check: KnowledgeCheck, right: boolean) =>
  check.questions.map((question) => ({
    questionId: question.id,
    optionId: question.options.find((option) => option.correct === right)!.id,
  }));

describe('lessons: writing and ordering', () => {
  it('keeps lessons in order, renumbers after a removal and reorders on request', async () => {
    const moduleId = await newModule('Ordering module');
    const [a, b, c] = [
      await addLesson(moduleId, 'Alpha'),
      await addLesson(moduleId, 'Bravo'),
      await addLesson(moduleId, 'Charlie'),
    ];
    expect([a, b, c].map((lesson) => lesson.position)).toEqual([1, 2, 3]);

    const reordered = ok<ModuleLessons>(
      await call('admin', 'PUT', `/api/v1/training-modules/${moduleId}/lesson-order`, {
        lessonIds: [c!.id, a!.id, b!.id],
      }),
    );
    expect(reordered.lessons.map((lesson) => [lesson.title, lesson.position])).toEqual([
      ['Charlie', 1],
      ['Alpha', 2],
      ['Bravo', 3],
    ]);

    // An order that leaves one out, or names one twice, is refused whole.
    for (const lessonIds of [
      [c!.id, a!.id],
      [c!.id, a!.id, a!.id],
    ]) {
      const refused = await call(
        'admin',
        'PUT',
        `/api/v1/training-modules/${moduleId}/lesson-order`,
        {
          lessonIds,
        },
      );
      expect(refused.status).toBe(400);
      expect(fieldErrors(refused)).toEqual({ lessonIds: lessonMessages.lessonOrderMismatch });
    }

    expect(
      (await call('admin', 'DELETE', `/api/v1/training-modules/${moduleId}/lessons/${a!.id}`))
        .status,
    ).toBe(204);
    const after = await lessonsOf('nurse', moduleId);
    expect(after.lessons.map((lesson) => [lesson.title, lesson.position])).toEqual([
      ['Charlie', 1],
      ['Bravo', 2],
    ]);
    expect(
      (await call('nurse', 'GET', `/api/v1/training-modules/${moduleId}/lessons/${a!.id}`)).status,
    ).toBe(404);
  });

  it('refuses a lesson without a title or content with the schema messages', async () => {
    const moduleId = await newModule('Validation module');
    const refused = await call('admin', 'POST', `/api/v1/training-modules/${moduleId}/lessons`, {
      title: ' ',
      content: '',
    });
    expect(refused.status).toBe(400);
    expect(fieldErrors(refused)).toEqual({
      title: m.lessonTitleRequired,
      content: m.lessonContentRequired,
    });
    const long = await call('admin', 'POST', `/api/v1/training-modules/${moduleId}/lessons`, {
      title: 'x'.repeat(201),
      content: '<p>ok</p>',
    });
    expect(fieldErrors(long)).toEqual({ title: m.lessonTitleMax });
  });

  it('stores hostile content without anything that could run', async () => {
    const moduleId = await newModule('Hostile module');
    const image = ok<LessonImage>(await uploadLessonImage(moduleId, png()), 201);
    const hostile = [
      '<h2 onclick="alert(1)">Heading</h2>',
      '<p>Text<img src="x" onerror="alert(1)"></p>',
      '<p><a href="javascript:alert(1)">js link</a> <a href=" JaVaScRiPt:alert(2)">js two</a></p>',
      '<p><a href="data:text/html,<script>alert(3)</script>">data link</a></p>',
      '<iframe src="https://evil.example/"></iframe>',
      '<svg onload="alert(4)"><script>alert(5)</script><circle r="1"/></svg>',
      '<script>alert(6)</script><style>body{display:none}</style>',
      '<object data="x.swf"></object><embed src="x.swf"><form action="/x"><input name="q"></form>',
      `<p><img data-file-id="${image.fileId}" src="https://evil.example/track.png" alt="Hands" onerror="alert(7)"></p>`,
      '<p><a href="https://www.youtube.com/watch?v=abc" data-video>Video</a> <a href="https://evil.example/v" data-video>Not a video</a></p>',
      '<p><a href="https://who.int/hand-hygiene" onmouseover="alert(8)" style="color:red">WHO</a></p>',
    ].join('');
    const stored = await addLesson(moduleId, 'Hostile', hostile);
    for (const lesson of [
      stored,
      ok<Lesson>(
        await call('nurse', 'GET', `/api/v1/training-modules/${moduleId}/lessons/${stored.id}`),
      ),
    ]) {
      const html = lesson.content;
      expect(html).not.toMatch(/<script|<iframe|<svg|<style|<object|<embed|<form|<input/i);
      expect(html).not.toMatch(/\son\w+=/i);
      expect(html).not.toMatch(/javascript:|data:|track\.png|evil\.example\/"|style=/i);
      expect(html).toContain('<h2>Heading</h2>');
      // The stored image keeps its file, shown through a signed address of this api.
      expect(html).toMatch(
        new RegExp(
          `<img src="/api/v1/files/${image.fileId}\\?[^"]+" data-file-id="${image.fileId}" alt="Hands" />`,
        ),
      );
      expect(html).toContain(
        '<a href="https://www.youtube.com/watch?v=abc" data-video target="_blank" rel="noopener noreferrer">Video</a>',
      );
      // Not an allowed video host: a plain link.
      expect(html).toContain(
        '<a href="https://evil.example/v" target="_blank" rel="noopener noreferrer">Not a video</a>',
      );
      expect(html).toContain(
        '<a href="https://who.int/hand-hygiene" target="_blank" rel="noopener noreferrer">WHO</a>',
      );
    }
    // The image's address serves the image.
    const src = /<img src="([^"]+)"/.exec(stored.content)![1]!.replaceAll('&amp;', '&');
    const served = await signedIn.api.request('GET', src);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
  });

  it('refuses a lesson image that is not an image', async () => {
    const moduleId = await newModule('Image module', { draft: true });
    const refused = await uploadLessonImage(moduleId, Buffer.from('<svg onload="alert(1)"></svg>'));
    expect(refused.status).toBe(400);
    expect(fieldErrors(refused)).toEqual({ lessonImage: lessonMessages.lessonImageInvalid });
  });
});

describe('lessons: who may do what', () => {
  it("lets staff read the published modules' lessons and nothing of a draft", async () => {
    const draftId = await newModule('Draft lessons', { draft: true });
    const draftLesson = await addLesson(draftId, 'Secret draft');
    for (const who of staff) {
      expect(
        (await call(who, 'GET', `/api/v1/training-modules/${draftId}/lessons`)).status,
        who,
      ).toBe(404);
      expect(
        (await call(who, 'GET', `/api/v1/training-modules/${draftId}/lessons/${draftLesson.id}`))
          .status,
      ).toBe(404);
      expect(
        (
          await call(who, 'PUT', `/api/v1/training-modules/${draftId}/progress`, {
            lessonId: draftLesson.id,
          })
        ).status,
      ).toBe(404);
    }
    expect((await lessonsOf('admin', draftId)).lessons).toHaveLength(1);
  });

  it('lets only system admins write, order, remove and illustrate lessons', async () => {
    const moduleId = await newModule('Admin only');
    const lesson = await addLesson(moduleId, 'Only');
    for (const who of staff) {
      const writes = [
        await call(who, 'POST', `/api/v1/training-modules/${moduleId}/lessons`, {
          title: 'X',
          content: '<p>x</p>',
        }),
        await call(who, 'PUT', `/api/v1/training-modules/${moduleId}/lessons/${lesson.id}`, {
          title: 'X',
          content: '<p>x</p>',
        }),
        await call(who, 'DELETE', `/api/v1/training-modules/${moduleId}/lessons/${lesson.id}`),
        await call(who, 'PUT', `/api/v1/training-modules/${moduleId}/lesson-order`, {
          lessonIds: [lesson.id],
        }),
        await uploadLessonImage(moduleId, png(), who),
      ];
      expect(
        writes.map((response) => response.status),
        who,
      ).toEqual([403, 403, 403, 403, 403]);
    }
    expect((await lessonsOf('nurse', moduleId)).lessons.map((item) => item.title)).toEqual([
      'Only',
    ]);
    // A lesson of another module is not found through this one.
    const otherId = await newModule('Other module');
    expect(
      (await call('nurse', 'GET', `/api/v1/training-modules/${otherId}/lessons/${lesson.id}`))
        .status,
    ).toBe(404);
  });
});

describe('learning: progress, resume and completion', () => {
  it('resumes where the reader stopped and completes once every lesson is opened (no check)', async () => {
    const moduleId = await newModule('No check module');
    const one = await addLesson(moduleId, 'One');
    const two = await addLesson(moduleId, 'Two');

    expect((await moduleFor('nurse', moduleId)).mine).toEqual({
      state: 'not-started',
      openedLessons: 0,
      lessonCount: 2,
      lastLessonId: null,
      completedAt: null,
    });
    expect(await open('nurse', moduleId, one.id)).toMatchObject({
      state: 'in-progress',
      openedLessons: 1,
      lessonCount: 2,
      lastLessonId: one.id,
    });
    // Another person's progress is their own.
    expect((await moduleFor('doctor', moduleId)).mine?.state).toBe('not-started');
    // Coming back: the module says where to resume, and which lessons were opened.
    const back = await lessonsOf('nurse', moduleId);
    expect(back.progress.lastLessonId).toBe(one.id);
    expect(back.lessons.map((lesson) => lesson.opened)).toEqual([true, false]);

    const done = await open('nurse', moduleId, two.id);
    expect(done).toMatchObject({ state: 'completed', openedLessons: 2, lastLessonId: two.id });
    expect(Date.parse(done.completedAt!)).not.toBeNaN();
    // Reading again keeps the completion's date.
    expect((await open('nurse', moduleId, one.id)).completedAt).toBe(done.completedAt);

    // "My training": the catalogue filtered by the reader's state.
    const mine = ok<Page<TrainingModule>>(
      await call('nurse', 'GET', '/api/v1/training-modules?myState=completed&pageSize=100'),
    );
    expect(mine.items.map((module) => module.id)).toContain(moduleId);
    const notStarted = ok<Page<TrainingModule>>(
      await call('doctor', 'GET', `/api/v1/training-modules?myState=not-started&id=${moduleId}`),
    );
    expect(notStarted.total).toBe(1);
    const doctorDone = ok<Page<TrainingModule>>(
      await call('doctor', 'GET', `/api/v1/training-modules?myState=completed&id=${moduleId}`),
    );
    expect(doctorDone.total).toBe(0);
  });

  it('completes a module with a check only once every lesson is opened and the check passed', async () => {
    const moduleId = await newModule('Checked module');
    const one = await addLesson(moduleId, 'First');
    const two = await addLesson(moduleId, 'Second');
    const check = await publishedCheck(moduleId);
    const attempt = (right: boolean) =>
      call('manager', 'POST', `/api/v1/knowledge-checks/${check.id}/attempts`, {
        answers: answer(check, right),
      });

    expect((await lessonsOf('manager', moduleId)).checks).toEqual([
      { id: check.id, title: 'Lesson check', passed: false },
    ]);
    await open('manager', moduleId, one.id);
    // Passing the check before reading everything does not complete the module.
    ok(await attempt(true), 201);
    expect((await moduleFor('manager', moduleId)).mine).toMatchObject({
      state: 'in-progress',
      openedLessons: 1,
    });
    const completed = await open('manager', moduleId, two.id);
    expect(completed.state).toBe('completed');

    // The other order: every lesson read, then a failed and a passed attempt.
    await open('doctor', moduleId, one.id);
    await open('doctor', moduleId, two.id);
    ok(
      await call('doctor', 'POST', `/api/v1/knowledge-checks/${check.id}/attempts`, {
        answers: answer(check, false),
      }),
      201,
    );
    expect((await moduleFor('doctor', moduleId)).mine?.state).toBe('in-progress');
    const passed = ok<{ answers: { correctOptionId?: string; explanation?: string }[] }>(
      await call('doctor', 'POST', `/api/v1/knowledge-checks/${check.id}/attempts`, {
        answers: answer(check, true),
      }),
      201,
    );
    // Once passed, the result teaches: the right answers and each explanation.
    expect(passed.answers.map((item) => item.explanation)).toEqual(['Because 1.', 'Because 2.']);
    expect((await moduleFor('doctor', moduleId)).mine?.state).toBe('completed');
    expect((await lessonsOf('doctor', moduleId)).checks[0]?.passed).toBe(true);
  });

  it('refuses progress on a lesson of another module, or without a lesson', async () => {
    const moduleId = await newModule('Progress refusals');
    const otherId = await newModule('Progress other');
    const lesson = await addLesson(otherId, 'Elsewhere');
    expect(
      (
        await call('nurse', 'PUT', `/api/v1/training-modules/${moduleId}/progress`, {
          lessonId: lesson.id,
        })
      ).status,
    ).toBe(404);
    const missing = await call('nurse', 'PUT', `/api/v1/training-modules/${moduleId}/progress`, {});
    expect(missing.status).toBe(400);
    expect(fieldErrors(missing)).toEqual({ lessonId: m.lessonRequired });
    expect(
      (await call('nurse', 'GET', `/api/v1/training-modules/${moduleId}/lessons/not-an-id`)).body,
    ).toMatchObject({ message: lessonMessages.lessonNotFound });
    expect(
      (
        await call(
          'nurse',
          'GET',
          '/api/v1/training-modules/00000000-0000-4000-8000-000000000000/lessons',
        )
      ).body,
    ).toMatchObject({ message: trainingMessages.moduleNotFound });
  });
});
