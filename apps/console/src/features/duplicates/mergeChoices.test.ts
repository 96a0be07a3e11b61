import type { DuplicatePairDetail, PatientEnrolment } from '@org/contracts';
import { describe, expect, it } from 'vitest';
import { differingFields, fieldValue, initialChoices, mergeRequest } from './mergeChoices';

const record = (overrides: Partial<PatientEnrolment>): PatientEnrolment => ({
  id: 'a',
  fullName: 'José da Conceição',
  email: 'jose@example.pt',
  phoneNumber: { callingCode: '351', localPhoneNumber: '912345678' },
  address: null,
  program: { id: 'p', name: 'Diabetes Care' },
  clinic: { id: 'c', name: 'Hospital Central de Lisboa' },
  doctor: null,
  nurse: null,
  status: 'ENROLLED',
  statusReason: null,
  enrolledAt: '2026-01-01T00:00:00.000Z',
  statusChangedAt: '2026-01-01T00:00:00.000Z',
  ...overrides,
});

const pairOf = (first: PatientEnrolment, second: PatientEnrolment): DuplicatePairDetail => ({
  id: 'pair',
  score: 90,
  nameSimilarity: 100,
  samePhone: true,
  sameEmail: false,
  status: 'OPEN',
  foundAt: '2026-02-01T00:00:00.000Z',
  first,
  second,
  merge: null,
  firstVersion: 'v1',
  secondVersion: 'v2',
});

describe('the merge view’s choices', () => {
  it('keeps the enrolled record, and takes the other’s value where the kept one has none', () => {
    const pair = pairOf(
      record({ id: 'a', status: 'COMPLETED', address: 'Rua Nova 1' }),
      record({ id: 'b', fullName: 'Jose da Conceicao', doctor: { id: 'd', name: 'Dr. Sousa' } }),
    );
    const choices = initialChoices(pair);
    expect(choices.survivorId).toBe('b');
    expect(choices.fields).toEqual({
      fullName: 'b',
      email: 'b',
      phoneNumber: 'b',
      address: 'a',
      doctor: 'b',
      nurse: 'b',
    });
  });

  it('keeps the newer record when both have the same status', () => {
    const pair = pairOf(
      record({ id: 'a', enrolledAt: '2026-03-01T00:00:00.000Z' }),
      record({ id: 'b', enrolledAt: '2025-03-01T00:00:00.000Z' }),
    );
    expect(initialChoices(pair).survivorId).toBe('a');
  });

  it('offers a choice only where the values differ, phone numbers as people read them', () => {
    const pair = pairOf(record({ id: 'a' }), record({ id: 'b', fullName: 'Jose da Conceicao' }));
    expect(differingFields(pair)).toEqual(['fullName']);
    expect(fieldValue(pair.first, 'phoneNumber')).toBe('+351 912 345 678');
    expect(fieldValue(pair.first, 'nurse')).toBeNull();
  });

  it('sends the versions read with the choices', () => {
    const pair = pairOf(record({ id: 'a' }), record({ id: 'b' }));
    const choices = initialChoices(pair);
    expect(mergeRequest(pair, choices)).toEqual({
      ...choices,
      firstVersion: 'v1',
      secondVersion: 'v2',
    });
  });
});
