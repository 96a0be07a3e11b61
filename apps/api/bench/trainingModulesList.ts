// Benchmark part `training-modules-list` (run through apps/api/bench/index.ts): GET
// /api/v1/training-modules over the modules index.ts seeded (1,000, 1 in 10 a draft, each with a
// feature image whose signed address every row answers) through the real HTTP api, as a nurse
// (published modules only) and as a system admin (drafts too), one request after another so that
// each figure is one request's latency. Budget: p95 ≤ 30 ms on PGlite and on
// PostgreSQL.
import type { Page, TrainingModule } from '@org/contracts';
import { measureListScenarios } from './listLatency';
import type { BenchContext, BenchResult } from './support';

type Who = 'nurse' | 'admin';

interface Scenario {
  name: string;
  who: Who;
  /** Query strings, used in turn. */
  queries: string[];
}

/** What people do with the list: first page, search, each filter, a later page, sort by title. */
const scenariosFor = (who: Who): Scenario[] => [
  {
    name: 'first page, default sort (moduleTitle)',
    who,
    queries: ['', '?pageSize=100'],
  },
  {
    name: 'search (title, author, description)',
    who,
    queries: [
      '?search=hygiene',
      '?search=tubercul&sort=-moduleTitle',
      '?search=santos',
      '?search=bench%20module%2042',
      '?search=m%C3%BCller&page=2',
    ],
  },
  {
    name: 'filters (category, language, difficultyLevel, status)',
    who,
    queries: [
      '?category=Vaccination',
      '?category=mental%20health&sort=-updatedAt',
      '?language=pt',
      '?language=zh-TW&difficultyLevel=advanced',
      '?difficultyLevel=beginner',
      who === 'admin' ? '?status=DRAFT&sort=-updatedAt' : '?status=PUBLISHED',
    ],
  },
  {
    name: 'later pages',
    who,
    queries: [
      who === 'admin' ? '?page=38' : '?page=34',
      '?pageSize=100&page=9',
      '?category=Maternal%20health&page=6',
    ],
  },
  {
    name: 'sort by title',
    who,
    queries: ['?sort=moduleTitle&page=2', '?sort=-moduleTitle', '?sort=-moduleTitle&page=12'],
  },
];

/** The seeded rows answer as real ones: published only for a nurse, each with an image that loads. */
async function checkSeeded({ api }: BenchContext, tokens: Record<Who, string>): Promise<void> {
  const list = async (who: Who, query: string) => {
    const response = await fetch(`${api.baseUrl}/api/v1/training-modules${query}`, {
      headers: { authorization: `Bearer ${tokens[who]}` },
    });
    if (response.status !== 200) throw new Error(`training-modules-list: ${response.status}`);
    return (await response.json()) as Page<TrainingModule>;
  };
  const nurse = await list('nurse', '?pageSize=100');
  const drafts = await list('admin', '?status=DRAFT');
  if (nurse.total < 100 || drafts.total === 0) {
    throw new Error('training-modules-list: the bench modules were not seeded');
  }
  if (nurse.items.some((module) => module.status !== 'PUBLISHED' || !module.featureImage)) {
    throw new Error('training-modules-list: a nurse saw a draft, or a module without its image');
  }
  const image = await fetch(`${api.baseUrl}${nurse.items.at(-1)!.featureImage}`);
  const bytes = Buffer.from(await image.arrayBuffer());
  if (image.status !== 200 || bytes.subarray(1, 4).toString('latin1') !== 'PNG') {
    throw new Error(`training-modules-list: a feature image answered ${image.status}`);
  }
}

export async function benchTrainingModulesList(context: BenchContext): Promise<BenchResult[]> {
  const tokens: Record<Who, string> = {
    nurse: await context.api.signIn('nurse@clinic.test'),
    admin: await context.api.signIn('admin@clinic.test'),
  };
  await checkSeeded(context, tokens);
  return measureListScenarios(
    context,
    'training modules list',
    '/api/v1/training-modules',
    [...scenariosFor('nurse'), ...scenariosFor('admin')].map((scenario) => ({
      ...scenario,
      token: tokens[scenario.who],
      inTotal: scenario.who === 'admin',
    })),
  );
}
