import { randomUUID } from 'node:crypto';
import { asc, count, eq, inArray } from 'drizzle-orm';
import type { EnrolmentStatus, PatientHistoryKind } from '@org/contracts';
import type { Database } from './database';
import { clinics, patientHistory, patients, programs, userClinics, users } from './schema';

/** docs/product.md §10.2: the demo programs (all active). */
export const demoPrograms: { name: string; description: string }[] = [
  {
    name: 'Maternal Health',
    description:
      'Antenatal and postnatal care: visits, screening and follow-up of mother and baby.',
  },
  {
    name: 'Tuberculosis Treatment',
    description: 'Six months of observed treatment, adherence follow-up and contact tracing.',
  },
  {
    name: 'Diabetes Care',
    description: 'Glucose and HbA1c monitoring, foot and eye checks, diet and medication reviews.',
  },
  {
    name: 'Childhood Immunisation',
    description: 'The national vaccination schedule from birth to school age, with reminders.',
  },
  {
    name: 'HIV Care',
    description: 'Antiretroviral therapy, viral load monitoring and adherence support.',
  },
  {
    name: 'Hypertension Control',
    description: 'Blood pressure checks, medication titration and lifestyle counselling.',
  },
];

/** A name with its ASCII form (for the e-mail). */
type Name = readonly [string, string];

/** How people of one language are named, and how their phones and addresses look. */
interface NamePool {
  given: readonly Name[];
  family: readonly Name[];
  /** Family name first, without (Chinese) or with (Vietnamese) a space. */
  order: 'given-family' | 'family-given' | 'family-given-joined';
  callingCode: string;
  /** A valid mobile number (national digits) for the n-th patient. */
  mobile: (n: number) => string;
  domain: string;
  streets: readonly string[];
}

/** n's digits, padded: the varying part of a deterministic phone number. */
const digits = (n: number, length: number) =>
  String((n * 7_919 + 1_237) % 10 ** length).padStart(length, '0');

const portuguese: NamePool = {
  given: [
    ['João', 'joao'],
    ['Maria', 'maria'],
    ['Ana', 'ana'],
    ['Pedro', 'pedro'],
    ['Inês', 'ines'],
    ['Tiago', 'tiago'],
    ['Beatriz', 'beatriz'],
    ['Gonçalo', 'goncalo'],
    ['Leonor', 'leonor'],
    ['Duarte', 'duarte'],
    ['Mariana', 'mariana'],
  ],
  family: [
    ['Silva', 'silva'],
    ['Santos', 'santos'],
    ['Ferreira', 'ferreira'],
    ['Pereira', 'pereira'],
    ['Oliveira', 'oliveira'],
    ['Rodrigues', 'rodrigues'],
    ['Gonçalves', 'goncalves'],
    ['Lopes', 'lopes'],
    ['Magalhães', 'magalhaes'],
    ['Conceição', 'conceicao'],
    ['Araújo', 'araujo'],
    ['Simões', 'simoes'],
    ['Moreira', 'moreira'],
  ],
  order: 'given-family',
  callingCode: '351',
  mobile: (n) => `91${digits(n, 7)}`,
  domain: 'correio.example.pt',
  streets: ['Rua da Prata', 'Avenida da Liberdade', 'Rua de Cedofeita', 'Travessa do Carmo'],
};

const brazilian: NamePool = {
  ...portuguese,
  given: [
    ['Lucas', 'lucas'],
    ['Júlia', 'julia'],
    ['Gabriel', 'gabriel'],
    ['Larissa', 'larissa'],
    ['Rafael', 'rafael'],
    ['Camila', 'camila'],
    ['Thiago', 'thiago'],
  ],
  callingCode: '55',
  mobile: (n) => `1198${digits(n, 7)}`,
  domain: 'email.example.br',
  streets: ['Rua Augusta', 'Avenida Paulista', 'Rua das Laranjeiras'],
};

const mozambican: NamePool = {
  given: [
    ['Amélia', 'amelia'],
    ['Celso', 'celso'],
    ['Graça', 'graca'],
    ['Armando', 'armando'],
    ['Luísa', 'luisa'],
    ['Alberto', 'alberto'],
    ['Esperança', 'esperanca'],
  ],
  family: [
    ['Cossa', 'cossa'],
    ['Nhaca', 'nhaca'],
    ['Tembe', 'tembe'],
    ['Sitoe', 'sitoe'],
    ['Mabunda', 'mabunda'],
    ['Langa', 'langa'],
    ['Matsinhe', 'matsinhe'],
    ['Chambal', 'chambal'],
  ],
  order: 'given-family',
  callingCode: '258',
  mobile: (n) => `84${digits(n, 7)}`,
  domain: 'correio.example.mz',
  streets: ['Avenida Julius Nyerere', 'Avenida 24 de Julho', 'Rua da Resistência'],
};

