// Many training modules at once for the benchmarks: one small PNG is stored through the file
// store (its database driver, as the demo seed does), then one INSERT … SELECT over
// generate_series gives each module a stored file of its own (a `files` row, attached, with a
// copy of the PNG's chunks) and adds the modules, so 1,000 take well under a second on PGlite as
// on PostgreSQL. The list then answers a signed featureImage address for every row, as for real
// ones. Titles, authors, categories, languages, levels, statuses and dates vary; 1 in 10 is a
// draft.
import { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { FEATURE_IMAGE_MAX_BYTES } from '@org/contracts';
import type { Database } from '../src/db/database';
import { gradientPng } from '../src/db/gradientPng';
import { fileKinds } from '../src/files/fileKinds';
import { createFileStore } from '../src/files/fileStore';

const words = (list: readonly string[]) =>
  `array[${list.map((word) => `'${word.replaceAll("'", "''")}'`).join(', ')}]`;
const pickBy = (list: readonly string[], n: string) =>
  `(${words(list)})[1 + ${n} % ${list.length}]`;

// As in seedStaff.ts: lists of prime length picked by n modulo that length, so the parts of a
// module vary independently.
const TOPICS = [
  'Hand Hygiene in Clinical Care',
  'Tuberculosis Treatment in Primary Care',
  'Managing Arterial Hypertension',
  'Diabetes Care and Follow-up',
  'Childhood Vaccination in Practice',
  'Antenatal Care Essentials',
  'Safe Injection Practices',
  'Malaria Diagnosis and Treatment',
  'Mental Health First Aid',
  'Nutrition Counselling',
  'Higiene das mãos nos cuidados de saúde',
  'Prise en charge de la douleur',
  'Atención del parto normal',
];
const AUTHORS = [
  'Dr. Maria Santos',
  'Enf.ª Joana Ribeiro',
  'Dr. Luis Herrera',
  'Dr Claire Dubois',
  'BS. Nguyễn Văn An',
  '林美華 護理師',
  'Dr. Omar Haddad',
  'Nurse Grace Mbuyi',
  'Dr. Søren Jensen',
  'Prof. Hannah Müller',
  'Dr. Ana Costa',
];
/** The seeded categories (5) and languages (the 7 supported locales): the filters' values. */
export const MODULE_CATEGORIES = [
  'Infection prevention',
  'Chronic diseases',
  'Maternal health',
  'Vaccination',
  'Mental health',
];
export const MODULE_LANGUAGES = ['en', 'pt', 'es', 'fr', 'vi', 'zh-TW', 'ar'];
const LEVELS = ['beginner', 'intermediate', 'advanced'];

/** Every seeded module's description starts with this (a search that finds them all). */
export const MODULE_BENCH_MARK = 'Bench module';

/**
 * Adds `count` training modules (`<topic>, part <n>`), 1 in 10 a draft, each with a feature
 * image of its own (a copy of one small PNG, stored as the file store's database driver stores
 * it). Runs VACUUM ANALYZE afterwards, as after real use.
 */
export async function seedModules(db: Database, count: number): Promise<void> {
  const files = createFileStore({ db, now: () => new Date(), storage: 'database', folder: '' });
  const template = await files.put(
    Readable.from([
      gradientPng(
        [
          [14, 116, 144],
          [103, 232, 249],
        ],
        64,
        36,
      ),
    ]),
    { purpose: 'feature-image', accept: [fileKinds.png], maxBytes: FEATURE_IMAGE_MAX_BYTES },
  );
  try {
    await db.execute(
      sql.raw(`
        with numbered as materialized (
          select i, gen_random_uuid() as file_id from generate_series(1, ${count}) as i
        ),
        added_files as (
          insert into files (id, purpose, storage, content_type, size, attached, created_at)
          select numbered.file_id, 'feature-image', 'database', template.content_type,
                 template.size, true, now()
          from numbered, files as template
          where template.id = '${template.id}'
          returning id
        ),
        added_chunks as (
          insert into file_chunks (file_id, seq, data)
          select numbered.file_id, chunk.seq, chunk.data
          from numbered, file_chunks as chunk
          where chunk.file_id = '${template.id}'
          returning file_id
        )
        insert into training_modules (module_title, author, category, language, difficulty_level,
                                      duration, effort, skills, prerequisites, what_youll_learn,
                                      description, feature_image_file_id, status, created_at,
                                      updated_at)
        select
          ${pickBy(TOPICS, 'i')} || ', part ' || i,
          ${pickBy(AUTHORS, '(i / 13)')},
          ${pickBy(MODULE_CATEGORIES, 'i')},
          ${pickBy(MODULE_LANGUAGES, '(i / 5)')},
          ${pickBy(LEVELS, '(i / 7)')},
          (30 + (i % 6) * 15) || ' minutes',
          '1 hour a week for ' || (1 + i % 4) || ' weeks',
          array['Clinical practice', 'Patient safety', 'Skill ' || (i % 17)],
          'None: for every member of the clinical team.',
          'What to do, when, and why: the practice behind part ' || i || '.',
          '${MODULE_BENCH_MARK} ' || i || ': a practical course on '
            || lower(${pickBy(TOPICS, 'i')}) || ' for clinics and wards.',
          numbered.file_id,
          case when i % 10 = 3 then 'DRAFT' else 'PUBLISHED' end,
          timestamptz '2024-01-01 00:00:00+00' + ((i::bigint * 7919) % ${count}) * interval '3 hours',
          timestamptz '2024-01-01 00:00:00+00' + ((i::bigint * 7919) % ${count}) * interval '3 hours'
            + (i % 40) * interval '1 day'
        from numbered
      `),
    );
  } finally {
    // The copies are the modules' own; the template was never attached.
    await files.discard(template.id);
  }
  await db.execute(sql`vacuum analyze files`);
  await db.execute(sql`vacuum analyze file_chunks`);
  await db.execute(sql`vacuum analyze training_modules`);
}
