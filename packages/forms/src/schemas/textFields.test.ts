import { describe, expect, it } from 'vitest';
import { object } from 'yup';
import { clinicNameField, emailField } from '../fields';
import { validationMessages as m } from '../messages';
import { nameKey } from '../text';
import { schemaErrors, text } from '../testing/schemaErrors';
import { clinicSchema } from './clinics';
import { mohDocumentSchema } from './knowledge';
import { staffUserSchema } from './people';
import { maintenanceSchema, trainingModuleSchema } from './platform';
import { programSchema } from './programs';
import { emailStepSchema, otpSchema } from './signIn';

/** An address of exactly `length` characters. */
const addressOf = (length: number) => `${text(length - '@clinic.test'.length)}@clinic.test`;

describe('e-mail addresses', () => {
  const schema = object({ email: emailField() });

  it('accepts 254 characters and refuses 255 as an invalid e-mail', async () => {
    expect(await schemaErrors(schema, { email: addressOf(254) })).toEqual({});
    expect(await schemaErrors(schema, { email: addressOf(255) })).toEqual({
      email: m.emailInvalid,
    });
  });

  it('refuses a 3,000-character address in both steps of the one-time-code sign-in', async () => {
    const email = addressOf(3000);
    expect(await schemaErrors(emailStepSchema, { email })).toEqual({ email: m.emailInvalid });
    expect(await schemaErrors(otpSchema, { email, otp: '123456' })).toEqual({
      email: m.emailInvalid,
    });
  });
});

const validStaff = {
  fullName: 'Bob Builder',
  email: 'bob@clinic.test',
  phoneNumber: null,
  role: 'NURSE',
  address: 'Rua 1',
  clinics: ['clinic-1'],
};

describe('single-line fields', () => {
  it.each([
    ['line feeds', 'Bob\n\nURGENT: your account is locked'],
    ['a carriage return', 'Bob\rSmith'],
    ['a tab', 'Bob\tSmith'],
    ['a C1 control (next line)', 'Bob\u0085Smith'],
    ['a bell', 'Bob\u0007'],
    ['a line separator', 'Bob\u2028Smith'],
  ])('refuse %s in a full name', async (_label, fullName) => {
    expect(await schemaErrors(staffUserSchema, { ...validStaff, fullName })).toEqual({
      fullName: m.singleLineInvalid,
    });
  });

  it('still trim a name ending in a line break', async () => {
    expect(await staffUserSchema.validate({ ...validStaff, fullName: ' Bob \n' })).toMatchObject({
      fullName: 'Bob',
    });
  });

  it.each([
    ['a clinic name', clinicNameField()],
    ['a program name', programSchema.fields.name],
    ['a module title', trainingModuleSchema.fields.moduleTitle],
    ['a document title', mohDocumentSchema.fields.title],
  ])('refuse a line break in %s', async (_label, field) => {
    expect(await schemaErrors(object({ value: field }), { value: 'A\nB' })).toEqual({
      value: m.singleLineInvalid,
    });
  });
});

describe('multi-line fields', () => {
  it('keep line breaks and tabs in a maintenance message, a description and an address', async () => {
    const message = 'Maintenance tonight.\r\n\r\n\tBack at 6:00.';
    expect(await maintenanceSchema.validate({ maintenanceMessage: message })).toEqual({
      maintenanceMessage: message,
    });
    expect(
      await programSchema.validate({ name: 'Diabetes', description: 'Line one\nLine two' }),
    ).toEqual({ name: 'Diabetes', description: 'Line one\nLine two' });
    expect(
      (await clinicSchema.validate({ ...validClinic, address: 'Rua A, 1\r\nBloco B' })).address,
    ).toBe('Rua A, 1\r\nBloco B');
  });

  it('refuse other control characters', async () => {
    expect(await schemaErrors(maintenanceSchema, { maintenanceMessage: 'Ding\u0007' })).toEqual({
      maintenanceMessage: m.controlCharactersInvalid,
    });
    expect(await schemaErrors(maintenanceSchema, { maintenanceMessage: 'A\u009bB' })).toEqual({
      maintenanceMessage: m.controlCharactersInvalid,
    });
  });
});