const angolan: NamePool = {
  given: [
    ['Domingos', 'domingos'],
    ['Luzia', 'luzia'],
    ['Manuel', 'manuel'],
    ['Teresa', 'teresa'],
    ['Adão', 'adao'],
    ['Joana', 'joana'],
    ['Feliciano', 'feliciano'],
  ],
  family: [
    ['Kiala', 'kiala'],
    ['Neto', 'neto'],
    ['Cassoma', 'cassoma'],
    ['Mbala', 'mbala'],
    ['Chipenda', 'chipenda'],
    ['Kapitango', 'kapitango'],
    ['Lourenço', 'lourenco'],
  ],
  order: 'given-family',
  callingCode: '244',
  mobile: (n) => `92${digits(n, 7)}`,
  domain: 'correio.example.ao',
  streets: ['Rua Rainha Ginga', 'Avenida 4 de Fevereiro', 'Rua Amílcar Cabral'],
};

const french: NamePool = {
  given: [
    ['Camille', 'camille'],
    ['Louis', 'louis'],
    ['Léa', 'lea'],
    ['Hugo', 'hugo'],
    ['Chloé', 'chloe'],
    ['Mathéo', 'matheo'],
    ['Inès', 'ines'],
    ['Jules', 'jules'],
    ['Zoé', 'zoe'],
  ],
  family: [
    ['Martin', 'martin'],
    ['Bernard', 'bernard'],
    ['Dubois', 'dubois'],
    ['Lefèvre', 'lefevre'],
    ['Petit', 'petit'],
    ['Rousseau', 'rousseau'],
    ['Girard', 'girard'],
    ['Faure', 'faure'],
  ],
  order: 'given-family',
  callingCode: '33',
  mobile: (n) => `6${digits(n, 8)}`,
  domain: 'courriel.example.fr',
  streets: ['Rue de Belleville', 'Boulevard Voltaire', 'Rue des Pyrénées'],
};

const spanish: NamePool = {
  given: [
    ['Lucía', 'lucia'],
    ['Mateo', 'mateo'],
    ['Sofía', 'sofia'],
    ['Alejandro', 'alejandro'],
    ['Valentina', 'valentina'],
    ['Joaquín', 'joaquin'],
    ['Martina', 'martina'],
    ['Íñigo', 'inigo'],
  ],
  family: [
    ['García', 'garcia'],
    ['Rodríguez', 'rodriguez'],
    ['González', 'gonzalez'],
    ['Fernández', 'fernandez'],
    ['Martínez', 'martinez'],
    ['Sánchez', 'sanchez'],
    ['Muñoz', 'munoz'],
    ['Peña', 'pena'],
  ],
  order: 'given-family',
  callingCode: '34',
  mobile: (n) => `6${digits(n, 8)}`,
  domain: 'correo.example.es',
  streets: ['Calle Mayor', 'Calle de Alcalá', 'Paseo del Prado'],
};

const chilean: NamePool = {
  ...spanish,
  callingCode: '56',
  mobile: (n) => `9${digits(n, 8)}`,
  domain: 'correo.example.cl',
  streets: ['Avenida Providencia', 'Calle Irarrázaval', 'Avenida Grecia'],
};

const vietnamese: NamePool = {
  given: [
    ['Văn An', 'an'],
    ['Thị Bích', 'bich'],
    ['Hoàng Nam', 'nam'],
    ['Minh Châu', 'chau'],
    ['Thị Mai', 'mai'],
    ['Đức Thắng', 'thang'],
    ['Thu Trang', 'trang'],
    ['Quang Vinh', 'vinh'],
  ],
  family: [
    ['Nguyễn', 'nguyen'],
    ['Trần', 'tran'],
    ['Lê', 'le'],
    ['Phạm', 'pham'],
    ['Hoàng', 'hoang'],
    ['Vũ', 'vu'],
    ['Đặng', 'dang'],
  ],
  order: 'family-given',
  callingCode: '84',
  mobile: (n) => `91${digits(n, 7)}`,
  domain: 'thu.example.vn',
  streets: ['Phố Huế', 'Đường Giải Phóng', 'Đường Nguyễn Trãi'],
};

