import {
  clinicCsvColumns,
  IMPORT_MAX_BYTES,
  IMPORT_MAX_ROWS,
  importMessages,
  type Clinic,
  type Page,
} from '@org/contracts';
import type { IncomingMessage } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoClinics } from '../src/db/seed';
import { importColumnNames } from '@org/forms';
import { BOM, csv, csvForm, csvLines, onePixelPng, uploadCsv } from './support/uploads';
import {
  oldExcelWorkbook,
  passwordProtectedWorkbook,
  xlsx,
  xlsxWithTabs,
} from './support/workbooks';
import { demoPeopleTokens } from './support/demoPeople';
import { startLoggedServer } from './support/loggedServer';
import { startTestApi, type TestApi } from './testApi';

/**
 * The clinics CSV import, template and export through the real server: encodings, delimiters,
 * headers, spreadsheet line numbers, all-or-nothing writes, limits, and formula cells.
 */

let api: TestApi;
const demoTokens = demoPeopleTokens();
const admin = demoTokens.admin;

beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

const HEADER = 'name,type,address,phoneNumber,email,countryCode';
const upload = (file: string | Buffer, options: Parameters<typeof uploadCsv>[3] = {}) =>
  uploadCsv(api, '/api/v1/clinics/import', file, { ...options, token: options.token ?? admin });

const clinicCount = async () =>
  (
    (await api.request('GET', '/api/v1/clinics?pageSize=1', { token: admin }))
      .body as unknown as Page<Clinic>
  ).total;

const findClinic = async (search: string) =>
  (
    (
      await api.request('GET', `/api/v1/clinics?search=${encodeURIComponent(search)}`, {
        token: admin,
      })
    ).body as unknown as Page<Clinic>
  ).items;

