import { describe, expect, it } from 'vitest';
import { object, type AnyObjectSchema } from 'yup';
import {
  addressField,
  clinicTypeField,
  difficultyLevelField,
  roleField,
  clinicNameField,
  fullNameField,
  maintenanceMessageField,
  optionalAddressField,
  programSelectionField,
  requiredText,
} from '../fields';
import { validationMessages as m } from '../messages';
import { schemaErrors, text } from '../testing/schemaErrors';

interface TextFieldCase {
  name: string;
  field: AnyObjectSchema['fields'][string];
  max?: number;
  maxMessage?: string;
  requiredMessage: string;
}

const cases: TextFieldCase[] = [
  {
    name: 'fullName',
    field: fullNameField(),
    max: 100,
    maxMessage: m.fullNameMax,
    requiredMessage: m.fullNameRequired,
  },
  {
    name: 'address',
    field: addressField(),
    max: 200,
    maxMessage: m.addressMax,
    requiredMessage: m.addressRequired,
  },
  {
    name: 'clinic name',
    field: clinicNameField(),
    max: 100,
    maxMessage: m.clinicNameMax,
    requiredMessage: m.clinicNameRequired,
  },
  {
    name: 'module title',
    field: requiredText(200, m.moduleTitleMax, m.moduleTitleRequired),
    max: 200,
    maxMessage: m.moduleTitleMax,
    requiredMessage: m.moduleTitleRequired,
  },
  {
    name: 'duration',
    field: requiredText(50, m.durationMax, m.durationRequired),
    max: 50,
    maxMessage: m.durationMax,
    requiredMessage: m.durationRequired,
  },
  {
    name: 'effort',
    field: requiredText(100, m.effortMax, m.effortRequired),
    max: 100,
    maxMessage: m.effortMax,
    requiredMessage: m.effortRequired,
  },
  {
    name: 'description',
    field: requiredText(600, m.descriptionMax, m.descriptionRequired),
    max: 600,
    maxMessage: m.descriptionMax,
    requiredMessage: m.descriptionRequired,
  },
  {
    name: 'programSelection',
    field: programSelectionField(),
    requiredMessage: m.programSelectionRequired,
  },
  {
    name: 'maintenanceMessage',
    field: maintenanceMessageField(),
    max: 500,
    maxMessage: m.maintenanceMessageMax,
    requiredMessage: m.maintenanceMessageRequired,
  },
];

describe.each(cases)('$name', ({ field, max, maxMessage, requiredMessage }) => {
  const schema = object({ value: field });

  it.each([
    ['empty', ''],
    ['whitespace only', '   \t '],
    ['null', null],
    ['undefined', undefined],
  ])('is required (%s)', async (_label, value) => {
    expect(await schemaErrors(schema, { value })).toEqual({ value: requiredMessage });
  });

  if (max !== undefined) {
    it(`accepts ${max} characters and refuses ${max + 1}`, async () => {
      expect(await schemaErrors(schema, { value: text(max) })).toEqual({});
      expect(await schemaErrors(schema, { value: text(max + 1) })).toEqual({ value: maxMessage });
    });

    it('counts characters after trimming the ends', async () => {
      expect(await schemaErrors(schema, { value: `  ${text(max)}  ` })).toEqual({});
    });
  }
});

describe('optional address (patients)', () => {
  const schema = object({ address: optionalAddressField() });

  it.each([null, undefined, ''])('accepts %j and stores null', async (address) => {
    expect(await schemaErrors(schema, { address })).toEqual({});
    expect(await schema.validate({ address })).toEqual({ address: null });
  });

  it('still limits it to 200 characters', async () => {
    expect(await schemaErrors(schema, { address: text(200) })).toEqual({});
    expect(await schemaErrors(schema, { address: text(201) })).toEqual({ address: m.addressMax });
  });
});

describe('choice fields', () => {
  it.each([
    ['role', roleField(), 'Role is required'],
    ['clinic type', clinicTypeField(), 'Clinic type is required'],
    ['difficulty level', difficultyLevelField(), 'Difficulty level is required'],
  ])('say only that the %s is required when it is empty', async (_name, field, message) => {
    expect(await schemaErrors(object({ value: field }), { value: '' })).toEqual({ value: message });
    expect(await schemaErrors(object({ value: field }), { value: ' ' })).toEqual({
      value: message,
    });
  });
});