const validClinic = {
  name: 'Hospital Central de Lisboa',
  type: 'HOSPITAL',
  address: 'Rua 1',
  phoneNumber: null,
  email: 'hcl@clinic.test',
  countryCode: 'PT',
};

describe('invisible characters', () => {
  it('removes a bidi override from the maintenance message, keeping the line breaks', async () => {
    expect(
      await maintenanceSchema.validate({ maintenanceMessage: 'Invoice \u202Efdp.exe\nThanks' }),
    ).toEqual({ maintenanceMessage: 'Invoice fdp.exe\nThanks' });
  });

  it.each([
    ['a zero-width space', 'Hospital Central de\u200B Lisboa'],
    ['a byte order mark', '\uFEFFHospital Central de Lisboa'],
    ['a word joiner', 'Hospital\u2060 Central de Lisboa'],
    ['bidi isolates and marks', '\u2067Hospital Central de Lisboa\u2069\u200F'],
  ])('removes %s from a clinic name', async (_label, name) => {
    expect((await clinicSchema.validate({ ...validClinic, name })).name).toBe(
      'Hospital Central de Lisboa',
    );
  });

  it('removes them from titles and names of every kind', async () => {
    const module = await trainingModuleSchema.validate({
      moduleTitle: 'Hand\u200B hygiene \u202Etxt.exe',
      author: '\u200EWHO',
      category: 'Infection\u200D control',
      language: 'en',
      difficultyLevel: 'beginner',
      duration: '30 minutes',
      effort: 'Low',
      skills: ['hand\u2066 washing'],
      prerequisites: 'None',
      whatYoullLearn: 'The five moments',
      description: 'A short module.',
      featureImage: '/uploads/hand-hygiene.png',
    });
    expect(module).toMatchObject({
      moduleTitle: 'Hand hygiene txt.exe',
      author: 'WHO',
      category: 'Infection control',
      skills: ['hand washing'],
    });
  });

  it('finds a name made only of invisible characters empty', async () => {
    expect(await schemaErrors(clinicSchema, { ...validClinic, name: '\u200B\u202E' })).toEqual({
      name: m.clinicNameRequired,
    });
  });
});

describe('nameKey', () => {
  const lisboa = nameKey('Hospital Central de Lisboa');

  it.each([
    ['another case', 'HOSPITAL CENTRAL DE LISBOA'],
    ['a zero-width space', 'Hospital Central de\u200B Lisboa'],
    ['a no-break space', 'Hospital\u00A0Central de Lisboa'],
    ['doubled and ideographic spaces', ' Hospital  Central\u3000de Lisboa '],
    ['a Cyrillic о', 'Hospital Central de Lisb\u043Ea'],
    ['Cyrillic capitals', '\u041D\u041ESPITAL CENTRAL DE LISBOA'],
    ['a Greek ο and Α', 'H\u03BFspital Central de Lisbo\u0391'],
    ['full-width letters', 'Ｈｏｓｐｉｔａｌ Central de Lisboa'],
    ['a right-to-left override', 'Hospital Central de \u202ELisboa'],
  ])('is the same with %s', (_label, variant) => {
    expect(nameKey(variant)).toBe(lisboa);
  });

  it('keeps different names apart, accents included', () => {
    expect(nameKey('Hospital Central de Lisboa')).not.toBe(nameKey('Hospital Central do Porto'));
    expect(nameKey('Clínica São José')).not.toBe(nameKey('Clinica Sao Jose'));
    expect(nameKey('Clinic 1')).not.toBe(nameKey('Clinic l'));
  });

  it('keeps a name in another script comparable by case', () => {
    expect(nameKey('Больница №1')).toBe(nameKey('БОЛЬНИЦА №1'));
    expect(nameKey('Κέντρο Υγείας')).toBe(nameKey('ΚΈΝΤΡΟ ΥΓΕΊΑΣ'));
  });
});
