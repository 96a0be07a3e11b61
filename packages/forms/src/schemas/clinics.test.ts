import { describe, expect, it } from 'vitest';
import { schemaErrors } from '../testing/schemaErrors';
import { clinicAssignmentSchema, clinicSchema, clinicStatusSchema } from './clinics';

describe('clinicSchema', () => {
  const valid = {
    name: 'Lisbon Central Clinic',
    type: 'CLINIC',
    address: 'Av. da Liberdade 1',
    phoneNumber: { callingCode: '351', localPhoneNumber: '213456789' },
    email: 'central@clinic.test',
    countryCode: 'pt',
  };

  it('accepts a clinic and upper-cases the country code', async () => {
    expect(await schemaErrors(clinicSchema, valid)).toEqual({});
    expect((await clinicSchema.validate(valid)).countryCode).toBe('PT');
  });

  it('names every missing field with its message', async () => {
    expect(await schemaErrors(clinicSchema, {})).toEqual({
      name: 'Clinic name is required',
      type: 'Clinic type is required',
      address: 'Address is required',
      email: 'Email is required',
      countryCode: 'Country code is required',
    });
  });

  it('refuses an unknown type and a malformed country code', async () => {
    expect(await schemaErrors(clinicSchema, { ...valid, type: 'SPA', countryCode: 'PRT' })).toEqual(
      {
        type: 'Invalid clinic type',
        countryCode: 'Invalid country code',
      },
    );
  });
});

describe('clinicAssignmentSchema', () => {
  it("says 'Clinic name is required' without a clinic", async () => {
    expect(await schemaErrors(clinicAssignmentSchema, {})).toEqual({
      clinicId: 'Clinic name is required',
    });
  });

  it('takes a doctor and a nurse as optional', async () => {
    expect(await clinicAssignmentSchema.validate({ clinicId: 'c1' })).toEqual({
      clinicId: 'c1',
      doctorId: null,
      nurseId: null,
    });
    expect(
      await clinicAssignmentSchema.validate({ clinicId: 'c1', doctorId: '', nurseId: 'n1' }),
    ).toEqual({
      clinicId: 'c1',
      doctorId: null,
      nurseId: 'n1',
    });
  });
});

describe('clinicStatusSchema', () => {
  it('takes ACTIVE or INACTIVE and refuses anything else with one message', async () => {
    expect(await schemaErrors(clinicStatusSchema, { status: 'INACTIVE' })).toEqual({});
    expect(await schemaErrors(clinicStatusSchema, { status: 'DELETED' })).toEqual({
      status: 'Invalid status',
    });
    expect(await schemaErrors(clinicStatusSchema, {})).toEqual({ status: 'Invalid status' });
  });
});
