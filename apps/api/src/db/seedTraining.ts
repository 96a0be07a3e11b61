import { createReadStream } from 'node:fs';
import path from 'node:path';
import { count, inArray } from 'drizzle-orm';
import {
  FEATURE_IMAGE_MAX_BYTES,
  type KnowledgeStatus,
  type TrainingModuleRequest,
} from '@org/contracts';
import { fileKinds } from '../files/fileKinds';
import { createFileStore, type StoredFile } from '../files/fileStore';
import type { Database } from './database';
import type { GradientColours } from './gradientPng';
import { storedQuestions } from '../services/knowledgeCheckService';
import { knowledgeChecks, trainingModules } from './schema';

/**
 * docs/product.md §10.2: demo training modules in several languages (one a draft), each with a
 * feature image, and knowledge checks (one a draft). Seeded only into a database that has none,
 * so a module or check someone edited is never reset.
 */

interface DemoModule extends TrainingModuleRequest {
  status: KnowledgeStatus;
  /** The feature image's file in `seed-images/`. */
  image: string;
  /** What the image is drawn from (scripts/drawSeedImages.ts): its two colours, RGB. */
  colours: GradientColours;
}

export const demoTrainingModules: DemoModule[] = [
  {
    moduleTitle: 'Hand Hygiene in Clinical Care',
    author: 'Dr. Maria Santos',
    category: 'Infection prevention',
    language: 'en',
    difficultyLevel: 'beginner',
    duration: '45 minutes',
    effort: '1 hour a week for 2 weeks',
    skills: ['Hand hygiene', 'The five moments for hand hygiene', 'Glove use'],
    prerequisites: 'None: for every member of the clinical team.',
    whatYoullLearn:
      'When to clean your hands, how to rub with alcohol and wash with soap, and when gloves are not enough.',
    description:
      'A short course on the single most effective way to prevent infections in clinics and wards.',
    status: 'PUBLISHED',
    image: 'hand-hygiene-en.png',
    colours: [
      [14, 116, 144],
      [103, 232, 249],
    ],
  },
  {
    moduleTitle: 'Higiene das mãos nos cuidados de saúde',
    author: 'Enf.ª Joana Ribeiro',
    category: 'Prevenção de infeções',
    language: 'pt',
    difficultyLevel: 'beginner',
    duration: '45 minutos',
    effort: '1 hora por semana durante 2 semanas',
    skills: ['Higiene das mãos', 'Os cinco momentos'],
    prerequisites: 'Nenhum.',
    whatYoullLearn: 'Quando e como higienizar as mãos, e quando as luvas não bastam.',
    description: 'A versão portuguesa do módulo de higiene das mãos, para equipas de enfermagem.',
    status: 'PUBLISHED',
    image: 'hand-hygiene-pt.png',
    colours: [
      [21, 128, 61],
      [187, 247, 208],
    ],
  },
  {
    moduleTitle: 'Tratamiento de la tuberculosis en atención primaria',
    author: 'Dr. Luis Herrera',
    category: 'Enfermedades infecciosas',
    language: 'es',
    difficultyLevel: 'intermediate',
    duration: '3 horas',
    effort: '2 horas por semana durante 3 semanas',
    skills: ['Diagnóstico de tuberculosis', 'Tratamiento directamente observado', 'Adherencia'],
    prerequisites: 'Conocimientos básicos de farmacología.',
    whatYoullLearn:
      'Cómo sospechar la tuberculosis, iniciar el tratamiento y acompañar al paciente hasta el final.',
    description:
      'Un módulo práctico sobre el diagnóstico y el seguimiento de la tuberculosis pulmonar.',
    status: 'PUBLISHED',
    image: 'tuberculosis-es.png',
    colours: [
      [180, 83, 9],
      [253, 230, 138],
    ],
  },
  {
    moduleTitle: "Prise en charge de l'hypertension artérielle",
    author: 'Dr Claire Dubois',
    category: 'Maladies chroniques',
    language: 'fr',
    difficultyLevel: 'advanced',
    duration: '2 heures',
    effort: '1 heure par semaine pendant 4 semaines',
    skills: ['Mesure de la pression artérielle', 'Traitement de première intention'],
    prerequisites: 'Expérience du suivi de patients en consultation.',
    whatYoullLearn: "Mesurer correctement, classer l'hypertension et choisir le traitement.",
    description: "Les recommandations actuelles sur l'hypertension, appliquées en consultation.",
    status: 'PUBLISHED',
    image: 'hypertension-fr.png',
    colours: [
      [159, 18, 57],
      [254, 205, 211],
    ],
  },
  {
    moduleTitle: 'Chăm sóc người bệnh đái tháo đường',
    author: 'BS. Nguyễn Văn An',
    category: 'Bệnh mạn tính',
    language: 'vi',
    difficultyLevel: 'intermediate',
    duration: '90 phút',
    effort: '1 giờ mỗi tuần trong 3 tuần',
    skills: ['Theo dõi đường huyết', 'Tư vấn dinh dưỡng'],
    prerequisites: 'Không có.',
    whatYoullLearn: 'Theo dõi đường huyết, nhận biết biến chứng và tư vấn cho người bệnh.',
    description: 'Học phần về chăm sóc và theo dõi người bệnh đái tháo đường típ 2.',
    status: 'PUBLISHED',
    image: 'diabetes-vi.png',
    colours: [
      [67, 56, 202],
      [199, 210, 254],
    ],
  },
  {
    moduleTitle: '兒童預防接種實務',
    author: '林美華 護理師',
    category: '預防保健',
    language: 'zh-TW',
    difficultyLevel: 'beginner',
    duration: '60 分鐘',
    effort: '每週 1 小時，共 2 週',
    skills: ['疫苗接種時程', '接種後觀察'],
    prerequisites: '無。',
    whatYoullLearn: '兒童常規疫苗的接種時程與接種後的注意事項。',
    description: '仍在撰寫中的訓練單元：兒童預防接種的實務操作。',
    status: 'DRAFT',
    image: 'vaccination-zh-tw.png',
    colours: [
      [71, 85, 105],
      [226, 232, 240],
    ],
  },
];

