import { and, eq, sql } from 'drizzle-orm';
import {
  DEFAULT_ATTEMPT_LIMIT,
  errorCodes,
  trainingMessages,
  type KnowledgeCheck,
  type KnowledgeCheckAttempt,
  type KnowledgeCheckAttemptResult,
  type KnowledgeCheckSummary,
  type Page,
  type TrainingModule,
  type TrainingModuleCategories,
} from '@org/contracts';
import { validationMessages as m } from '@org/forms';
import { beforeAll, describe, expect, it } from 'vitest';
import { files, knowledgeCheckAttempts, users } from '../src/db/schema';
import { gradientPng } from '../src/db/gradientPng';
import { demoKnowledgeChecks, demoTrainingModules } from '../src/db/seedTraining';
import { SIGNED_ADDRESS_TTL_MS, SIGNED_ADDRESS_WINDOW_MS } from '../src/files/signedAddresses';
import { withDemoPeople, type DemoPerson } from './support/demoPeople';
import { fieldErrors, multipartForm } from './support/forms';
import { csvLines } from './support/uploads';
import { jpegHeader, webpHeader } from './support/imageHeaders';
import { moduleBody } from './support/trainingModuleBody';

/**
 * Training modules and knowledge checks through the real server (docs/product.md §3.4,
 * §6): system admins build, edit, publish and unpublish; every role reads and takes what is
 * published; drafts do not exist for anyone else; the answer key never reaches staff before an
 * attempt; scores are judged against the pass mark exactly.
 */

type Who = DemoPerson;
const staff = ['manager', 'doctor', 'nurse'] as const;

const signedIn = withDemoPeople();
const { tokens, call } = signedIn;

const ok = <T>(response: { status: number; text: string; body: unknown }, status = 200): T => {
  expect(response.status, response.text).toBe(status);
  return response.body as T;
};

const modules = async (who: Who, query = '') =>
  ok<Page<TrainingModule>>(await call(who, 'GET', `/api/v1/training-modules${query}`));

const createModule = async (overrides: Record<string, unknown> = {}) =>
  ok<TrainingModule>(
    await call('admin', 'POST', '/api/v1/training-modules', moduleBody(overrides)),
    201,
  );

const uploadImage = (id: string, bytes: Buffer, who: Who = 'admin', field = 'featureImage') => {
  return signedIn.api.request('PUT', `/api/v1/training-modules/${id}/feature-image`, {
    token: tokens[who],
    ...multipartForm({}, { field, bytes, fileName: 'cover.png', type: 'image/png' }),
  });
};

const setModuleStatus = (id: string, status: string, who: Who = 'admin') =>
  call(who, 'PATCH', `/api/v1/training-modules/${id}/status`, { status });

/** A published module of its own, with an image. */
const publishedModule = async (overrides: Record<string, unknown> = {}) => {
  const created = await createModule(overrides);
  ok(
    await uploadImage(
      created.id,
      gradientPng(
        [
          [0, 0, 0],
          [255, 255, 255],
        ],
        8,
        8,
      ),
    ),
  );
  return ok<TrainingModule>(await setModuleStatus(created.id, 'PUBLISHED'));
};

const seededPublished = demoTrainingModules.filter((module) => module.status === 'PUBLISHED');
const seededDraft = demoTrainingModules.find((module) => module.status === 'DRAFT')!;

/** Every key anywhere in a JSON value. */
const keysOf = (value: unknown): string[] =>
  Array.isArray(value)
    ? value.flatMap(keysOf)
    : value && typeof value === 'object'
      ? Object.entries(value).flatMap(([key, inner]) => [key, ...keysOf(inner)])
      : [];