const chinese: NamePool = {
  given: [
    ['志明', 'zhiming'],
    ['淑芬', 'shufen'],
    ['美玲', 'meiling'],
    ['建宏', 'jianhong'],
    ['怡君', 'yijun'],
    ['俊傑', 'junjie'],
    ['雅婷', 'yating'],
  ],
  family: [
    ['陳', 'chen'],
    ['林', 'lin'],
    ['黃', 'huang'],
    ['張', 'chang'],
    ['李', 'li'],
    ['吳', 'wu'],
    ['劉', 'liu'],
    ['蔡', 'tsai'],
  ],
  order: 'family-given-joined',
  callingCode: '886',
  mobile: (n) => `9${digits(n, 8)}`,
  domain: 'mail.example.tw',
  streets: ['中山北路', '忠孝東路', '民生路'],
};

const arabicPool = (callingCode: string, mobile: (n: number) => string, domain: string) =>
  ({
    given: [
      ['محمد', 'mohammed'],
      ['فاطمة', 'fatima'],
      ['أحمد', 'ahmed'],
      ['عائشة', 'aisha'],
      ['علي', 'ali'],
      ['مريم', 'maryam'],
      ['عمر', 'omar'],
      ['نورة', 'noura'],
    ],
    family: [
      ['العتيبي', 'alotaibi'],
      ['القحطاني', 'alqahtani'],
      ['الشمري', 'alshammari'],
      ['الحربي', 'alharbi'],
      ['الزهراني', 'alzahrani'],
      ['حسن', 'hassan'],
      ['منصور', 'mansour'],
    ],
    order: 'given-family',
    callingCode,
    mobile,
    domain,
    streets: ['شارع الملك فهد', 'شارع التحرير', 'شارع الجامعة'],
  }) satisfies NamePool;

const german: NamePool = {
  given: [
    ['Lukas', 'lukas'],
    ['Anna', 'anna'],
    ['Jürgen', 'juergen'],
    ['Marie', 'marie'],
    ['Felix', 'felix'],
    ['Sophie', 'sophie'],
    ['Jonas', 'jonas'],
  ],
  family: [
    ['Müller', 'mueller'],
    ['Schmidt', 'schmidt'],
    ['Schäfer', 'schaefer'],
    ['Fischer', 'fischer'],
    ['Weber', 'weber'],
    ['Becker', 'becker'],
    ['Groß', 'gross'],
  ],
  order: 'given-family',
  callingCode: '49',
  mobile: (n) => `151${digits(n, 8)}`,
  domain: 'post.example.de',
  streets: ['Hauptstraße', 'Schönhauser Allee', 'Kölner Straße'],
};

const english = (callingCode: string, mobile: (n: number) => string, domain: string) =>
  ({
    given: [
      ['Oliver', 'oliver'],
      ['Amelia', 'amelia'],
      ['George', 'george'],
      ['Isla', 'isla'],
      ['Harry', 'harry'],
      ['Ava', 'ava'],
      ['Jack', 'jack'],
      ['Siobhan', 'siobhan'],
    ],
    family: [
      ['Smith', 'smith'],
      ['Jones', 'jones'],
      ['Williams', 'williams'],
      ['Brown', 'brown'],
      ['Taylor', 'taylor'],
      ["O'Neill", 'oneill'],
      ['Evans', 'evans'],
    ],
    order: 'given-family',
    callingCode,
    mobile,
    domain,
    streets: ['High Street', 'Station Road', 'Church Lane'],
  }) satisfies NamePool;

const congolese: NamePool = {
  given: [
    ['Jean-Claude', 'jeanclaude'],
    ['Marie-Louise', 'marielouise'],
    ['Patrice', 'patrice'],
    ['Chantal', 'chantal'],
    ['Dieudonné', 'dieudonne'],
    ['Grâce', 'grace'],
    ['Héritier', 'heritier'],
  ],
  family: [
    ['Kasongo', 'kasongo'],
    ['Ilunga', 'ilunga'],
    ['Mbuyi', 'mbuyi'],
    ['Kalala', 'kalala'],
    ['Lukusa', 'lukusa'],
    ['Mwamba', 'mwamba'],
    ['Tshibangu', 'tshibangu'],
  ],
  order: 'given-family',
  callingCode: '243',
  mobile: (n) => `81${digits(n, 7)}`,
  domain: 'courriel.example.cd',
  streets: ['Avenue du Commerce', 'Boulevard du 30 Juin', 'Avenue Kasa-Vubu'],
};

