import { describe, expect, it } from 'vitest';
import { schemaErrors } from '../testing/schemaErrors';
import { patientSchema, shortContactSchema, staffUserSchema } from './people';

const phone = { callingCode: '351', localPhoneNumber: '912345678' };

describe('staffUserSchema', () => {
  const valid = {
    fullName: 'Ada Admin',
    email: 'ada@clinic.test',
    phoneNumber: null,
    role: 'DOCTOR',
    address: 'Rua 1, Lisboa',
    clinics: ['c1'],
  };

  it('accepts a complete staff user, with or without a phone', async () => {
    expect(await schemaErrors(staffUserSchema, valid)).toEqual({});
    expect(await schemaErrors(staffUserSchema, { ...valid, phoneNumber: phone })).toEqual({});
  });

  it('names every missing field with its message', async () => {
    expect(await schemaErrors(staffUserSchema, {})).toEqual({
      fullName: 'Full name is required',
      email: 'Email is required',
      role: 'Role is required',
      address: 'Address is required',
      clinics: 'Clinic is required',
    });
  });

  it('needs at least one clinic', async () => {
    expect(await schemaErrors(staffUserSchema, { ...valid, clinics: [] })).toEqual({
      clinics: 'Clinic is required',
    });
  });

  it('needs no clinic for a system admin, who sees every clinic', async () => {
    const admin = { ...valid, role: 'SYSTEM_ADMIN' };
    expect(await schemaErrors(staffUserSchema, { ...admin, clinics: [] })).toEqual({});
    expect(await schemaErrors(staffUserSchema, { ...admin, clinics: ['c1'] })).toEqual({});
    expect(await schemaErrors(staffUserSchema, { ...valid, role: 'DOCTOR', clinics: [] })).toEqual({
      clinics: 'Clinic is required',
    });
  });

  it('refuses an unknown role', async () => {
    expect(await schemaErrors(staffUserSchema, { ...valid, role: 'JANITOR' })).toEqual({
      role: 'Invalid role',
    });
  });

  it('refuses an invalid phone number', async () => {
    expect(
      await schemaErrors(staffUserSchema, {
        ...valid,
        phoneNumber: { callingCode: '351', localPhoneNumber: '123' },
      }),
    ).toEqual({ phoneNumber: 'Invalid phone number' });
  });
});

describe('patientSchema', () => {
  const valid = {
    fullName: 'Pat Patient',
    email: 'pat@example.org',
    phoneNumber: phone,
    programSelection: 'p1',
  };

  it('accepts a patient without an address', async () => {
    expect(await schemaErrors(patientSchema, valid)).toEqual({});
    expect(await patientSchema.validate({ ...valid, address: '' })).toMatchObject({
      address: null,
    });
  });

  it('needs a phone number (non-null on the patient form)', async () => {
    expect(await schemaErrors(patientSchema, { ...valid, phoneNumber: null })).toEqual({
      phoneNumber: 'Phone number is required',
    });
    expect(
      await schemaErrors(patientSchema, {
        ...valid,
        phoneNumber: { callingCode: '351', localPhoneNumber: '' },
      }),
    ).toEqual({
      phoneNumber: 'Phone number is required',
    });
  });

  it('needs a program', async () => {
    expect(await schemaErrors(patientSchema, { ...valid, programSelection: ' ' })).toEqual({
      programSelection: 'Program selection is required',
    });
  });
});

describe('shortContactSchema', () => {
  it('needs a name and takes an optional phone', async () => {
    expect(await schemaErrors(shortContactSchema, { fullName: 'A', phoneNumber: null })).toEqual(
      {},
    );
    expect(await schemaErrors(shortContactSchema, { phoneNumber: phone })).toEqual({
      fullName: 'Full name is required',
    });
  });
});