describe('training modules: who sees what', () => {
  it('lists the published modules to every role, and drafts to system admins only', async () => {
    const published = seededPublished.map((module) => module.moduleTitle);
    for (const who of staff) {
      const page = await modules(who, '?pageSize=100');
      const titles = page.items.map((module) => module.moduleTitle);
      expect(titles, who).toEqual(expect.arrayContaining(published));
      expect(titles, who).not.toContain(seededDraft.moduleTitle);
      expect(page.items.every((module) => module.status === 'PUBLISHED')).toBe(true);
      expect(page.total).toBe(page.items.length);
      expect(await modules(who, '?status=DRAFT')).toMatchObject({ items: [], total: 0 });
    }
    const all = await modules('admin', '?pageSize=100');
    expect(all.items.map((module) => module.moduleTitle)).toContain(seededDraft.moduleTitle);
    expect((await signedIn.api.request('GET', '/api/v1/training-modules')).status).toBe(401);
  });

  it('answers 404 for a draft to everyone but system admins', async () => {
    const draft = (await modules('admin', '?status=DRAFT&pageSize=100')).items.find(
      (module) => module.moduleTitle === seededDraft.moduleTitle,
    )!;
    expect(
      ok<TrainingModule>(await call('admin', 'GET', `/api/v1/training-modules/${draft.id}`)),
    ).toMatchObject({ id: draft.id, status: 'DRAFT' });
    for (const who of staff) {
      const response = await call(who, 'GET', `/api/v1/training-modules/${draft.id}`);
      expect(response.status, who).toBe(404);
      expect(response.body).toMatchObject({
        code: errorCodes.notFound,
        message: trainingMessages.moduleNotFound,
      });
    }
    expect((await call('nurse', 'GET', '/api/v1/training-modules/not-an-id')).status).toBe(404);
  });

  it('hides a module again when it is unpublished, from lists, totals and by id', async () => {
    const module = await publishedModule({ moduleTitle: 'Unpublish Me' });
    expect((await modules('nurse', '?search=unpublish me')).total).toBe(1);
    expect(ok<TrainingModule>(await setModuleStatus(module.id, 'DRAFT')).status).toBe('DRAFT');
    expect(await modules('nurse', '?search=unpublish me')).toMatchObject({ items: [], total: 0 });
    expect((await call('nurse', 'GET', `/api/v1/training-modules/${module.id}`)).status).toBe(404);
  });

  it('filters by category, language and difficulty, searches, sorts and pages', async () => {
    const nurse = (query: string) => modules('nurse', query);
    const hygiene = await nurse('?category=INFECTION%20PREVENTION');
    expect(hygiene.items.map((module) => module.moduleTitle)).toContain(
      'Hand Hygiene in Clinical Care',
    );
    expect(hygiene.items.every((module) => module.category === 'Infection prevention')).toBe(true);
    expect((await nurse('?language=pt')).items.map((module) => module.moduleTitle)).toEqual([
      'Higiene das mãos nos cuidados de saúde',
    ]);
    const advanced = await nurse('?difficultyLevel=advanced');
    expect(advanced.items.every((module) => module.difficultyLevel === 'advanced')).toBe(true);
    expect(advanced.items.map((module) => module.moduleTitle)).toContain(
      "Prise en charge de l'hypertension artérielle",
    );
    // Title, author and description.
    expect((await nurse('?search=herrera')).items.map((module) => module.language)).toEqual(['es']);
    expect((await nurse('?search=TYPE%202')).total).toBe(0);
    expect((await nurse('?search=típ 2')).items.map((module) => module.language)).toEqual(['vi']);
    // Difficulty sorts in the order of the levels.
    const byLevel = (await nurse('?sort=difficultyLevel&pageSize=100')).items.map(
      (module) => module.difficultyLevel,
    );
    const rank = { beginner: 1, intermediate: 2, advanced: 3 };
    expect(byLevel.map((level) => rank[level])).toEqual(
      [...byLevel.map((level) => rank[level])].sort(),
    );
    const first = await nurse('?sort=-moduleTitle&pageSize=2');
    const second = await nurse('?sort=-moduleTitle&pageSize=2&page=2');
    expect(first.items).toHaveLength(2);
    expect(second.items[0]!.id).not.toBe(first.items[1]!.id);
    for (const bad of [
      '?difficultyLevel=expert',
      '?sort=author',
      '?status=ACTIVE',
      '?pageSize=101',
    ]) {
      const response = await call('nurse', 'GET', `/api/v1/training-modules${bad}`);
      expect(response.status, bad).toBe(400);
      expect(response.body!.code).toBe(errorCodes.validationFailed);
    }
  });

  it("offers each category of the modules a role sees once, whatever its case: drafts' to system admins only", async () => {
    const categoriesOf = async (who: Who) =>
      ok<TrainingModuleCategories>(await call(who, 'GET', '/api/v1/training-modules/categories'))
        .categories;
    await createModule({ category: 'Wound care (draft only)' });
    await publishedModule({ category: 'Wound care' });
    await publishedModule({ category: 'WOUND CARE' });
    const once = (categories: string[], category: string) =>
      categories.filter((each) => each.toLowerCase() === category.toLowerCase());

    const admin = await categoriesOf('admin');
    expect(admin).toContain('Wound care (draft only)');
    for (const who of [...staff, 'admin'] as const) {
      const categories = who === 'admin' ? admin : await categoriesOf(who);
      expect(once(categories, 'wound care'), who).toHaveLength(1);
      expect(once(categories, 'infection prevention'), who).toEqual(['Infection prevention']);
      // Alphabetical, whatever the case.
      expect(categories.indexOf('Infection prevention'), who).toBeLessThan(
        categories.indexOf(once(categories, 'wound care')[0]!),
      );
      if (who !== 'admin') expect(categories, who).not.toContain('Wound care (draft only)');
    }
    expect((await signedIn.api.request('GET', '/api/v1/training-modules/categories')).status).toBe(
      401,
    );
  });

  it('refuses every manage route to staff with 403', async () => {
    const [module] = (await modules('admin')).items;
    const image = gradientPng(
      [
        [0, 0, 0],
        [9, 9, 9],
      ],
      4,
      4,
    );
    for (const who of staff) {
      expect((await call(who, 'POST', '/api/v1/training-modules', moduleBody())).status).toBe(403);
      expect(
        (await call(who, 'PUT', `/api/v1/training-modules/${module!.id}`, moduleBody())).status,
      ).toBe(403);
      expect((await setModuleStatus(module!.id, 'DRAFT', who)).status).toBe(403);
      expect((await uploadImage(module!.id, image, who)).status).toBe(403);
    }
  });
});

describe('training modules: the form', () => {
  it('creates a draft without an image, which cannot be published until it has one', async () => {
    const created = await createModule({ moduleTitle: '  Trimmed Title  ' });
    expect(created).toMatchObject({
      moduleTitle: 'Trimmed Title',
      status: 'DRAFT',
      featureImage: null,
    });
    const refused = await setModuleStatus(created.id, 'PUBLISHED');
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      code: errorCodes.validationFailed,
      message: m.featureImageRequired,
      errors: [{ path: 'featureImage', message: m.featureImageRequired }],
    });
    expect((await call('nurse', 'GET', `/api/v1/training-modules/${created.id}`)).status).toBe(404);
    const edited = ok<TrainingModule>(
      await call(
        'admin',
        'PUT',
        `/api/v1/training-modules/${created.id}`,
        moduleBody({ skills: ['A', 'B'] }),
      ),
    );
    expect(edited).toMatchObject({
      id: created.id,
      skills: ['A', 'B'],
      createdAt: created.createdAt,
    });
    expect((await setModuleStatus(created.id, 'ARCHIVED')).body).toMatchObject({
      message: m.statusInvalid,
    });
    expect((await setModuleStatus('00000000-0000-4000-8000-000000000000', 'DRAFT')).status).toBe(
      404,
    );
  });

  it('says every spec message word for word', async () => {
    const empty = await call('admin', 'POST', '/api/v1/training-modules', {});
    expect(empty.status).toBe(400);
    expect(fieldErrors(empty)).toEqual({
      moduleTitle: m.moduleTitleRequired,
      author: m.authorRequired,
      category: m.categoryRequired,
      language: m.languageRequired,
      difficultyLevel: m.difficultyLevelRequired,
      duration: m.durationRequired,
      effort: m.effortRequired,
      skills: m.skillsRequired,
      prerequisites: m.prerequisitesRequired,
      whatYoullLearn: m.whatYoullLearnRequired,
      description: m.descriptionRequired,
    });
    const tooLong = await call(
      'admin',
      'POST',
      '/api/v1/training-modules',
      moduleBody({
        moduleTitle: 'x'.repeat(201),
        difficultyLevel: 'expert',
        duration: 'x'.repeat(51),
        effort: 'x'.repeat(101),
        skills: [],
        prerequisites: 'x'.repeat(601),
        whatYoullLearn: 'x'.repeat(601),
        description: 'x'.repeat(601),
      }),
    );
    expect(fieldErrors(tooLong)).toEqual({
      moduleTitle: 'Module title must be at most 200 characters',
      difficultyLevel: 'Invalid difficulty level',
      duration: m.durationMax,
      effort: m.effortMax,
      skills: 'At least one skill is required',
      prerequisites: m.prerequisitesMax,
      whatYoullLearn: m.whatYoullLearnMax,
      description: m.descriptionMax,
    });
    // The limits themselves are allowed.
    await createModule({
      moduleTitle: 'x'.repeat(200),
      duration: 'x'.repeat(50),
      effort: 'x'.repeat(100),
      prerequisites: 'x'.repeat(600),
    });
    const blank = await call(
      'admin',
      'POST',
      '/api/v1/training-modules',
      moduleBody({ author: '   ' }),
    );
    expect(fieldErrors(blank)).toEqual({ author: m.authorRequired });
  });
});