/** Whose names, phones and streets the patients of a clinic's country have. */
const poolsByCountry: Record<string, NamePool> = {
  PT: portuguese,
  BR: brazilian,
  MZ: mozambican,
  AO: angolan,
  FR: french,
  ES: spanish,
  CL: chilean,
  VN: vietnamese,
  TW: chinese,
  SA: arabicPool('966', (n) => `50${digits(n, 7)}`, 'mail.example.sa'),
  AE: arabicPool('971', (n) => `50${digits(n, 7)}`, 'mail.example.ae'),
  EG: arabicPool('20', (n) => `10${digits(n, 8)}`, 'mail.example.eg'),
  DE: german,
  GB: english('44', (n) => `74${digits(n, 8)}`, 'mail.example.uk'),
  US: english('1', (n) => `20255501${digits(n, 2)}`, 'mail.example.com'),
  CD: congolese,
};

/**
 * How many patients each demo clinic gets: most at the clinics of the demo manager, doctor and
 * nurse (docs/product.md §10.2), so that each of them has patients to see; 9 everywhere else.
 */
const patientsAt: Record<string, number> = {
  'Hospital Central de Lisboa': 48,
  'Clínica São José': 36,
  'Centro de Saúde do Porto': 24,
  'Clinique des Lilas': 10,
  仁愛診所: 8,
};
const PATIENTS_ELSEWHERE = 9;

const WITHDRAWAL_REASONS = [
  'Moved to another region.',
  'Chose to continue care at a private clinic.',
  'Could not attend the visits.',
  'Declined further treatment.',
];

/** The first enrolment; each next one is 26 hours later (all in the past, none at run time). */
const FIRST_ENROLMENT = Date.UTC(2024, 2, 4, 9, 0, 0);
const HOUR_MS = 3_600_000;

const pick = <T>(list: readonly T[], n: number): T => list[n % list.length]!;

function nameOf(pool: NamePool, n: number) {
  const [given, givenAscii] = pick(pool.given, n);
  const [family, familyAscii] = pick(pool.family, Math.floor(n / pool.given.length) + n);
  const fullName =
    pool.order === 'given-family'
      ? `${given} ${family}`
      : pool.order === 'family-given'
        ? `${family} ${given}`
        : `${family}${given}`;
  return { fullName, email: `${givenAscii}.${familyAscii}.${n}@${pool.domain}` };
}

/** Each demo clinic's active doctors and nurses (by e-mail order, so the choice is stable). */
async function staffByClinic(db: Database) {
  const rows = await db
    .select({ clinicId: userClinics.clinicId, id: users.id, role: users.role, email: users.email })
    .from(userClinics)
    .innerJoin(users, eq(users.id, userClinics.userId))
    .where(eq(users.status, 'ACTIVE'))
    .orderBy(asc(users.email));
  const byClinic = new Map<string, { doctors: typeof rows; nurses: typeof rows }>();
  for (const row of rows) {
    const entry = byClinic.get(row.clinicId) ?? { doctors: [], nurses: [] };
    if (row.role === 'DOCTOR') entry.doctors.push(row);
    if (row.role === 'NURSE') entry.nurses.push(row);
    byClinic.set(row.clinicId, entry);
  }
  return byClinic;
}

/**
 * The one of `staff` a patient is assigned: the demo doctor or nurse (doctor@, nurse@) for two
 * patients in three where they work, so that they have patients of their own; else in turn.
 */
const assignee = (staff: { id: string; email: string }[], demoEmail: string, n: number) => {
  if (staff.length === 0) return null;
  const demo = staff.find((person) => person.email === demoEmail);
  return demo && n % 3 !== 2 ? demo.id : pick(staff, n).id;
};

/** The demo programs, only into a database that has none. */
export async function seedDemoPrograms(db: Database): Promise<void> {
  const [existing] = await db.select({ total: count() }).from(programs);
  if ((existing?.total ?? 0) > 0) return;
  await db.insert(programs).values(demoPrograms);
}

/**
 * About 300 demo patients across the demo clinics (docs/product.md §10.2), only into a database
 * that has none: names of the clinic's country, valid mobile numbers, most assigned a doctor and
 * a nurse of their clinic, a few completed or withdrawn (with reasons), some people enrolled in
 * two programs; each with its history. Deterministic: the same data on every machine.
 */
