import { clinicTypes, roles } from '@org/contracts';
import { clinicTypeFromText, roleFromText } from '@org/forms';
import { describe, expect, it } from 'vitest';

/**
 * The imports read roles and clinic types by the labels the console shows, in every language:
 * @org/forms keeps its own table of them (the api has no console text), which this keeps in step.
 */

const signedIn = import.meta.glob<Record<string, string>>('../i18n/locales/signedIn/*.json', {
  eager: true,
  import: 'default',
});
const clinics = import.meta.glob<Record<string, string>>('../../features/clinics/locales/*.json', {
  eager: true,
  import: 'default',
});

describe('the labels an import reads', () => {
  it('include every role label of every language', () => {
    expect(Object.keys(signedIn)).toHaveLength(7);
    for (const [file, text] of Object.entries(signedIn)) {
      for (const role of roles) {
        const label = text[`roles.${role}`]!;
        expect(roleFromText(label), `${file}: ${label}`).toBe(role);
      }
    }
  });

  it('include every clinic type label of every language', () => {
    expect(Object.keys(clinics)).toHaveLength(7);
    for (const [file, text] of Object.entries(clinics)) {
      for (const type of clinicTypes) {
        const label = text[`clinics.type${type}`]!;
        expect(clinicTypeFromText(label), `${file}: ${label}`).toBe(type);
      }
    }
  });
});
