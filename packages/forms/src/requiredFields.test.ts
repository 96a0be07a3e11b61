import { describe, expect, it } from 'vitest';
import { array, boolean, number, object, string } from 'yup';
import { isRequiredField, requiredFieldDependencies } from './requiredFields';
import { clinicSchema } from './schemas/clinics';
import { knowledgeCheckSchema } from './schemas/knowledgeChecks';
import { trainingModuleSchema } from './schemas/platform';
import { enrolmentStatusSchema } from './schemas/programs';
import { patientSchema, staffUserSchema } from './schemas/people';

const requiredOf = (schema: Parameters<typeof isRequiredField>[0], values = {}) =>
  Object.keys(schema.fields).filter((name) => isRequiredField(schema, name, values));

describe('a field’s required mark, read from its schema', () => {
  it('marks the required text fields as it marks the choices', () => {
    expect(requiredOf(clinicSchema)).toEqual(['name', 'type', 'address', 'email', 'countryCode']);
    expect(requiredOf(trainingModuleSchema)).toContain('moduleTitle');
  });

  it('marks a phone number only where the schema requires one', () => {
    expect(isRequiredField(staffUserSchema, 'phoneNumber', {})).toBe(false);
    expect(isRequiredField(patientSchema, 'phoneNumber', {})).toBe(true);
    expect(isRequiredField(patientSchema, 'address', {})).toBe(false);
  });

  it('follows a condition on another field: the staff clinics, unless the role is system admin', () => {
    expect(isRequiredField(staffUserSchema, 'clinics', { role: 'NURSE' })).toBe(true);
    expect(isRequiredField(staffUserSchema, 'clinics', { role: '' })).toBe(true);
    expect(isRequiredField(staffUserSchema, 'clinics', { role: 'SYSTEM_ADMIN' })).toBe(false);
    expect(requiredFieldDependencies(staffUserSchema, 'clinics', {})).toEqual(['role']);
    expect(requiredFieldDependencies(staffUserSchema, 'fullName', {})).toEqual([]);
    expect(isRequiredField(enrolmentStatusSchema, 'reason', { status: 'WITHDRAWN' })).toBe(true);
    expect(isRequiredField(enrolmentStatusSchema, 'reason', { status: 'COMPLETED' })).toBe(false);
  });

  it('reads a field inside a list by its path', () => {
    const values = { questions: [{ text: '', options: [{ text: '', correct: false }] }] };
    expect(isRequiredField(knowledgeCheckSchema, 'questions.0.text', values)).toBe(true);
    expect(isRequiredField(knowledgeCheckSchema, 'questions.0.options.0.text', values)).toBe(true);
    expect(isRequiredField(knowledgeCheckSchema, 'questions.0.options.0.correct', values)).toBe(
      false,
    );
  });

  it('asks text for its required test, a list for one item, a check box to be ticked, a number for a value', () => {
    const schema = object({
      defined: string().defined(),
      text: string().required(),
      list: array().of(string()).required(),
      oneAtLeast: array().of(string()).min(1),
      ticked: boolean().oneOf([true]),
      box: boolean().required(),
      count: number().required(),
      maybe: number().nullable(),
    });
    expect(requiredOf(schema)).toEqual(['text', 'oneAtLeast', 'ticked', 'count']);
  });

  it('is not required for a name the schema does not know', () => {
    expect(isRequiredField(clinicSchema, 'file', {})).toBe(false);
  });
});