export async function seedDemoPatients(db: Database): Promise<void> {
  const [existing] = await db.select({ total: count() }).from(patients);
  if ((existing?.total ?? 0) > 0) return;
  const programRows = await db
    .select({ id: programs.id, name: programs.name })
    .from(programs)
    .where(
      inArray(
        programs.name,
        demoPrograms.map((program) => program.name),
      ),
    )
    .orderBy(asc(programs.name));
  const clinicRows = await db
    .select({ id: clinics.id, name: clinics.name, countryCode: clinics.countryCode })
    .from(clinics)
    .orderBy(asc(clinics.createdAt), asc(clinics.name));
  if (programRows.length === 0 || clinicRows.length === 0) return;
  const staff = await staffByClinic(db);
  const [admin, manager] = await Promise.all(
    ['admin@clinic.test', 'manager@clinic.test'].map(async (email) => {
      const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
      return row?.id ?? null;
    }),
  );
  const managerClinics = new Set(
    manager
      ? (
          await db
            .select({ clinicId: userClinics.clinicId })
            .from(userClinics)
            .where(eq(userClinics.userId, manager))
        ).map((row) => row.clinicId)
      : [],
  );

  type NewPatient = typeof patients.$inferInsert & { id: string; by: string | null };
  const rows: NewPatient[] = [];
  let n = 0;
  for (const clinic of clinicRows) {
    const pool = poolsByCountry[clinic.countryCode];
    if (!pool) continue;
    const { doctors = [], nurses = [] } = staff.get(clinic.id) ?? {};
    const at = patientsAt[clinic.name] ?? PATIENTS_ELSEWHERE;
    for (let index = 0; index < at; index += 1, n += 1) {
      const previous = rows.at(-1);
      // One person in eleven is the previous one again, in another program at the same clinic.
      const again = index > 0 && n % 11 === 10 && previous !== undefined;
      const person = again
        ? {
            fullName: previous.fullName,
            email: previous.email,
            phone: previous.localPhoneNumber!,
            address: previous.address ?? null,
          }
        : {
            ...nameOf(pool, n),
            phone: pool.mobile(n),
            address: n % 3 === 0 ? null : `${1 + (n % 180)} ${pick(pool.streets, n)}`,
          };
      const programIndex = again
        ? (programRows.findIndex((program) => program.id === previous.programId) + 1) %
          programRows.length
        : (n * 5 + index) % programRows.length;
      const status: EnrolmentStatus =
        n % 13 === 7 ? 'WITHDRAWN' : n % 11 === 5 ? 'COMPLETED' : 'ENROLLED';
      const enrolledAt = new Date(FIRST_ENROLMENT + n * 26 * HOUR_MS);
      rows.push({
        id: randomUUID(),
        fullName: person.fullName,
        email: person.email,
        callingCode: pool.callingCode,
        localPhoneNumber: person.phone,
        address: person.address,
        programId: programRows[programIndex]!.id,
        clinicId: clinic.id,
        doctorId: n % 5 === 4 ? null : assignee(doctors, 'doctor@clinic.test', n),
        nurseId: n % 4 === 3 ? null : assignee(nurses, 'nurse@clinic.test', n),
        status,
        statusReason:
          status === 'WITHDRAWN'
            ? pick(WITHDRAWAL_REASONS, n)
            : status === 'COMPLETED' && n % 2 === 0
              ? 'Completed the program.'
              : null,
        enrolledAt,
        statusChangedAt:
          status === 'ENROLLED'
            ? enrolledAt
            : new Date(enrolledAt.getTime() + (30 + (n % 60)) * 24 * HOUR_MS),
        by: (managerClinics.has(clinic.id) ? manager : admin) ?? null,
      });
    }
  }

  const history: (typeof patientHistory.$inferInsert)[] = [];
  for (const row of rows) {
    const entry = (kind: PatientHistoryKind, at: Date, extra = {}) =>
      history.push({ patientId: row.id, byUserId: row.by, kind, at, ...extra });
    entry('ENROLLED', row.enrolledAt!);
    if (row.doctorId || row.nurseId) {
      entry('ASSIGNMENT_CHANGED', new Date(row.enrolledAt!.getTime() + 2 * HOUR_MS));
    }
    if (row.status !== 'ENROLLED') {
      entry('STATUS_CHANGED', row.statusChangedAt!, {
        status: row.status,
        reason: row.statusReason,
      });
    }
  }
  await db.transaction(async (tx) => {
    await tx.insert(patients).values(rows.map(({ by: _by, ...row }) => row));
    await tx.insert(patientHistory).values(history);
  });
}
