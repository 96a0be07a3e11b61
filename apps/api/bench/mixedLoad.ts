// Benchmark part `mixed-load` (run through apps/api/bench/index.ts): what staff do all day, at
// once, over the data index.ts seeded (clinics, staff, patients, training modules): a system admin,
// a clinic manager (of three clinics), a doctor and a nurse, each signed in as the other parts do,
// send 70 % list and search reads (clinics, picker searches, users, patients, programs, training
// modules, the audit log: what each role may read), 20 % record reads (single records by ids
// gathered beforehand) and 10 % writes (a clinic renamed, a program's description, a patient's
// short contact, a setting), with the CSRF token the api asks of writes. One autocannon instance,
// keep-alive connections, for 60 s (--quick: 5 s) after a short warm-up. Reported: req/s, p50 and
// p99 overall, per kind and per route, errors (non-2xx must be 0), each kind's and route's share
// of the time spent waiting for answers, and CPU: this process's (the api, the load generator and,
// on PGlite, the database), per request too, its event loop's busy share, and the machine's (on
// PostgreSQL, what is outside the process is mostly PostgreSQL, unless something else runs).
// Goal: ≥ 1,000 req/s with p99 ≤ 100 ms, no errors.
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import { coresBusyBetween, sampleCpu } from '../../../scripts/lib/cpuUsage.mjs';
import type {
  Clinic,
  Page,
  PatientEnrolment,
  Program,
  StaffUser,
  TrainingModule,
} from '@org/contracts';
import { clinicPickerSearch } from './pickerSearch';
import { BENCH_MANAGER_EMAIL } from './seedPatients';
import { latenciesOf, ms, type BenchContext, type BenchResult } from './support';

const CONNECTIONS = 16;
const GOAL = { requestsPerSecond: 1_000, p99Ms: 100 };

type Kind = 'list' | 'record' | 'write';
const KIND_NAMES: Record<Kind, string> = {
  list: 'list and search reads',
  record: 'record reads',
  write: 'writes',
};
/** Of every 10 requests: 7 lists, 2 records, 1 write. */
const KIND_DECK: readonly Kind[] = [
  'list',
  'list',
  'record',
  'list',
  'list',
  'write',
  'list',
  'list',
  'record',
  'list',
];

interface Call {
  method: 'GET' | 'PUT' | 'PATCH';
  path: string;
  body?: unknown;
}

/** One thing a person does, again and again: `next` answers its next request. */
interface Action {
  kind: Kind;
  /** The route, e.g. `GET /api/v1/clinics/:id`: the per-route figures' key. */
  route: string;
  who: string;
  next(): Call;
}

/** Cycles through `items` (at least one). */
function cycle<T>(items: readonly T[]): () => T {
  if (items.length === 0) throw new Error('mixed-load: nothing to cycle through');
  let index = 0;
  return () => items[index++ % items.length]!;
}

/** The actions in turns: each person's first, then each one's second, and so on. */
function inTurns(actions: readonly Action[]): Action[] {
  const byPerson = new Map<string, Action[]>();
  for (const action of actions)
    byPerson.set(action.who, [...(byPerson.get(action.who) ?? []), action]);
  const turns: Action[] = [];
  for (let turn = 0; turns.length < actions.length; turn += 1) {
    for (const own of byPerson.values()) if (own[turn]) turns.push(own[turn]!);
  }
  return turns;
}

const listAction = (who: string, path: string, queries: readonly string[]): Action => {
  const query = cycle(queries);
  return {
    kind: 'list',
    route: `GET ${path}`,
    who,
    next: () => ({ method: 'GET', path: `${path}${query()}` }),
  };
};

const recordAction = (who: string, path: string, ids: readonly string[]): Action => {
  const id = cycle(ids);
  return {
    kind: 'record',
    route: `GET ${path}/:id`,
    who,
    next: () => ({ method: 'GET', path: `${path}/${id()}` }),
  };
};