describe('GET /api/v1/clinics/template', () => {
  it('is a CSV attachment with the header row, for those who may import', async () => {
    const response = await api.request('GET', '/api/v1/clinics/template', { token: admin });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename="clinics-template.csv"',
    );
    expect(response.text).toBe(`${HEADER}\r\n`);
    // Raw bytes: a UTF-8 byte order mark first, so that Excel reads the accents right.
    const raw = await fetch(`${api.baseUrl}/api/v1/clinics/template`, {
      headers: { authorization: `Bearer ${admin}` },
    });
    expect([...new Uint8Array(await raw.arrayBuffer()).subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const manager = demoTokens.manager;
    expect((await api.request('GET', '/api/v1/clinics/template', { token: manager })).status).toBe(
      403,
    );
  });
});

describe('POST /api/v1/clinics/import with the columns the person chose', () => {
  // Headings no synonym knows: each heading's field must be chosen.
  const file = csv(
    'Unidade,Categoria,Morada Completa,Contacto,Correio,Nação,Região',
    'Clínica Escolhida,CLINIC,Rua das Escolhas 1,,escolhida@example.pt,PT,Norte',
  );
  const chosen = [
    { column: 'Unidade', field: 'name' },
    { column: 'Categoria', field: 'type' },
    { column: 'Morada Completa', field: 'address' },
    { column: 'Contacto', field: 'phoneNumber' },
    { column: 'Correio', field: 'email' },
    { column: 'Nação', field: 'countryCode' },
    { column: 'Região', field: null },
  ];

  it('says which field each heading fills when a column is missing, then reads the file as chosen', async () => {
    const refused = await upload(file, { dryRun: true });
    expect(refused).toMatchObject({ status: 422, body: { code: 'IMPORT_INVALID' } });
    const suggested = (refused.body as unknown as { columns: typeof chosen }).columns;
    expect(suggested.map(({ column }) => column)).toEqual(chosen.map(({ column }) => column));
    expect(suggested.find(({ column }) => column === 'Unidade')).toEqual({
      column: 'Unidade',
      field: null,
    });
    expect(await upload(file, { dryRun: true, columns: chosen })).toMatchObject({
      status: 200,
      body: { valid: 1, columns: chosen },
    });
  });

  it('remembers the choices of an import for the same person’s next file with that header, not for others', async () => {
    expect(await upload(file, { columns: chosen })).toMatchObject({
      status: 200,
      body: { created: 1 },
    });
    const next = csv(
      ' unidade ,CATEGORIA,Morada completa,Contacto,Correio,Nacao,Região',
      'Clínica Lembrada,CLINIC,Rua da Memória 2,,lembrada@example.pt,PT,Sul',
    );
    expect(await upload(next, { dryRun: true })).toMatchObject({ status: 200, body: { valid: 1 } });

    const created = await api.request('POST', '/api/v1/users', {
      token: admin,
      body: {
        fullName: 'Otto Other Admin',
        email: 'otto.admin@clinic.test',
        phoneNumber: null,
        role: 'SYSTEM_ADMIN',
        address: 'Rua 1',
        clinics: [],
      },
    });
    expect(created.status).toBe(201);
    const otherAdmin = await api.signIn('otto.admin@clinic.test');
    expect(await upload(next, { dryRun: true, token: otherAdmin })).toMatchObject({ status: 422 });
  });

  it('refuses choices that name no field of the import, or are not a list', async () => {
    for (const columns of [
      [{ column: 'Unidade', field: 'password' }],
      '{"Unidade":"name"}',
      'not json',
    ]) {
      expect(await upload(file, { dryRun: true, columns })).toMatchObject({
        status: 400,
        body: {
          code: 'VALIDATION_FAILED',
          errors: [{ path: 'columns', message: 'Invalid value' }],
        },
      });
    }
  });
});

describe('POST /api/v1/clinics/import of an Excel workbook', () => {
  const header = HEADER.split(',');

  it('reads the first sheet as typed: text keeps its zeros, numbers in full, formulas and dates as shown', async () => {
    const file = await xlsx(
      [
        header,
        [
          'Clínica Planilha',
          'CLINIC',
          { value: new Date(Date.UTC(2024, 2, 5)), numFmt: 'dd/mm/yyyy' },
          // Excel shows a long number typed into a General cell as 5.51135E+11.
          { value: 551134567890, numFmt: 'General' },
          'planilha@example.br',
          'BR',
        ],
        null,
        [
          { formula: '"Hospital "&"Fórmula"', result: 'Hospital Fórmula' },
          'HOSPITAL',
          'Cape Town',
          '021 123 4567',
          'formula@example.za',
          'ZA',
        ],
      ],
      [['name'], ['Clínica Segunda Folha']],
    );
    const before = await clinicCount();
    expect(await upload(file, { dryRun: true })).toMatchObject({ status: 200, body: { valid: 2 } });
    expect(await upload(file)).toMatchObject({ status: 200, body: { created: 2 } });
    expect(await clinicCount()).toBe(before + 2);
    expect(await findClinic('Planilha')).toEqual([
      expect.objectContaining({
        address: '2024-03-05',
        phoneNumber: { callingCode: '55', localPhoneNumber: '1134567890' },
      }),
    ]);
    expect(await findClinic('Fórmula')).toEqual([
      expect.objectContaining({
        name: 'Hospital Fórmula',
        phoneNumber: { callingCode: '27', localPhoneNumber: '211234567' },
      }),
    ]);
    expect(await findClinic('Segunda Folha')).toEqual([]);
  });

  it('numbers its errors by the sheet’s own rows, empty rows counted', async () => {
    const file = await xlsx([
      header,
      ['Clínica Linha Dois', 'CLINIC', 'Rua 2', '', 'dois@example.pt', 'PT'],
      null,
      null,
      ['Clínica Linha Cinco', 'CLINIC', 'Rua 5', '', 'not an e-mail', 'PT'],
    ]);
    expect(await upload(file, { dryRun: true })).toMatchObject({
      status: 422,
      body: { errors: [{ line: 5, column: 'email', message: 'Invalid email' }] },
    });
  });

  it('says what to do with a workbook it cannot read: protected or in the old format', async () => {
    const refusal = (message: string) => ({
      status: 422,
      body: { message, errors: [{ line: 1, column: null, message }] },
    });
    expect(await upload(passwordProtectedWorkbook())).toMatchObject(
      refusal(importMessages.workbookProtected),
    );
    expect(await upload(oldExcelWorkbook())).toMatchObject(
      refusal(importMessages.workbookOldFormat),
    );
  });

  it('logs why a workbook could not be read, and tells the person in plain words', async () => {
    const server = await startLoggedServer(api.db);
    try {
      // A zip archive that is no workbook: no xl/workbook.xml in it.
      const notAWorkbook = await xlsxWithTabs([{ name: 'Clinics', rows: [header] }]).then((file) =>
        file.toString('latin1').replaceAll('xl/workbook.xml', 'xl/workbook.xmm'),
      );
      const form = csvForm(Buffer.from(notAWorkbook, 'latin1'), { fileName: 'broken.xlsx' });
      const answer = await server.app.inject({
        method: 'POST',
        url: '/api/v1/clinics/import?dryRun=true',
        headers: { ...form.headers, ...(await server.signedInHeaders(admin)) },
        payload: form.rawBody,
      });
      expect(answer.statusCode).toBe(422);
      expect(answer.json<{ message: string }>().message).toBe(importMessages.workbookUnreadable);
      expect(answer.body).not.toContain('xl/workbook.xml');
    } finally {
      await server.close();
    }
    const logged = server.lines
      .map((line) => JSON.parse(line) as { msg: string; err?: { message: string } })
      .find((line) => line.msg === 'an uploaded workbook could not be read');
    expect(logged?.err?.message).toBe('no xl/workbook.xml in the archive');
  });

  describe('with several tabs', () => {
    const tabs = () =>
      xlsxWithTabs([
        { name: 'Notas', rows: [['Lista exportada em 2024-03-05']] },
        {
          name: 'Antiga',
          rows: [
            header,
            ['Clínica Da Aba Oculta', 'CLINIC', 'Rua 1', '', 'oculta@example.pt', 'PT'],
          ],
          state: 'hidden',
        },
        {
          name: 'Clínicas',
          rows: [header, ['Clínica Da Aba', 'CLINIC', 'Rua da Aba 1', '', 'aba@example.pt', 'PT']],
        },
      ]);
    const seen = ['Notas', 'Clínicas'];

    it('names the tabs a person sees, reads the first by default, and the one picked', async () => {
      const file = await tabs();
      // The first tab holds a note, not the list: refused, with the tabs to pick from.
      expect(await upload(file, { dryRun: true })).toMatchObject({
        status: 422,
        body: { code: 'IMPORT_INVALID', workbook: { sheets: seen, sheet: 'Notas' } },
      });
      expect(await upload(file, { dryRun: true, sheet: 'Clínicas' })).toMatchObject({
        status: 200,
        body: { valid: 1, workbook: { sheets: seen, sheet: 'Clínicas' } },
      });
      const before = await clinicCount();
      expect(await upload(file, { sheet: 'Clínicas' })).toMatchObject({
        status: 200,
        body: { created: 1 },
      });
      expect(await clinicCount()).toBe(before + 1);
      expect(await findClinic('Clínica Da Aba Oculta')).toEqual([]);
    });

    it('refuses a tab the workbook does not show, naming it, and writes nothing', async () => {
      const file = await tabs();
      const before = await clinicCount();
      for (const sheet of ['Antiga', 'Outra']) {
        expect(await upload(file, { sheet })).toMatchObject({
          status: 422,
          body: {
            message: importMessages.sheetMissing,
            errors: [
              { line: 1, column: null, message: importMessages.sheetMissing, values: { sheet } },
            ],
            workbook: { sheets: seen, sheet: '' },
          },
        });
      }
      expect(await upload(file, { dryRun: true, sheet: 'x'.repeat(32) })).toMatchObject({
        status: 400,
        body: { errors: [{ path: 'sheet' }] },
      });
      expect(await clinicCount()).toBe(before);
    });

    it('reports the problems of the tab picked', async () => {
      const file = await xlsxWithTabs([
        { name: 'Notas', rows: [['Lista exportada em 2024-03-05']] },
        {
          name: 'Clínicas',
          rows: [header, ['Clínica Com Erro', 'CLINIC', 'Rua 3', '', 'not an e-mail', 'PT']],
        },
      ]);
      const report = await uploadCsv(api, '/api/v1/clinics/import/error-report', file, {
        token: admin,
        sheet: 'Clínicas',
      });
      expect(report.status).toBe(200);
      expect(report.text).toContain('Clínica Com Erro');
      expect(report.text).toContain('email: Invalid email');
    });

    it('says nothing of tabs for a CSV file', async () => {
      const answer = await upload(
        csv(HEADER, 'Clínica Sem Abas,CLINIC,Rua 1,,sem.abas@example.pt,PT'),
        {
          dryRun: true,
        },
      );
      expect(answer).toMatchObject({ status: 200, body: { valid: 1 } });
      expect(answer.body).not.toHaveProperty('workbook');
    });
  });
});

describe('POST /api/v1/clinics/import', () => {
  it('validates a UTF-8 file with BOM in a dry run without writing, then imports it', async () => {
    const file = `${BOM}${csv(
      HEADER,
      'Clínica Três Pinheiros,CLINIC,"Rua das Flores, 12",+351 21 123 4567,tres@pinheiros.example.pt,pt',
      '北投醫院,HOSPITAL,台北市北投區,,beitou@example.tw,TW',
    )}`;
    const before = await clinicCount();
    expect(await upload(file, { dryRun: true })).toMatchObject({ status: 200, body: { valid: 2 } });
    expect(await clinicCount()).toBe(before);
    expect(await upload(file)).toMatchObject({ status: 200, body: { created: 2 } });
    expect(await clinicCount()).toBe(before + 2);
    expect(await findClinic('Três Pinheiros')).toEqual([
      expect.objectContaining({
        name: 'Clínica Três Pinheiros',
        address: 'Rua das Flores, 12',
        countryCode: 'PT',
        phoneNumber: { callingCode: '351', localPhoneNumber: '211234567' },
        status: 'ACTIVE',
      }),
    ]);
    expect(await findClinic('北投')).toEqual([expect.objectContaining({ phoneNumber: null })]);
  });

  it('reads Windows-1252 (Excel on Windows) with its accents, quotes and dashes intact', async () => {
    // Excel's typographic characters live at 0x80–0x9F: 0x92 ’ and 0x96 –.
    const file = Buffer.concat([
      Buffer.from(`${HEADER}\r\nClínica São Bento Açores,CLINIC,Praça da República `, 'latin1'),
      Buffer.from([0x96]),
      Buffer.from(' 1º D', 'latin1'),
      Buffer.from([0x92]),
      Buffer.from('Ávila,,bento@example.pt,PT\r\n', 'latin1'),
    ]);
    expect(() => new TextDecoder('utf-8', { fatal: true }).decode(file)).toThrow();
    expect(await upload(file)).toMatchObject({ status: 200, body: { created: 1 } });
    expect((await findClinic('São Bento'))[0]).toMatchObject({
      name: 'Clínica São Bento Açores',
      address: 'Praça da República – 1º D’Ávila',
    });
  });

  it('detects semicolons and tabs, quoted delimiters and line breaks, headers in any order and case', async () => {
    const semicolons = csv(
      'EMAIL;CountryCode;NAME;Type;ADDRESS',
      'norte@example.pt;PT;"Clínica do Norte; Braga";CLINIC;"Rua A, 1',
      'Bloco B"',
    );
    expect(await upload(semicolons)).toMatchObject({ status: 200, body: { created: 1 } });
    expect((await findClinic('Clínica do Norte'))[0]).toMatchObject({
      name: 'Clínica do Norte; Braga',
      address: 'Rua A, 1\r\nBloco B',
      email: 'norte@example.pt',
    });
    const tabs = csv(
      'name\ttype\taddress\temail\tcountrycode',
      'Tab Clinic\tCLINIC\t"Street 1, Town"\ttab@example.com\tus',
    );
    expect(await upload(tabs)).toMatchObject({ status: 200, body: { created: 1 } });
    expect((await findClinic('Tab Clinic'))[0]).toMatchObject({ address: 'Street 1, Town' });
  });

  it('names a missing column on line 1, in one message each', async () => {
    const before = await clinicCount();
    const response = await upload(csv('Name,Region,Address,Email', 'A,North,B,a@example.com'));
    expect(response.status).toBe(422);
    expect(response.body).toEqual({
      code: 'IMPORT_INVALID',
      message: importMessages.invalid,
      errors: [
        {
          line: 1,
          column: 'type',
          message: importMessages.columnMissingNamed,
          values: { column: 'type' },
        },
        {
          line: 1,
          column: 'countryCode',
          message: importMessages.columnMissingNamed,
          values: { column: 'countryCode' },
        },
      ],
      // The headings as read, for the person to choose the missing columns among them.
      columns: [
        { column: 'Name', field: 'name' },
        { column: 'Region', field: null },
        { column: 'Address', field: 'address' },
        { column: 'Email', field: 'email' },
      ],
    });
    expect(await clinicCount()).toBe(before);
  });

  it('reports a bad row at the line a spreadsheet shows, and writes none of the good rows', async () => {
    const before = await clinicCount();
    const file = csv(
      HEADER, // line 1
      'Good One,CLINIC,"Two-line',
      'address",,one@example.com,PT', // still line 2: a quoted line break stays in its row
      '', // line 3: blank, skipped but counted
      'Good Two,HOSPITAL,Somewhere,,two@example.com,PT', // line 4
      'Bad Row,SPA,Somewhere,+351 1,not-an-email,PRT', // line 5
      ',CLINIC,,abc,x@example.com,PT', // line 6
    );
    const response = await upload(file);
    expect(response.status).toBe(422);
    expect(response.body!.errors).toEqual([
      { line: 5, column: 'type', message: 'Invalid clinic type' },
      // No country to read it with: the international form is asked for.
      { line: 5, column: 'phoneNumber', message: importMessages.phoneUnreadable },
      { line: 5, column: 'email', message: 'Invalid email' },
      { line: 5, column: 'countryCode', message: 'Invalid country code' },
      { line: 6, column: 'name', message: 'Clinic name is required' },
      { line: 6, column: 'address', message: 'Address is required' },
      {
        line: 6,
        column: 'phoneNumber',
        message: importMessages.phoneUnreadableFor,
        values: { local: '912 345 678', international: '+351 912 345 678' },
      },
    ]);
    expect(await clinicCount()).toBe(before);
    expect(await findClinic('Good One')).toEqual([]);
  });

  it('refuses a name repeated in the file or already stored, per country and in any case', async () => {
    const [existing] = demoClinics;
    const response = await upload(
      csv(
        HEADER,
        'Twin Clinic,CLINIC,A,,a@example.com,PT',
        'TWIN CLINIC,CLINIC,B,,b@example.com,pt',
        'Twin Clinic,CLINIC,C,,c@example.com,ES',
        `${existing!.name.toUpperCase()},CLINIC,D,,d@example.com,${existing!.countryCode}`,
      ),
    );
    expect(response.status).toBe(422);
    expect(response.body!.errors).toEqual([
      {
        line: 3,
        column: 'name',
        message: importMessages.clinicNameRepeated,
        values: { line: 2 },
      },
      { line: 5, column: 'name', message: importMessages.clinicExists },
    ]);
    expect(await findClinic('Twin Clinic')).toEqual([]);
  });

  it('stores formula-like cells as data and neutralises them in the export', async () => {
    const file = csv(
      HEADER,
      '"=HYPERLINK(""http://evil.example"",""x"")",CLINIC,+1+2,,formula@example.com,GB',
      '@SUM(A1),CLINIC,-3,,at@example.com,GB',
    );
    expect(await upload(file)).toMatchObject({ status: 200, body: { created: 2 } });
    expect((await findClinic('HYPERLINK'))[0]).toMatchObject({
      name: '=HYPERLINK("http://evil.example","x")',
      address: '+1+2',
    });
    const exported = await api.request('GET', '/api/v1/clinics/export?countryCode=GB&sort=name', {
      token: admin,
    });
    expect(exported.status).toBe(200);
    expect(exported.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(exported.headers.get('content-disposition')).toBe('attachment; filename="clinics.csv"');
    const lines = csvLines(exported.text);
    expect(lines[0]).toBe(`${HEADER},status`);
    expect(lines).toContain(
      `"'=HYPERLINK(""http://evil.example"",""x"")",CLINIC,'+1+2,,formula@example.com,GB,ACTIVE`,
    );
    expect(lines).toContain("'@SUM(A1),CLINIC,'-3,,at@example.com,GB,ACTIVE");
    // A phone in international form begins with + too: neutralised, and read back by the import.
    expect(lines).toContain(
      'St Thomas\' Hospital,HOSPITAL,"Westminster Bridge Road, London SE1 7EH",\'+44 20 7188 7188,enquiries@stthomas.example.uk,GB,ACTIVE',
    );
  });

  it('imports its own export back (names taken, but every cell read as written)', async () => {
    const exported = await api.request('GET', '/api/v1/clinics/export?countryCode=GB', {
      token: admin,
    });
    const renamed = exported.text.replace(/GB,ACTIVE/g, 'IE,ACTIVE');
    const response = await upload(renamed, { dryRun: true });
    expect(response).toMatchObject({ status: 200, body: { valid: 3 } });
  });

  it('exports every matching clinic, past any page size', async () => {
    const total = await clinicCount();
    const exported = await api.request('GET', '/api/v1/clinics/export', { token: admin });
    expect(csvLines(exported.text).length - 1).toBeGreaterThanOrEqual(Math.min(total, 25));
    const refused = await api.request('GET', '/api/v1/clinics/export?status=gone', {
      token: admin,
    });
    expect(refused).toMatchObject({ status: 400, body: { code: 'VALIDATION_FAILED' } });
  });

  it(`imports ${IMPORT_MAX_ROWS.toLocaleString('en')} rows in one go, and refuses one more`, async () => {
    const rows = (count: number, prefix: string) =>
      Array.from(
        { length: count },
        (_, index) => `${prefix} ${index},CLINIC,Street ${index},,c${index}@example.com,NL`,
      );
    const before = await clinicCount();
    const tooMany = await upload(csv(HEADER, ...rows(IMPORT_MAX_ROWS + 1, 'Over')));
    expect(tooMany).toMatchObject({
      status: 422,
      body: {
        code: 'IMPORT_INVALID',
        message: importMessages.tooManyRows,
        errors: [{ line: 1, column: null, message: importMessages.tooManyRows }],
      },
    });
    expect(await clinicCount()).toBe(before);
    const started = Date.now();
    const full = await upload(csv(HEADER, ...rows(IMPORT_MAX_ROWS, 'Bulk')));
    expect(full, full.text.slice(0, 300)).toMatchObject({
      status: 200,
      body: { created: IMPORT_MAX_ROWS },
    });
    console.info(`${IMPORT_MAX_ROWS} rows imported in ${Date.now() - started} ms`);
    expect(await clinicCount()).toBe(before + IMPORT_MAX_ROWS);
    // The export streams them all, batch after batch, in the list's order.
    const exported = await api.request(
      'GET',
      '/api/v1/clinics/export?countryCode=NL&sort=createdAt',
      {
        token: admin,
      },
    );
    const lines = exported.text.trim().split('\r\n');
    expect(lines).toHaveLength(1 + IMPORT_MAX_ROWS);
    expect(new Set(lines).size).toBe(lines.length);
  }, 120_000);

  it('answers other requests while it reads a file of blank lines', async () => {
    // The header and 2,490,000 empty lines: 4.98 MB, just under the limit.
    const blankLines = `${HEADER}\n${'\n'.repeat(2_490_000)}`;
    let bodyRead = false;
    const onRequest = (request: IncomingMessage) => {
      if (request.url?.startsWith('/api/v1/clinics/import'))
        request.once('end', () => (bodyRead = true));
    };
    api.app.server.on('request', onRequest);
    let importPending = true;
    let healthWhileReading = 0;
    try {
      const importing = upload(blankLines, { dryRun: true }).finally(() => (importPending = false));
      // Health checks sent once the import's body is in, and answered before the import: the
      // file is being read and other requests are still served.
      while (importPending) {
        const sentAfterBody = bodyRead;
        const health = await api.request('GET', '/api/health');
        expect(health.status).toBe(200);
        if (sentAfterBody && importPending) healthWhileReading += 1;
      }
      expect(await importing).toMatchObject({
        status: 422,
        body: { message: importMessages.headerOnly },
      });
    } finally {
      api.app.server.off('request', onRequest);
    }
    expect(healthWhileReading).toBeGreaterThan(0);
  });

  it('refuses a file over 5 MB with 413 IMPORT_INVALID', async () => {
    const big = Buffer.alloc(IMPORT_MAX_BYTES + 1, 'a');
    const response = await upload(big);
    expect(response).toMatchObject({
      status: 413,
      body: { code: 'IMPORT_INVALID', message: importMessages.fileTooLarge },
    });
  });

  it('refuses what is not a CSV upload, an unclosed quote, NUL, and a vague dryRun', async () => {
    const notMultipart = await api.request('POST', '/api/v1/clinics/import', {
      token: admin,
      body: { file: 'name,type' },
    });
    expect(notMultipart).toMatchObject({ status: 400, body: { code: 'IMPORT_INVALID' } });
    expect(await upload(csv(HEADER, 'x'), { field: 'upload' })).toMatchObject({
      status: 400,
      body: { message: importMessages.notAFile },
    });
    expect(await upload('')).toMatchObject({
      status: 422,
      body: { message: importMessages.empty },
    });
    expect(await upload(csv(HEADER, 'A,CLINIC,"unclosed,,a@example.com,PT'))).toMatchObject({
      status: 422,
      body: { errors: [{ line: 2, column: null, message: importMessages.quoteNotClosed }] },
    });
    expect(await upload(csv(HEADER, 'Nul\u0000Clinic,CLINIC,A,,a@example.com,PT'))).toMatchObject({
      status: 422,
      body: { errors: [{ line: 2, column: 'name', message: importMessages.textInvalid }] },
    });
    expect(
      await upload(csv(HEADER, 'A,CLINIC,B,,a@example.com,PT'), { dryRun: 'yes' }),
    ).toMatchObject({
      status: 400,
      body: { code: 'VALIDATION_FAILED', errors: [{ path: 'dryRun' }] },
    });
    expect(await findClinic('Nul')).toEqual([]);
  });

  it('is for system admins only', async () => {
    const doctor = demoTokens.doctor;
    expect(
      (await upload(csv(HEADER, 'A,CLINIC,B,,a@example.com,PT'), { token: doctor })).status,
    ).toBe(403);
  });

  it('names the import in the audit log', async () => {
    await upload(csv(HEADER, 'Audit Import Clinic,CLINIC,B,,a@example.com,MT'));
    const log = await api.request('GET', '/api/v1/audit-log?pageSize=1', { token: admin });
    expect((log.body!.items as unknown[])[0]).toMatchObject({
      action: 'POST /api/v1/clinics/import',
      entityType: 'clinic-import',
      summary: '1 clinics',
      status: 200,
    });
  });
});

describe('POST /api/v1/clinics/import: files as people write them', () => {
  it('reads local phones with the row country, headings and values in any language, and ignores an extra column', async () => {
    const file = csv(
      'Clinic name;Type;Address;Phone Number;E-mail;Country Code;Region',
      'Clínica Paulista;clínica;Av. Paulista 1000;(11) 3456-7890;paulista@example.br;Brasil;Sudeste',
      'Clinique du Lez;Clinique;1 rue du Lez;04 67 33 67 33;lez@example.fr;France;Occitanie',
      'Cape Clinic;clinic;1 Long Street;021 123 4567;cape@example.za;South Africa;Western Cape',
      'Phòng khám Sài Gòn;Phòng khám;1 Lê Lợi;028 3823 4567;saigon@example.vn;Việt Nam;Nam Bộ',
      'Hospital do Sul;HOSPITAL;Rua do Sul 1;21 123 4567;sul@example.pt;pt;Lisboa',
    );
    const before = await clinicCount();
    const dryRun = await upload(file, { dryRun: true });
    expect(dryRun).toMatchObject({ status: 200, body: { valid: 5 } });
    expect(dryRun.body).toMatchObject({
      columns: [
        { column: 'Clinic name', field: 'name' },
        { column: 'Type', field: 'type' },
        { column: 'Address', field: 'address' },
        { column: 'Phone Number', field: 'phoneNumber' },
        { column: 'E-mail', field: 'email' },
        { column: 'Country Code', field: 'countryCode' },
        { column: 'Region', field: null },
      ],
    });
    const changes = (dryRun.body as unknown as { changes: { line: number; field: string }[] })
      .changes;
    expect(changes).toEqual(
      expect.arrayContaining([
        { line: 2, field: 'type', from: 'clínica', to: 'CLINIC' },
        { line: 2, field: 'phoneNumber', from: '(11) 3456-7890', to: '+55 11 3456 7890' },
        { line: 2, field: 'countryCode', from: 'Brasil', to: 'BR' },
        { line: 3, field: 'phoneNumber', from: '04 67 33 67 33', to: '+33 4 67 33 67 33' },
        { line: 3, field: 'countryCode', from: 'France', to: 'FR' },
        { line: 4, field: 'phoneNumber', from: '021 123 4567', to: '+27 21 123 4567' },
        { line: 4, field: 'countryCode', from: 'South Africa', to: 'ZA' },
        { line: 5, field: 'phoneNumber', from: '028 3823 4567', to: '+84 28 3823 4567' },
        { line: 5, field: 'countryCode', from: 'Việt Nam', to: 'VN' },
        { line: 6, field: 'phoneNumber', from: '21 123 4567', to: '+351 21 123 4567' },
        { line: 6, field: 'countryCode', from: 'pt', to: 'PT' },
      ]),
    );
    expect(dryRun.body).toMatchObject({ changeCount: changes.length });
    expect(await clinicCount()).toBe(before);

    expect(await upload(file)).toMatchObject({ status: 200, body: { created: 5 } });
    expect((await findClinic('Clínica Paulista'))[0]).toMatchObject({
      type: 'CLINIC',
      countryCode: 'BR',
      phoneNumber: { callingCode: '55', localPhoneNumber: '1134567890' },
    });
    expect((await findClinic('Cape Clinic'))[0]).toMatchObject({
      countryCode: 'ZA',
      phoneNumber: { callingCode: '27', localPhoneNumber: '211234567' },
    });
  });

  it('says which form a phone it cannot read should take, with an example of the row country', async () => {
    const response = await upload(
      csv(HEADER, 'Unreadable Phone,CLINIC,A,(11) 3456,unreadable@example.br,BR'),
    );
    expect(response.status).toBe(422);
    expect(response.body!.errors).toEqual([
      {
        line: 2,
        column: 'phoneNumber',
        message: importMessages.phoneUnreadableFor,
        values: { local: '(11) 96123-4567', international: '+55 11 96123 4567' },
      },
    ]);
  });

  it.each(['CLINIC', 'clinic', 'Clínica', 'Clinique', 'Phòng khám', '診所', 'عيادة'])(
    'reads the clinic type "%s"',
    async (label) => {
      const response = await upload(csv(HEADER, `Type ${label},${label},A,,t@example.com,PT`), {
        dryRun: true,
      });
      expect(response).toMatchObject({ status: 200, body: { valid: 1 } });
    },
  );

  it.each(['Hospital', 'HOSPITAL', 'Hôpital', 'Bệnh viện', '醫院', 'مستشفى'])(
    'reads the hospital type "%s"',
    async (label) => {
      const file = csv(HEADER, `Hospital ${label},${label},A,,h@example.com,Portugal`);
      const response = await upload(file, { dryRun: true });
      expect(response).toMatchObject({ status: 200, body: { valid: 1 } });
      expect(response.body).toMatchObject({
        changes: expect.arrayContaining([
          { line: 2, field: 'countryCode', from: 'Portugal', to: 'PT' },
        ]),
      });
    },
  );

  it.each(['Brazil', 'brasil', 'Brésil', 'BRAZIL', '巴西', 'البرازيل'])(
    'reads the country name "%s"',
    async (name) => {
      const response = await upload(
        csv(HEADER, `Country ${name},CLINIC,A,,c@example.com,${name}`),
        {
          dryRun: true,
        },
      );
      expect(response.body).toMatchObject({
        changes: [{ line: 2, field: 'countryCode', from: name, to: 'BR' }],
      });
    },
  );

  it('reads every name of every column', async () => {
    const fields = [...clinicCsvColumns];
    const longest = Math.max(...fields.map((field) => importColumnNames[field].length));
    for (let index = 0; index < longest; index += 1) {
      const headings = fields.map((field) => {
        const names = importColumnNames[field];
        return names[index % names.length]!;
      });
      const response = await upload(
        csv(
          headings.map((heading) => `"${heading}"`).join(','),
          'Synonym,CLINIC,A,,s@example.com,PT',
        ),
        { dryRun: true },
      );
      expect(response, headings.join(',')).toMatchObject({ status: 200, body: { valid: 1 } });
      expect((response.body as unknown as { columns: unknown }).columns).toEqual(
        fields.map((field, position) => ({ column: headings[position], field })),
      );
    }
  });

  it('says a picture, a workbook, an empty file and a header alone are not lists to import', async () => {
    expect(await upload(onePixelPng)).toMatchObject({
      status: 422,
      body: {
        message: importMessages.notText,
        errors: [{ line: 1, column: null, message: importMessages.notText }],
      },
    });
    const zip = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(64, 1)]);
    expect(await upload(zip)).toMatchObject({
      status: 422,
      body: { errors: [{ line: 1, column: null, message: importMessages.workbookUnreadable }] },
    });
    const nuls = Buffer.concat([Buffer.from('name,type\r\n'), Buffer.alloc(200, 0)]);
    expect(await upload(nuls)).toMatchObject({ body: { message: importMessages.notText } });
    for (const empty of ['', BOM, ' \r\n\r\n']) {
      expect(await upload(empty)).toMatchObject({
        status: 422,
        body: { errors: [{ line: 1, column: null, message: importMessages.empty }] },
      });
    }
    expect(await upload(csv(HEADER))).toMatchObject({
      status: 422,
      body: { errors: [{ line: 1, column: null, message: importMessages.headerOnly }] },
    });
  });

  it('names the earlier line of a name repeated in the file', async () => {
    const response = await upload(
      csv(
        HEADER,
        'Alpha Repeat,CLINIC,A,,a@example.com,PT',
        'Beta Repeat,CLINIC,B,,b@example.com,PT',
        'Gamma Repeat,CLINIC,C,,c@example.com,PT',
        'BETA REPEAT,CLINIC,D,,d@example.com,Portugal',
      ),
    );
    expect(response.body!.errors).toEqual([
      { line: 5, column: 'name', message: importMessages.clinicNameRepeated, values: { line: 3 } },
    ]);
    const report = await api.request('POST', '/api/v1/clinics/import/error-report', {
      token: admin,
      ...csvForm(
        Buffer.from(
          csv(
            HEADER,
            'Delta Repeat,CLINIC,A,,a@example.com,PT',
            'Delta Repeat,CLINIC,B,,b@example.com,PT',
          ),
        ),
      ),
    });
    expect(csvLines(report.text)[1]).toBe(
      '3,Delta Repeat,CLINIC,B,,b@example.com,PT,"name: Same name as line 2, in the same country."',
    );
  });

  it('keeps the line breaks of a quoted multi-line address', async () => {
    const file = csv(
      HEADER,
      '"Bloco Clinic",CLINIC,"Rua A 1\nBloco C\nAndar 3",,bloco@example.pt,PT',
    );
    expect(await upload(file)).toMatchObject({ status: 200, body: { created: 1 } });
    expect((await findClinic('Bloco Clinic'))[0]).toMatchObject({
      address: 'Rua A 1\nBloco C\nAndar 3',
    });
  });
});