interface DemoCheck {
  moduleTitle: string;
  title: string;
  passMark: number;
  status: KnowledgeStatus;
  /** Each question's text and options; the first option of the list is marked by `correct`. */
  questions: { text: string; options: string[]; correct: number }[];
}

export const demoKnowledgeChecks: DemoCheck[] = [
  {
    moduleTitle: 'Hand Hygiene in Clinical Care',
    title: 'Hand hygiene: check your knowledge',
    passMark: 75,
    status: 'PUBLISHED',
    questions: [
      {
        text: 'How long should an alcohol-based hand rub take?',
        options: ['5 seconds', '20 to 30 seconds', '2 minutes'],
        correct: 1,
      },
      {
        text: 'When must hands be washed with soap and water rather than rubbed with alcohol?',
        options: ['When they are visibly soiled', 'Before every patient contact', 'Never'],
        correct: 0,
      },
      {
        text: 'Do gloves replace hand hygiene?',
        options: ['Yes', 'No'],
        correct: 1,
      },
      {
        text: 'Which is one of the five moments for hand hygiene?',
        options: [
          'After touching patient surroundings',
          'Before leaving the building',
          'After lunch',
        ],
        correct: 0,
      },
    ],
  },
  {
    moduleTitle: 'Tratamiento de la tuberculosis en atención primaria',
    title: 'Evaluación: tuberculosis',
    passMark: 60,
    status: 'PUBLISHED',
    questions: [
      {
        text: '¿Cuál es el síntoma más típico de la tuberculosis pulmonar?',
        options: ['Tos de más de dos semanas', 'Dolor de oído', 'Erupción cutánea'],
        correct: 0,
      },
      {
        text: '¿Cuánto dura como mínimo el tratamiento estándar?',
        options: ['Dos semanas', 'Seis meses', 'Diez años'],
        correct: 1,
      },
      {
        text: '¿Qué significa TDO?',
        options: ['Tratamiento directamente observado', 'Tos diurna ocasional'],
        correct: 0,
      },
    ],
  },
  {
    moduleTitle: "Prise en charge de l'hypertension artérielle",
    title: "Contrôle des connaissances : l'hypertension",
    passMark: 70,
    status: 'DRAFT',
    questions: [
      {
        text: 'À partir de quelle valeur parle-t-on d’hypertension en consultation ?',
        options: ['120/80 mmHg', '140/90 mmHg', '180/110 mmHg'],
        correct: 1,
      },
      {
        text: 'Combien de mesures faut-il pour confirmer le diagnostic ?',
        options: ['Une seule', 'Plusieurs, à des moments différents'],
        correct: 1,
      },
    ],
  },
];

/**
 * The feature images: small PNGs drawn once by apps/api/scripts/drawSeedImages.ts from each
 * module's colours and committed (seedImages.test.ts checks that they match).
 */
export const SEED_IMAGES_DIR = path.join(import.meta.dirname, 'seed-images');

async function seedDemoModules(db: Database): Promise<void> {
  const [existing] = await db.select({ total: count() }).from(trainingModules);
  if ((existing?.total ?? 0) > 0) return;
  // The images go into the database driver whatever the api's driver is: the seed runs before
  // the server (and its upload folder) exists, and every instance can read them from there.
  const files = createFileStore({ db, now: () => new Date(), storage: 'database', folder: '' });
  const images: StoredFile[] = [];
  for (const module of demoTrainingModules) {
    images.push(
      await files.put(createReadStream(path.join(SEED_IMAGES_DIR, module.image)), {
        purpose: 'feature-image',
        accept: [fileKinds.png],
        maxBytes: FEATURE_IMAGE_MAX_BYTES,
      }),
    );
  }
  await db.transaction(async (tx) => {
    for (const image of images) await files.attach(tx, image.id);
    await tx.insert(trainingModules).values(
      demoTrainingModules.map(({ image: _image, colours: _colours, ...module }, index) => ({
        ...module,
        featureImageFileId: images[index]!.id,
      })),
    );
  });
}

async function seedDemoChecks(db: Database): Promise<void> {
  const [existing] = await db.select({ total: count() }).from(knowledgeChecks);
  if ((existing?.total ?? 0) > 0) return;
  const modules = await db
    .select({ id: trainingModules.id, moduleTitle: trainingModules.moduleTitle })
    .from(trainingModules)
    .where(
      inArray(
        trainingModules.moduleTitle,
        demoKnowledgeChecks.map((check) => check.moduleTitle),
      ),
    );
  const moduleIds = new Map(modules.map((module) => [module.moduleTitle, module.id]));
  const rows = demoKnowledgeChecks.flatMap((check) => {
    const moduleId = moduleIds.get(check.moduleTitle);
    if (!moduleId) return [];
    return [
      {
        moduleId,
        title: check.title,
        passMark: check.passMark,
        status: check.status,
        questions: storedQuestions(
          check.questions.map((question) => ({
            text: question.text,
            options: question.options.map((text, index) => ({
              text,
              correct: index === question.correct,
            })),
          })),
        ),
      },
    ];
  });
  if (rows.length > 0) await db.insert(knowledgeChecks).values(rows);
}

/** The demo modules (with their images) and checks, each only into a database that has none. */
export async function seedDemoTraining(db: Database): Promise<void> {
  await seedDemoModules(db);
  await seedDemoChecks(db);
}