/** Each write flips a record between two states: a person correcting it, and correcting it back. */
function alternating<T>(records: readonly T[], call: (record: T, changed: boolean) => Call) {
  const record = cycle(records);
  const changed = new Set<T>();
  return () => {
    const next = record();
    if (changed.has(next)) changed.delete(next);
    else changed.add(next);
    return call(next, changed.has(next));
  };
}

const contactEdits = (who: string, patients: readonly PatientEnrolment[]): Action => ({
  kind: 'write',
  route: 'PATCH /api/v1/patients/:id/contact',
  who,
  next: alternating(patients, (patient, changed) => ({
    method: 'PATCH',
    path: `/api/v1/patients/${patient.id}/contact`,
    body: {
      fullName: changed ? `${patient.fullName} Jr.` : patient.fullName,
      phoneNumber: patient.phoneNumber,
    },
  })),
});

const settingsChanges = (who: string): Action => {
  let darkMode = false;
  return {
    kind: 'write',
    route: 'PUT /api/v1/users/me/settings',
    who,
    next: () => {
      darkMode = !darkMode;
      return { method: 'PUT', path: '/api/v1/users/me/settings', body: { darkMode } };
    },
  };
};

const percent = (fraction: number) => `${(fraction * 100).toFixed(0)} %`;