describe('training modules: the feature image', () => {
  it('takes a PNG, JPEG or WebP recognised by its bytes, and serves it through a signed address', async () => {
    const module = await createModule({ moduleTitle: 'Image Module' });
    const png = gradientPng(
      [
        [10, 20, 30],
        [200, 100, 50],
      ],
      16,
      9,
    );
    const saved = ok<TrainingModule>(await uploadImage(module.id, png));
    expect(saved.featureImage).toMatch(/^\/api\/v1\/files\/[0-9a-f-]{36}\?/);
    const image = await fetch(`${signedIn.api.baseUrl}${saved.featureImage!}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(image.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await image.arrayBuffer()).equals(png)).toBe(true);

    // Replacing the image removes the old file: no orphan stays behind.
    const oldId = saved.featureImage!.match(/files\/([0-9a-f-]{36})/)![1]!;
    const jpeg = jpegHeader(640, 480);
    const replaced = ok<TrainingModule>(await uploadImage(module.id, jpeg));
    expect(replaced.featureImage).not.toContain(oldId);
    expect(await signedIn.api.db.select().from(files).where(eq(files.id, oldId))).toEqual([]);
    const webp = webpHeader(640, 480);
    ok(await uploadImage(module.id, webp));
    ok(await setModuleStatus(module.id, 'PUBLISHED'));
    const forNurse = ok<TrainingModule>(
      await call('nurse', 'GET', `/api/v1/training-modules/${module.id}`),
    );
    expect(forNurse.featureImage).toMatch(/^\/api\/v1\/files\//);
  });

  it('gives an image one address all through a signing window, so the browser cache holds', async () => {
    await publishedModule({ moduleTitle: 'Cached Image Module' });
    const address = async () =>
      (await modules('nurse', '?search=Cached%20Image%20Module')).items[0]!.featureImage!;
    // One second into a window (the clock moves back at most a window, so every session stays open).
    const back = (Date.now() % SIGNED_ADDRESS_WINDOW_MS) - 1000;
    signedIn.api.moveClock(-back);
    try {
      const first = await address();
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(await address()).toBe(first);
      // It still lasts at most the five minutes docs/product.md §13.4 gives an address.
      const expires = Number(new URL(first, 'http://api').searchParams.get('expires')) * 1000;
      expect(expires - (Date.now() - back)).toBeLessThanOrEqual(SIGNED_ADDRESS_TTL_MS);
      expect(expires - (Date.now() - back)).toBeGreaterThan(
        SIGNED_ADDRESS_TTL_MS - SIGNED_ADDRESS_WINDOW_MS,
      );
      // The next window signs a new address.
      signedIn.api.moveClock(SIGNED_ADDRESS_WINDOW_MS);
      expect(await address()).not.toBe(first);
    } finally {
      signedIn.api.moveClock(back - SIGNED_ADDRESS_WINDOW_MS);
    }
  });

  it('refuses a file that only claims to be an image, a GIF, no file and an oversize one', async () => {
    const module = await createModule({ moduleTitle: 'Refusals Module' });
    const countFiles = async () =>
      Number(
        (
          (await signedIn.api.db.execute(sql`select count(*)::int as n from files`)) as unknown as {
            rows: { n: number }[];
          }
        ).rows[0]!.n,
      );
    const before = await countFiles();
    const html = await uploadImage(module.id, Buffer.from('<svg onload="alert(1)"></svg>'));
    expect(html.status).toBe(400);
    expect(html.body).toMatchObject({
      code: errorCodes.featureImageInvalid,
      message: trainingMessages.featureImageInvalid,
      errors: [{ path: 'featureImage', message: trainingMessages.featureImageInvalid }],
    });
    const gif = await uploadImage(
      module.id,
      Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(32)]),
    );
    expect(gif.body).toMatchObject({ code: errorCodes.featureImageInvalid });
    const wrongField = await uploadImage(
      module.id,
      gradientPng(
        [
          [1, 1, 1],
          [2, 2, 2],
        ],
        4,
        4,
      ),
      'admin',
      'image',
    );
    expect(wrongField.status).toBe(400);
    expect(wrongField.body).toMatchObject({ message: m.featureImageRequired });
    const json = await call(
      'admin',
      'PUT',
      `/api/v1/training-modules/${module.id}/feature-image`,
      {},
    );
    expect(json.status).toBe(400);
    const huge = Buffer.concat([
      gradientPng(
        [
          [1, 1, 1],
          [2, 2, 2],
        ],
        4,
        4,
      ),
      Buffer.alloc(5_000_001),
    ]);
    const oversize = await uploadImage(module.id, huge);
    expect(oversize.status).toBe(413);
    expect(oversize.body).toMatchObject({
      code: errorCodes.fileTooLarge,
      message: trainingMessages.featureImageTooLarge,
    });
    const missing = await uploadImage(
      '00000000-0000-4000-8000-000000000000',
      gradientPng(
        [
          [1, 1, 1],
          [2, 2, 2],
        ],
        4,
        4,
      ),
    );
    expect(missing.status).toBe(404);
    expect(await countFiles()).toBe(before);
    expect(
      ok<TrainingModule>(await call('admin', 'GET', `/api/v1/training-modules/${module.id}`))
        .featureImage,
    ).toBeNull();
  });
});

// ---------------------------------------------------------------------------------------------
// Knowledge checks

const checkBody = (moduleId: string, overrides: Record<string, unknown> = {}) => ({
  moduleId,
  title: 'Safe injections: check',
  passMark: 75,
  questions: [1, 2, 3, 4].map((n) => ({
    text: `Question ${n}?`,
    options: [
      { text: `Right ${n}`, correct: true },
      { text: `Wrong ${n}`, correct: false },
    ],
  })),
  ...overrides,
});

const createCheck = async (moduleId: string, overrides: Record<string, unknown> = {}) =>
  ok<KnowledgeCheck>(
    await call('admin', 'POST', '/api/v1/knowledge-checks', checkBody(moduleId, overrides)),
    201,
  );

const setCheckStatus = (id: string, status: string, who: Who = 'admin') =>
  call(who, 'PATCH', `/api/v1/knowledge-checks/${id}/status`, { status });

/** Answers `rightCount` questions right (the first ones) and the rest wrong, from the admin's key. */
const answersFor = (check: KnowledgeCheck, rightCount: number) =>
  check.questions.map((question, index) => ({
    questionId: question.id,
    optionId: question.options.find((option) => option.correct === index < rightCount)!.id,
  }));

const attempt = (who: Who, id: string, answers: unknown) =>
  call(who, 'POST', `/api/v1/knowledge-checks/${id}/attempts`, { answers });

describe('knowledge checks: the form', () => {
  let moduleId: string;
  beforeAll(async () => {
    moduleId = (await createModule({ moduleTitle: 'Check Form Module' })).id;
  });

  it('says every message of the check form', async () => {
    const empty = await call('admin', 'POST', '/api/v1/knowledge-checks', {});
    expect(fieldErrors(empty)).toEqual({
      moduleId: m.checkModuleRequired,
      title: m.checkTitleRequired,
      passMark: m.passMarkRequired,
      questions: m.questionsMin,
    });
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ title: 'x'.repeat(201) }, { title: m.checkTitleMax }],
      [{ passMark: 0 }, { passMark: m.passMarkRange }],
      [{ passMark: 101 }, { passMark: m.passMarkRange }],
      [{ passMark: 50.5 }, { passMark: m.passMarkRange }],
      [{ passMark: 'lots' }, { passMark: m.passMarkRange }],
      [{ passMark: '' }, { passMark: m.passMarkRequired }],
      [{ questions: [] }, { questions: m.questionsMin }],
      [
        { questions: Array.from({ length: 51 }, () => checkBody(moduleId).questions[0]) },
        { questions: m.questionsMax },
      ],
      [
        { questions: [{ text: '', options: [{ text: '', correct: true }, { text: 'b' }] }] },
        {
          'questions[0].text': m.questionTextRequired,
          'questions[0].options[0].text': m.optionTextRequired,
        },
      ],
      [
        {
          questions: [
            {
              text: 'q'.repeat(501),
              options: [{ text: 'o'.repeat(201), correct: true }, { text: 'b' }],
            },
          ],
        },
        { 'questions[0].text': m.questionTextMax, 'questions[0].options[0].text': m.optionTextMax },
      ],
      [
        { questions: [{ text: 'One option?', options: [{ text: 'a', correct: true }] }] },
        { 'questions[0].options': m.optionsMin },
      ],
      [
        {
          questions: [
            {
              text: 'Nine?',
              options: Array.from({ length: 9 }, (_, i) => ({ text: `o${i}`, correct: i === 0 })),
            },
          ],
        },
        { 'questions[0].options': m.optionsMax },
      ],
      [
        { questions: [{ text: 'None right?', options: [{ text: 'a' }, { text: 'b' }] }] },
        { 'questions[0].options': m.correctOptionRequired },
      ],
      [
        {
          questions: [
            {
              text: 'Two right?',
              options: [
                { text: 'a', correct: true },
                { text: 'b', correct: true },
              ],
            },
          ],
        },
        { 'questions[0].options': m.correctOptionRequired },
      ],
      [{ moduleId: 'not-a-module' }, { moduleId: trainingMessages.moduleRequired }],
      [
        { moduleId: '00000000-0000-4000-8000-000000000000' },
        { moduleId: trainingMessages.moduleRequired },
      ],
    ];
    for (const [overrides, expected] of cases) {
      const response = await call(
        'admin',
        'POST',
        '/api/v1/knowledge-checks',
        checkBody(moduleId, overrides),
      );
      expect(response.status, JSON.stringify(overrides).slice(0, 80)).toBe(400);
      expect(fieldErrors(response), JSON.stringify(overrides).slice(0, 80)).toEqual(expected);
    }
    // The bounds themselves are allowed: pass marks 1 and 100, 50 questions, 8 options.
    await createCheck(moduleId, { passMark: 1 });
    await createCheck(moduleId, {
      passMark: 100,
      questions: Array.from({ length: 50 }, () => ({
        text: 'Eight?',
        options: Array.from({ length: 8 }, (_, i) => ({ text: `o${i}`, correct: i === 7 })),
      })),
    });
  });

  it('refuses the manage routes and the results to staff with 403', async () => {
    const check = await createCheck(moduleId);
    for (const who of staff) {
      expect(
        (await call(who, 'POST', '/api/v1/knowledge-checks', checkBody(moduleId))).status,
      ).toBe(403);
      expect(
        (await call(who, 'PUT', `/api/v1/knowledge-checks/${check.id}`, checkBody(moduleId)))
          .status,
      ).toBe(403);
      expect((await setCheckStatus(check.id, 'PUBLISHED', who)).status).toBe(403);
      expect((await call(who, 'GET', `/api/v1/knowledge-checks/${check.id}/attempts`)).status).toBe(
        403,
      );
      expect(
        (await call(who, 'GET', `/api/v1/knowledge-checks/${check.id}/attempts/export`)).status,
      ).toBe(403);
    }
  });
});

describe('knowledge checks: taking them', () => {
  let module: TrainingModule;
  let check: KnowledgeCheck;

  beforeAll(async () => {
    module = await publishedModule({ moduleTitle: 'Scoring Module' });
    check = await createCheck(module.id, { title: 'Scoring check' });
    check = ok<KnowledgeCheck>(await setCheckStatus(check.id, 'PUBLISHED'));
  });

  it('never sends staff which option is correct, in the list or the check', async () => {
    const seeded = ok<Page<KnowledgeCheckSummary>>(
      await call('nurse', 'GET', '/api/v1/knowledge-checks?pageSize=100'),
    );
    const published = demoKnowledgeChecks.filter((each) => each.status === 'PUBLISHED');
    expect(seeded.items.map((each) => each.title)).toEqual(
      expect.arrayContaining([...published.map((each) => each.title), 'Scoring check']),
    );
    for (const summary of seeded.items) {
      for (const who of staff) {
        const response = await call(who, 'GET', `/api/v1/knowledge-checks/${summary.id}`);
        const body = ok<KnowledgeCheck>(response);
        expect(body.questions.length).toBeGreaterThan(0);
        expect(keysOf(JSON.parse(response.text))).not.toContain('correct');
        expect(response.text).not.toMatch(/"correct"/);
      }
    }
    expect(keysOf(seeded)).not.toContain('correct');
    const forAdmin = ok<KnowledgeCheck>(
      await call('admin', 'GET', `/api/v1/knowledge-checks/${check.id}`),
    );
    expect(forAdmin.questions[0]!.options.map((option) => option.correct)).toEqual([true, false]);
  });

  it('hides draft checks, and checks of draft modules, from staff: 404 and absent from lists', async () => {
    const draftTitle = demoKnowledgeChecks.find((each) => each.status === 'DRAFT')!.title;
    const all = ok<Page<KnowledgeCheckSummary>>(
      await call('admin', 'GET', '/api/v1/knowledge-checks?pageSize=100'),
    );
    const draft = all.items.find((each) => each.title === draftTitle)!;
    expect(draft.status).toBe('DRAFT');
    const draftModule = await createModule({ moduleTitle: 'Draft Module With Check' });
    const ofDraftModule = await createCheck(draftModule.id, { title: 'Check of a draft module' });
    ok(await setCheckStatus(ofDraftModule.id, 'PUBLISHED'));
    for (const who of staff) {
      const page = ok<Page<KnowledgeCheckSummary>>(
        await call(who, 'GET', '/api/v1/knowledge-checks?pageSize=100'),
      );
      const ids = page.items.map((each) => each.id);
      expect(ids).not.toContain(draft.id);
      expect(ids).not.toContain(ofDraftModule.id);
      expect(page.total).toBe(page.items.length);
      expect(await call(who, 'GET', '/api/v1/knowledge-checks?status=DRAFT')).toMatchObject({
        body: { items: [], total: 0 },
      });
      for (const id of [draft.id, ofDraftModule.id]) {
        const response = await call(who, 'GET', `/api/v1/knowledge-checks/${id}`);
        expect(response.status).toBe(404);
        expect(response.body!.message).toBe(trainingMessages.checkNotFound);
        expect((await attempt(who, id, [{ questionId: 'q', optionId: 'o' }])).status).toBe(404);
      }
    }
    // Admins see both, and a draft cannot be attempted by anyone.
    expect(
      ok<KnowledgeCheck>(await call('admin', 'GET', `/api/v1/knowledge-checks/${draft.id}`)).status,
    ).toBe('DRAFT');
    const adminDraft = ok<KnowledgeCheck>(
      await call('admin', 'GET', `/api/v1/knowledge-checks/${draft.id}`),
    );
    expect((await attempt('admin', draft.id, answersFor(adminDraft, 1))).status).toBe(404);
    expect(
      ok<Page<KnowledgeCheckSummary>>(
        await call('admin', 'GET', `/api/v1/knowledge-checks?moduleId=${draftModule.id}`),
      ).items.map((each) => each.id),
    ).toEqual([ofDraftModule.id]);
  });

  it('scores on the server: exactly the pass mark passes, one point below fails', async () => {
    // 3 of 4 right is 75%: the pass mark is 75.
    const passed = ok<KnowledgeCheckAttemptResult>(
      await attempt('nurse', check.id, answersFor(check, 3)),
      201,
    );
    expect(passed).toMatchObject({
      score: 75,
      passMark: 75,
      passed: true,
      correctCount: 3,
      questionCount: 4,
      number: 1,
    });
    expect(passed.answers.map((answer) => answer.correct)).toEqual([true, true, true, false]);
    const failed = ok<KnowledgeCheckAttemptResult>(
      await attempt('nurse', check.id, answersFor(check, 2)),
      201,
    );
    expect(failed).toMatchObject({ score: 50, passed: false, number: 2 });

    // A pass mark of 76: the same 75% now fails. The edit gave the questions new ids, so answers
    // to the check as it was are refused.
    const edited = ok<KnowledgeCheck>(
      await call(
        'admin',
        'PUT',
        `/api/v1/knowledge-checks/${check.id}`,
        checkBody(module.id, { title: 'Scoring check', passMark: 76 }),
      ),
    );
    const stale = await attempt('nurse', check.id, answersFor(check, 3));
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({
      code: errorCodes.knowledgeCheckChanged,
      message: trainingMessages.checkChanged,
    });
    expect(
      ok<KnowledgeCheckAttemptResult>(await attempt('nurse', check.id, answersFor(edited, 3)), 201),
    ).toMatchObject({
      score: 75,
      passMark: 76,
      passed: false,
      number: 3,
    });
    expect(
      ok<KnowledgeCheckAttemptResult>(
        await attempt('doctor', check.id, answersFor(edited, 4)),
        201,
      ),
    ).toMatchObject({
      score: 100,
      passed: true,
      number: 1,
    });
    check = edited;

    // Three questions: 2 right is 66.67%, rounded down to 66, failing 67 and passing 66.
    const thirds = await createCheck(module.id, {
      title: 'Thirds',
      passMark: 67,
      questions: checkBody(module.id).questions.slice(0, 3),
    });
    ok(await setCheckStatus(thirds.id, 'PUBLISHED'));
    expect(
      ok<KnowledgeCheckAttemptResult>(
        await attempt('nurse', thirds.id, answersFor(thirds, 2)),
        201,
      ),
    ).toMatchObject({
      score: 66,
      passed: false,
    });
    const at66 = ok<KnowledgeCheck>(
      await call(
        'admin',
        'PUT',
        `/api/v1/knowledge-checks/${thirds.id}`,
        checkBody(module.id, {
          title: 'Thirds',
          passMark: 66,
          questions: checkBody(module.id).questions.slice(0, 3),
        }),
      ),
    );
    expect(
      ok<KnowledgeCheckAttemptResult>(await attempt('nurse', thirds.id, answersFor(at66, 2)), 201),
    ).toMatchObject({
      score: 66,
      passed: true,
    });

    // The reader's own summary.
    const mine = ok<KnowledgeCheck>(
      await call('nurse', 'GET', `/api/v1/knowledge-checks/${check.id}`),
    );
    expect(mine.mine).toEqual({ attempts: 3, bestScore: 75, passed: true });
    const managers = ok<KnowledgeCheck>(
      await call('manager', 'GET', `/api/v1/knowledge-checks/${check.id}`),
    );
    expect(managers.mine).toEqual({ attempts: 0, bestScore: null, passed: false });
  });

  it('validates the answers: every question once, each with one of its own options', async () => {
    const answers = answersFor(check, 4);
    const missing = await attempt('doctor', check.id, answers.slice(0, 3));
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({
      code: errorCodes.validationFailed,
      message: m.answersRequired,
    });
    expect(fieldErrors(missing)).toEqual({ answers: m.answersRequired });
    const twice = await attempt('doctor', check.id, [...answers, answers[0]]);
    expect(fieldErrors(twice)).toEqual({
      'answers[4].questionId': trainingMessages.questionAnsweredTwice,
    });
    const otherOption = await attempt('doctor', check.id, [
      { questionId: answers[0]!.questionId, optionId: answers[1]!.optionId },
      ...answers.slice(1),
    ]);
    expect(fieldErrors(otherOption)).toEqual({
      'answers[0].optionId': trainingMessages.optionNotOfQuestion,
    });
    for (const bad of [undefined, [], 'all right', [{ questionId: answers[0]!.questionId }]]) {
      const response = await attempt('doctor', check.id, bad);
      expect(response.status, JSON.stringify(bad)).toBe(400);
    }
    const unknown = await attempt('doctor', check.id, [{ questionId: 'nope', optionId: 'nope' }]);
    expect(unknown.status).toBe(409);
    // None of these was kept.
    const attempts = await signedIn.api.db
      .select()
      .from(knowledgeCheckAttempts)
      .innerJoin(users, eq(users.id, knowledgeCheckAttempts.userId))
      .where(eq(users.email, 'doctor@clinic.test'));
    expect(
      attempts.filter((row) => row.knowledge_check_attempts.checkId === check.id),
    ).toHaveLength(1);
  });

  it('keeps one attempt at a time: attempts submitted at once are numbered apart or refused, never over the limit', async () => {
    const results = await Promise.all(
      Array.from({ length: 5 }, () => attempt('manager', check.id, answersFor(check, 4))),
    );
    for (const response of results) {
      expect([201, 409, 429], response.text).toContain(response.status);
      if (response.status === 409) expect(response.body!.code).toBe(errorCodes.attemptConflict);
      if (response.status === 429) expect(response.body!.code).toBe(errorCodes.attemptLimitReached);
    }
    const numbers = results
      .filter((response) => response.status === 201)
      .map((response) => (response.body as unknown as KnowledgeCheckAttemptResult).number)
      .sort();
    expect(numbers).toEqual(numbers.map((_, index) => index + 1));
    expect(numbers.length).toBeGreaterThan(0);
    expect(numbers.length).toBeLessThanOrEqual(check.attemptLimit);
  });

  it('shows system admins who attempted and who passed, and exports it as CSV', async () => {
    const doctorName = (
      await signedIn.api.db.select().from(users).where(eq(users.email, 'doctor@clinic.test'))
    )[0]!.fullName;
    await call('doctor', 'PATCH', '/api/v1/users/me', { fullName: '=HYPERLINK("http://x")' });
    try {
      ok(await attempt('doctor', check.id, answersFor(check, 0)), 201);
      const page = ok<Page<KnowledgeCheckAttempt>>(
        await call('admin', 'GET', `/api/v1/knowledge-checks/${check.id}/attempts?pageSize=100`),
      );
      expect(page.total).toBe(page.items.length);
      const submitted = page.items.map((item) => item.submittedAt);
      expect(submitted).toEqual([...submitted].sort().reverse());
      expect(page.items.find((item) => item.user.email === 'nurse@clinic.test')).toMatchObject({
        user: { fullName: 'Nadia Nurse', role: 'NURSE' },
      });
      const passedOnly = ok<Page<KnowledgeCheckAttempt>>(
        await call(
          'admin',
          'GET',
          `/api/v1/knowledge-checks/${check.id}/attempts?passed=true&sort=fullName`,
        ),
      );
      expect(passedOnly.items.every((item) => item.passed)).toBe(true);
      expect(passedOnly.items.length).toBeLessThan(page.items.length);
      const byName = passedOnly.items.map((item) => item.user.fullName.toLowerCase());
      expect(byName).toEqual([...byName].sort());
      expect(
        ok<Page<KnowledgeCheckAttempt>>(
          await call('admin', 'GET', `/api/v1/knowledge-checks/${check.id}/attempts?search=NADIA`),
        ).items.every((item) => item.user.email === 'nurse@clinic.test'),
      ).toBe(true);
      expect(
        (await call('admin', 'GET', `/api/v1/knowledge-checks/${check.id}/attempts?passed=yes`))
          .status,
      ).toBe(400);
      expect(
        (
          await call(
            'admin',
            'GET',
            '/api/v1/knowledge-checks/00000000-0000-4000-8000-000000000000/attempts',
          )
        ).status,
      ).toBe(404);

      const exported = await call(
        'admin',
        'GET',
        `/api/v1/knowledge-checks/${check.id}/attempts/export?sort=submittedAt`,
      );
      expect(exported.status).toBe(200);
      expect(exported.headers.get('content-type')).toContain('text/csv');
      expect(exported.headers.get('content-disposition')).toContain('knowledge-check-attempts.csv');
      const lines = csvLines(exported.text);
      expect(lines[0]).toBe('fullName,email,role,attempt,score,passMark,passed,submittedAt');
      expect(lines).toHaveLength(page.total + 1);
      const doctorLine = lines.find(
        (line) => line.includes('doctor@clinic.test') && line.endsWith(page.items[0]!.submittedAt),
      )!;
      expect(doctorLine).toMatch(
        /^"'=HYPERLINK\(""http:\/\/x""\)",doctor@clinic\.test,DOCTOR,2,0,76,false,/,
      );
    } finally {
      await call('doctor', 'PATCH', '/api/v1/users/me', { fullName: doctorName });
    }
  });

  it('records each write in the audit log with its action and the record', async () => {
    const entries = ok<{
      items: { actionCode: string; entityType: string | null; entityId: string | null }[];
    }>(
      await call(
        'admin',
        'GET',
        '/api/v1/audit-log?pageSize=100&action=knowledgeCheck.attempted&action=trainingModule.imageChanged&action=knowledgeCheck.updated',
      ),
    ).items;
    expect(entries.map((entry) => entry.actionCode)).toEqual(
      expect.arrayContaining([
        'knowledgeCheck.attempted',
        'trainingModule.imageChanged',
        'knowledgeCheck.updated',
      ]),
    );
    expect(entries.find((entry) => entry.actionCode === 'knowledgeCheck.attempted')).toMatchObject({
      entityType: 'knowledge-check',
      entityId: check.id,
    });
  });
});

describe('knowledge checks: attempts per 24 hours and the answer key', () => {
  let module: TrainingModule;
  beforeAll(async () => {
    module = await publishedModule({ moduleTitle: 'Attempt Limit Module' });
  });

  const publishedCheck = async (overrides: Record<string, unknown> = {}) => {
    const created = await createCheck(module.id, overrides);
    return ok<KnowledgeCheck>(await setCheckStatus(created.id, 'PUBLISHED'));
  };

  const userId = async (who: Who) =>
    (
      await signedIn.api.db
        .select()
        .from(users)
        .where(eq(users.email, `${who}@clinic.test`))
    )[0]!.id;

  /** Moves a person's attempts at a check back in time, as if they were made that much earlier. */
  const ageAttempts = async (who: Who, checkId: string, ms: number, number?: number) => {
    await signedIn.api.db
      .update(knowledgeCheckAttempts)
      .set({
        submittedAt: sql`${knowledgeCheckAttempts.submittedAt} - make_interval(secs => ${ms / 1000})`,
      })
      .where(
        and(
          eq(knowledgeCheckAttempts.checkId, checkId),
          eq(knowledgeCheckAttempts.userId, await userId(who)),
          number === undefined ? undefined : eq(knowledgeCheckAttempts.number, number),
        ),
      );
  };

  const dayMs = 24 * 60 * 60 * 1000;

  it("takes the attempt limit from the check's form: 3 unless said, 1 to 20", async () => {
    expect((await publishedCheck()).attemptLimit).toBe(DEFAULT_ATTEMPT_LIMIT);
    expect((await publishedCheck({ attemptLimit: 1 })).attemptLimit).toBe(1);
    expect((await publishedCheck({ attemptLimit: 20 })).attemptLimit).toBe(20);
    for (const attemptLimit of [0, 21, 2.5, '', 'many', null]) {
      const response = await call(
        'admin',
        'POST',
        '/api/v1/knowledge-checks',
        checkBody(module.id, { attemptLimit }),
      );
      expect(response.status, JSON.stringify(attemptLimit)).toBe(400);
      expect(fieldErrors(response), JSON.stringify(attemptLimit)).toEqual({
        attemptLimit: m.attemptLimitRange,
      });
    }
    const check = await publishedCheck({ attemptLimit: 5 });
    const edited = ok<KnowledgeCheck>(
      await call(
        'admin',
        'PUT',
        `/api/v1/knowledge-checks/${check.id}`,
        checkBody(module.id, { attemptLimit: 7 }),
      ),
    );
    expect(edited.attemptLimit).toBe(7);
    const summaries = ok<Page<KnowledgeCheckSummary>>(
      await call('nurse', 'GET', `/api/v1/knowledge-checks?moduleId=${module.id}&pageSize=100`),
    );
    expect(summaries.items.find((each) => each.id === check.id)!.attemptLimit).toBe(7);
  });

  it('refuses an attempt over the limit of the last 24 hours with 429, saying when the next is possible', async () => {
    const check = await publishedCheck({ attemptLimit: 2 });
    expect(
      ok<KnowledgeCheck>(await call('nurse', 'GET', `/api/v1/knowledge-checks/${check.id}`)),
    ).toMatchObject({ attemptLimit: 2, allowance: { attemptsLeft: 2, nextAttemptAt: null } });

    const first = ok<KnowledgeCheckAttemptResult>(
      await attempt('nurse', check.id, answersFor(check, 0)),
      201,
    );
    expect(first.allowance).toEqual({ attemptsLeft: 1, nextAttemptAt: null });
    const second = ok<KnowledgeCheckAttemptResult>(
      await attempt('nurse', check.id, answersFor(check, 1)),
      201,
    );
    const nextAttemptAt = new Date(new Date(first.submittedAt).getTime() + dayMs).toISOString();
    expect(second.allowance).toEqual({ attemptsLeft: 0, nextAttemptAt });

    const refused = await attempt('nurse', check.id, answersFor(check, 4));
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({
      code: errorCodes.attemptLimitReached,
      message: trainingMessages.attemptLimitReached,
      nextAttemptAt,
    });
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(dayMs / 1000 - 600);
    expect(retryAfter).toBeLessThanOrEqual(dayMs / 1000);
    expect(
      ok<KnowledgeCheck>(await call('nurse', 'GET', `/api/v1/knowledge-checks/${check.id}`))
        .allowance,
    ).toEqual({ attemptsLeft: 0, nextAttemptAt });
    const kept = await signedIn.api.db
      .select()
      .from(knowledgeCheckAttempts)
      .where(
        and(
          eq(knowledgeCheckAttempts.checkId, check.id),
          eq(knowledgeCheckAttempts.userId, await userId('nurse')),
        ),
      );
    expect(kept).toHaveLength(2);
    // Each person counts their own attempts.
    expect(
      ok<KnowledgeCheckAttemptResult>(await attempt('doctor', check.id, answersFor(check, 0)), 201)
        .allowance,
    ).toEqual({
      attemptsLeft: 1,
      nextAttemptAt: null,
    });

    // The window rolls: once the first attempt is 24 hours old, one attempt is possible again.
    await ageAttempts('nurse', check.id, dayMs, 1);
    expect(
      ok<KnowledgeCheck>(await call('nurse', 'GET', `/api/v1/knowledge-checks/${check.id}`))
        .allowance,
    ).toEqual({ attemptsLeft: 1, nextAttemptAt: null });
    const third = ok<KnowledgeCheckAttemptResult>(
      await attempt('nurse', check.id, answersFor(check, 4)),
      201,
    );
    expect(third).toMatchObject({ number: 3, passed: true });
    expect(third.allowance).toEqual({
      attemptsLeft: 0,
      nextAttemptAt: new Date(new Date(second.submittedAt).getTime() + dayMs).toISOString(),
    });
    expect((await attempt('nurse', check.id, answersFor(check, 4))).status).toBe(429);
  });

  it('shows which option was right only once the person passed or used the last attempt of the window', async () => {
    const withExplanation = checkBody(module.id).questions.map((question, index) =>
      index === 3 ? { ...question, explanation: 'Because the fourth is always right.' } : question,
    );
    const check = await publishedCheck({ attemptLimit: 3, questions: withExplanation });
    const key = new Map(
      check.questions.map((question) => [
        question.id,
        question.options.find((option) => option.correct)!.id,
      ]),
    );
    // Staff never read the explanation with the check; system admins do.
    const forNurse = await call('nurse', 'GET', `/api/v1/knowledge-checks/${check.id}`);
    expect(keysOf(forNurse.body)).not.toContain('explanation');
    expect(check.questions[3]!.explanation).toBe('Because the fourth is always right.');

    // A failed first attempt: which answers were right, not which option was.
    const failedFirst = await attempt('nurse', check.id, answersFor(check, 2));
    const firstResult = ok<KnowledgeCheckAttemptResult>(failedFirst, 201);
    expect(firstResult).toMatchObject({ passed: false, answerKeyShown: false });
    expect(firstResult.answers.map((answer) => answer.correct)).toEqual([true, true, false, false]);
    const wrong = firstResult.answers[2]!;
    expect(wrong.correctOptionId).toBeUndefined();
    expect(keysOf(failedFirst.body)).not.toContain('correctOptionId');
    expect(keysOf(failedFirst.body)).not.toContain('explanation');
    expect(failedFirst.text).not.toContain(key.get(wrong.questionId)!);

    const failedSecond = await attempt('nurse', check.id, answersFor(check, 1));
    expect(ok<KnowledgeCheckAttemptResult>(failedSecond, 201).answerKeyShown).toBe(false);
    expect(keysOf(failedSecond.body)).not.toContain('correctOptionId');

    // The last attempt of the window: the key and the explanations, whatever the score.
    const last = ok<KnowledgeCheckAttemptResult>(
      await attempt('nurse', check.id, answersFor(check, 0)),
      201,
    );
    expect(last).toMatchObject({ passed: false, answerKeyShown: true });
    expect(last.answers.map((answer) => answer.correctOptionId)).toEqual(
      last.answers.map((answer) => key.get(answer.questionId)),
    );
    expect(last.answers.map((answer) => answer.explanation)).toEqual([
      undefined,
      undefined,
      undefined,
      'Because the fourth is always right.',
    ]);

    // A pass shows the key at once, and so does every attempt after it.
    const passed = ok<KnowledgeCheckAttemptResult>(
      await attempt('doctor', check.id, answersFor(check, 3)),
      201,
    );
    expect(passed).toMatchObject({ passed: true, answerKeyShown: true });
    expect(passed.allowance.attemptsLeft).toBe(2);
    expect(passed.answers[3]).toEqual({
      questionId: check.questions[3]!.id,
      optionId: answersFor(check, 3)[3]!.optionId,
      correct: false,
      correctOptionId: key.get(check.questions[3]!.id),
      explanation: 'Because the fourth is always right.',
    });
    const afterPass = ok<KnowledgeCheckAttemptResult>(
      await attempt('doctor', check.id, answersFor(check, 0)),
      201,
    );
    expect(afterPass).toMatchObject({ passed: false, answerKeyShown: true });
    expect(
      afterPass.answers.every((answer) => answer.correctOptionId === key.get(answer.questionId)),
    ).toBe(true);

    // The admins' list of attempts carries no answers at all.
    const attempts = await call('admin', 'GET', `/api/v1/knowledge-checks/${check.id}/attempts`);
    expect(keysOf(attempts.body)).not.toContain('answers');
  });
});