describe('POST /api/v1/clinics/import/error-report', () => {
  const REPORT_HEADER = `line,${HEADER},error`;

  /** Sends `file` for its error report, as `token` (null: nobody signed in). */
  const report = (file: string | Buffer, token: string | null = admin) =>
    uploadCsv(api, '/api/v1/clinics/import/error-report', file, { token: token ?? undefined });

  it('lists every row with problems: its line, its cells as sent, and its problems', async () => {
    const before = await clinicCount();
    const response = await report(
      csv(
        HEADER, // line 1
        'Report Good,CLINIC,Somewhere,,good@example.com,PT', // line 2: no problem, not listed
        '', // line 3: blank, counted
        '=SUM(A1),SPA,"Two-line', // line 4, and its quoted line break
        'address",+351 1,not-an-email,PT',
        'Report Good Two,HOSPITAL,Somewhere,,two@example.com,PT', // line 5
        ',CLINIC,,,@x@example.com,pt', // line 6
      ),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename="clinics-error-report.csv"',
    );
    expect(response.headers.get('cache-control')).toBe('no-store');
    // Formula-like cells (=, +, @) are neutralised with an apostrophe; the values are otherwise as sent.
    expect(response.text.replace(BOM, '')).toBe(
      csv(
        REPORT_HEADER,
        `4,'=SUM(A1),SPA,"Two-line\r\naddress",'+351 1,not-an-email,PT,type: Invalid clinic type; phoneNumber: This phone number cannot be read. Write it as 912 345 678 or +351 912 345 678.; email: Invalid email`,
        "6,,CLINIC,,,'@x@example.com,pt,name: Clinic name is required; address: Address is required; email: Invalid email",
      ),
    );
    expect(await clinicCount()).toBe(before);
  });

  it('gives a file-level problem a row of its own, with only its line and problems', async () => {
    const header = await report(csv('Name,Region,Address,Email', 'A,North,B,a@example.com'));
    expect(header.status).toBe(200);
    expect(header.text.replace(BOM, '')).toBe(
      csv(
        REPORT_HEADER,
        '1,,,,,,,"type: The file has no column for ""type"".; countryCode: The file has no column for ""countryCode""."',
      ),
    );
    const unclosed = await report(csv(HEADER, 'A,CLINIC,"unclosed,,a@example.com,PT'));
    expect(unclosed.text.replace(BOM, '')).toBe(
      csv(REPORT_HEADER, `2,,,,,,,${importMessages.quoteNotClosed}`),
    );
    const empty = await report(csv(HEADER));
    expect(empty.text.replace(BOM, '')).toBe(
      csv(REPORT_HEADER, `1,,,,,,,${importMessages.headerOnly}`),
    );
  });

  it('is the header row alone for a file without problems, and writes nothing', async () => {
    const before = await clinicCount();
    const response = await report(
      csv(HEADER, 'Report Clean,CLINIC,Somewhere,,clean@example.com,PT'),
    );
    expect(response.status).toBe(200);
    expect(response.text.replace(BOM, '')).toBe(csv(REPORT_HEADER));
    expect(await clinicCount()).toBe(before);
    expect(await findClinic('Report Clean')).toEqual([]);
  });

  it('keeps the import’s limits: no file is 400, over 5 MB is 413', async () => {
    const notMultipart = await api.request('POST', '/api/v1/clinics/import/error-report', {
      token: admin,
      body: { file: 'name,type' },
    });
    expect(notMultipart).toMatchObject({
      status: 400,
      body: { code: 'IMPORT_INVALID', message: importMessages.notAFile },
    });
    expect(await report(Buffer.alloc(IMPORT_MAX_BYTES + 1, 'a'))).toMatchObject({
      status: 413,
      body: { code: 'IMPORT_INVALID', message: importMessages.fileTooLarge },
    });
  });

  it('is for those who may import: 401 signed out, 403 for the other roles', async () => {
    const file = csv(HEADER, 'A,SPA,B,,a@example.com,PT');
    expect((await report(file, null)).status).toBe(401);
    for (const who of ['manager', 'doctor', 'nurse'] as const) {
      const response = await report(file, demoTokens[who]);
      expect(response, who).toMatchObject({ status: 403, body: { code: 'FORBIDDEN' } });
    }
  });

  it('is audited like the import', async () => {
    await report(csv(HEADER, 'A,SPA,B,,a@example.com,PT'));
    const log = await api.request('GET', '/api/v1/audit-log?pageSize=1', { token: admin });
    expect((log.body!.items as unknown[])[0]).toMatchObject({
      action: 'POST /api/v1/clinics/import/error-report',
      entityType: 'clinic-import',
      entityId: null,
      summary: 'error report',
      status: 200,
    });
  });
});