export async function benchMixedLoad({
  api,
  database,
  quick,
  log,
}: BenchContext): Promise<BenchResult[]> {
  const seconds = quick ? 5 : 60;
  const warmUpSeconds = quick ? 1 : 5;
  const emails = {
    admin: 'admin@clinic.test',
    manager: BENCH_MANAGER_EMAIL,
    doctor: 'doctor@clinic.test',
    nurse: 'nurse@clinic.test',
  } as const;
  type Person = keyof typeof emails;
  const tokens = {} as Record<Person, string>;
  for (const person of Object.keys(emails) as Person[]) {
    tokens[person] = await api.signIn(emails[person]);
  }
  const csrf = (await api.request('GET', '/api/v1/auth/csrf')).body!.token as string;

  const read = async <T>(person: Person, path: string): Promise<T[]> => {
    const answer = await api.request('GET', path, { token: tokens[person] });
    if (answer.status !== 200) throw new Error(`mixed-load: GET ${path} answered ${answer.status}`);
    return (answer.body as unknown as Page<T>).items;
  };
  const idsOf = (items: readonly { id: string }[]) => items.map((item) => item.id);

  // What each person may see, gathered before the load: the records it reads and writes.
  const adminClinics = await read<Clinic>('admin', '/api/v1/clinics?pageSize=100&page=2');
  const programs = await read<Program>('admin', '/api/v1/programs?pageSize=100');
  const staff = await read<StaffUser>('admin', '/api/v1/users?pageSize=100&page=3');
  const everyModule = await read<TrainingModule>('admin', '/api/v1/training-modules?pageSize=100');
  const published = await read<TrainingModule>('nurse', '/api/v1/training-modules?pageSize=100');
  const adminPatients = await read<PatientEnrolment>('admin', '/api/v1/patients?pageSize=100');
  const managerClinics = await read<Clinic>('manager', '/api/v1/clinics?pageSize=100');
  const managerPatients = await read<PatientEnrolment>('manager', '/api/v1/patients?pageSize=100');
  const assigned = {
    doctor: await read<PatientEnrolment>(
      'doctor',
      '/api/v1/patients?assignedToMe=true&pageSize=100',
    ),
    nurse: await read<PatientEnrolment>('nurse', '/api/v1/patients?assignedToMe=true&pageSize=100'),
  };
  const ownClinics = {
    doctor: await read<Clinic>('doctor', '/api/v1/clinics?pageSize=100'),
    nurse: await read<Clinic>('nurse', '/api/v1/clinics?pageSize=100'),
  };
  const staffClinic = staff.find((user) => user.clinics.length > 0)?.clinics[0]?.id;
  if (!staffClinic || programs.length === 0 || managerClinics.length === 0) {
    throw new Error('mixed-load: the staff, programs or bench manager were not seeded');
  }
  const withPhone = (patients: readonly PatientEnrolment[]) =>
    patients.filter((patient) => patient.phoneNumber !== null).slice(0, 40);

  const actions: Action[] = [
    // The system admin: every list, the audit log, clinics renamed and programs described.
    listAction('admin', '/api/v1/clinics', [
      '',
      '?search=hospital&status=ACTIVE&sort=name&page=2',
      '?countryCode=PT&sort=-updatedAt',
      '?search=ro&type=CLINIC',
      clinicPickerSearch('klinik', 'active'),
      clinicPickerSearch('s', 'in scope'),
    ]),
    listAction('admin', '/api/v1/users', [
      '',
      '?search=silva',
      '?role=NURSE&status=ACTIVE&sort=-lastSignInAt',
      `?clinicId=${staffClinic}`,
    ]),
    listAction('admin', '/api/v1/patients', [
      '',
      '?search=silva&status=ENROLLED',
      '?sort=fullName&page=3',
    ]),
    listAction('admin', '/api/v1/programs', ['', '?status=ACTIVE&sort=-createdAt']),
    listAction('admin', '/api/v1/training-modules', ['', '?search=care', '?status=DRAFT']),
    listAction('admin', '/api/v1/audit-log', ['', '?action=patient.read', '?actor=nurse']),
    recordAction('admin', '/api/v1/clinics', idsOf(adminClinics)),
    recordAction('admin', '/api/v1/users', idsOf(staff)),
    recordAction('admin', '/api/v1/patients', idsOf(adminPatients)),
    recordAction('admin', '/api/v1/training-modules', idsOf(everyModule)),
    {
      kind: 'write',
      route: 'PUT /api/v1/clinics/:id',
      who: 'admin',
      next: alternating(adminClinics.slice(0, 40), (clinic, changed) => ({
        method: 'PUT',
        path: `/api/v1/clinics/${clinic.id}`,
        body: {
          name: changed ? `${clinic.name} (renamed)` : clinic.name,
          type: clinic.type,
          address: clinic.address,
          phoneNumber: clinic.phoneNumber,
          email: clinic.email,
          countryCode: clinic.countryCode,
        },
      })),
    },
    {
      kind: 'write',
      route: 'PUT /api/v1/programs/:id',
      who: 'admin',
      next: alternating(programs, (program, changed) => ({
        method: 'PUT',
        path: `/api/v1/programs/${program.id}`,
        body: {
          name: program.name,
          description: changed ? `${program.description} (reviewed)` : program.description,
        },
      })),
    },
    // The clinic manager of three clinics: their patients, clinics, programs, modules.
    listAction('manager', '/api/v1/patients', [
      '',
      '?search=silva&status=ENROLLED',
      `?clinicId=${managerClinics[0]!.id}&sort=fullName`,
      '?status=COMPLETED&page=2',
    ]),
    listAction('manager', '/api/v1/clinics', ['', clinicPickerSearch('p', 'active')]),
    listAction('manager', '/api/v1/programs', ['?status=ACTIVE']),
    listAction('manager', '/api/v1/training-modules', ['', '?search=hygiene']),
    recordAction('manager', '/api/v1/patients', idsOf(managerPatients)),
    recordAction('manager', '/api/v1/clinics', idsOf(managerClinics)),
    contactEdits('manager', withPhone(managerPatients)),
    settingsChanges('manager'),
  ];
  for (const person of ['doctor', 'nurse'] as const) {
    actions.push(
      listAction(person, '/api/v1/patients', ['?assignedToMe=true', '', '?search=ana']),
      listAction(person, '/api/v1/clinics', ['', clinicPickerSearch('h', 'in scope')]),
      listAction(person, '/api/v1/programs', ['']),
      listAction(person, '/api/v1/training-modules', ['', '?search=care&sort=moduleTitle']),
      recordAction(person, '/api/v1/patients', idsOf(assigned[person])),
      recordAction(person, '/api/v1/clinics', idsOf(ownClinics[person])),
      recordAction(person, '/api/v1/training-modules', idsOf(published)),
      contactEdits(person, withPhone(assigned[person])),
      settingsChanges(person),
    );
  }
  const people = Object.keys(emails) as Person[];
  // What the console asks first on every page load.
  for (const person of people) {
    actions.push({
      kind: 'record',
      route: 'GET /api/v1/users/me',
      who: person,
      next: () => ({ method: 'GET', path: '/api/v1/users/me' }),
    });
  }

  const headersFor = (who: string, call: Call) => ({
    authorization: `Bearer ${tokens[who as Person]}`,
    ...(call.method === 'GET'
      ? {}
      : {
          'content-type': 'application/json',
          cookie: `XSRF-TOKEN=${csrf}`,
          'x-xsrf-token': csrf,
        }),
  });

  // Every action once, so that a request the api refuses stops the part with its answer.
  for (const action of actions) {
    const call = action.next();
    const answer = await api.request(call.method, call.path, {
      token: tokens[action.who as Person],
      ...(call.body === undefined ? {} : { body: call.body }),
    });
    if (answer.status >= 300) {
      throw new Error(
        `mixed-load: ${action.who}'s ${call.method} ${call.path} answered ${answer.status}: ${answer.text.slice(0, 300)}`,
      );
    }
  }

  const byKind: Record<Kind, Action[]> = { list: [], record: [], write: [] };
  for (const action of inTurns(actions)) byKind[action.kind].push(action);
  const nextKind = cycle(KIND_DECK);
  const nextOf: Record<Kind, () => Action> = {
    list: cycle(byKind.list),
    record: cycle(byKind.record),
    write: cycle(byKind.write),
  };

  interface Tally {
    samples: number[];
    failures: number;
  }
  let tallies = new Map<Action, Tally>();
  const failures: string[] = [];
  // Set by onResponse and read by the instance's response event, which autocannon emits right
  // after it for the same answer, in the same tick.
  let answered: Action | null = null;
  const run = (duration: number) =>
    new Promise<autocannon.Result>((resolve, reject) => {
      const instance = autocannon(
        {
          url: api.baseUrl,
          connections: CONNECTIONS,
          duration,
          requests: [
            {
              setupRequest: (request, context) => {
                const action = nextOf[nextKind()]();
                const call = action.next();
                (context as { action?: Action }).action = action;
                return {
                  ...request,
                  method: call.method,
                  path: call.path,
                  headers: headersFor(action.who, call),
                  body: call.body === undefined ? '' : JSON.stringify(call.body),
                };
              },
              onResponse: (status, body, context) => {
                answered = (context as { action?: Action }).action ?? null;
                if ((status < 200 || status >= 300) && failures.length < 5 && answered) {
                  failures.push(
                    `${answered.who} ${answered.route}: ${status} ${body.slice(0, 200)}`,
                  );
                }
              },
            },
          ],
        },
        (error: unknown, result) => (error ? reject(error as Error) : resolve(result)),
      );
      instance.on('response', (_client, status, _bytes, responseTime) => {
        if (!answered) return;
        const tally = tallies.get(answered) ?? { samples: [], failures: 0 };
        tally.samples.push(responseTime);
        if (status < 200 || status >= 300) tally.failures += 1;
        tallies.set(answered, tally);
        answered = null;
      });
    });

  log(
    `mixed load: ${people.length} people, ${actions.length} actions (${byKind.list.length} lists, ${byKind.record.length} records, ${byKind.write.length} writes), ${CONNECTIONS} connections, ${warmUpSeconds} s warm-up then ${seconds} s`,
  );
  await run(warmUpSeconds);
  tallies = new Map();
  failures.length = 0;

  const cpuBefore = process.cpuUsage();
  const machineBefore = sampleCpu();
  const loopBefore = performance.eventLoopUtilization();
  const began = performance.now();
  const result = await run(seconds);
  const elapsedSeconds = (performance.now() - began) / 1000;
  const cpu = process.cpuUsage(cpuBefore);
  const machineAfter = sampleCpu();
  const loop = performance.eventLoopUtilization(loopBefore);

  const entries = [...tallies.entries()];
  const samplesOf = (filter: (action: Action) => boolean) =>
    entries.filter(([action]) => filter(action)).flatMap(([, tally]) => tally.samples);
  const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);
  const every = samplesOf(() => true);
  const totalTime = sum(every);
  const overall = latenciesOf(every);
  const non2xx = sum(entries.map(([, tally]) => tally.failures));
  const errors = result.errors + result.timeouts + non2xx;
  const requestsPerSecond = every.length / elapsedSeconds;
  for (const failure of failures) log(`  refused: ${failure}`);

  const results: BenchResult[] = [];
  const label = `mixed load (${CONNECTIONS} connections, ${seconds} s)`;
  results.push({
    database,
    name: `${label}: every request`,
    figures: `${requestsPerSecond.toFixed(0)} req/s  p50 ${ms(overall.p50)}  p99 ${ms(overall.p99)}  (n=${overall.count})  errors ${errors} (non-2xx ${non2xx}, timeouts ${result.timeouts})`,
    goal: `≥ ${GOAL.requestsPerSecond.toLocaleString('en')} req/s, p99 ≤ ${GOAL.p99Ms} ms, no errors`,
    met: errors === 0 && requestsPerSecond >= GOAL.requestsPerSecond && overall.p99 <= GOAL.p99Ms,
  });
  const share = (samples: readonly number[]) =>
    `${percent(samples.length / every.length)} of requests, ${percent(sum(samples) / totalTime)} of the time`;
  const figuresOf = (samples: readonly number[]) => {
    const latencies = latenciesOf(samples);
    return `p50 ${ms(latencies.p50)}  p99 ${ms(latencies.p99)}  n=${latencies.count}  ${share(samples)}`;
  };
  for (const kind of ['list', 'record', 'write'] as const) {
    results.push({
      database,
      name: `${label}: ${KIND_NAMES[kind]}`,
      figures: figuresOf(samplesOf((action) => action.kind === kind)),
    });
  }
  for (const route of new Set(actions.map((action) => action.route))) {
    const ofRoute = actions.filter((action) => action.route === route);
    results.push({
      database,
      name: `${label}: ${route} (${[...new Set(ofRoute.map((action) => action.who))].join(', ')})`,
      figures: figuresOf(samplesOf((action) => action.route === route)),
    });
  }
  const cores = (microseconds: number) => microseconds / 1e6 / elapsedSeconds;
  const processCores = cores(cpu.user + cpu.system);
  const machineCores = coresBusyBetween(machineBefore, machineAfter, os.cpus().length);
  results.push({
    database,
    name: `${label}: CPU`,
    figures: [
      `process ${processCores.toFixed(2)} cores (user ${cores(cpu.user).toFixed(2)}, system ${cores(cpu.system).toFixed(2)}), ${((processCores * 1000) / requestsPerSecond).toFixed(2)} ms a request, event loop busy ${percent(loop.utilization)}`,
      machineCores === null
        ? ''
        : `machine ${machineCores.toFixed(2)} of ${os.cpus().length} cores, ${Math.max(0, machineCores - processCores).toFixed(2)} outside the process`,
    ]
      .filter(Boolean)
      .join('; '),
  });
  // The overall, per-kind and CPU rows; the table has the routes'.
  for (const row of [...results.slice(0, 4), results.at(-1)!]) {
    log(`${row.name.slice(label.length + 2)}: ${row.figures}`);
  }
  return results;
}
