import { clinicCsvColumns, staffCsvColumns } from '@org/contracts';
import { describe, expect, it } from 'vitest';
import {
  clinicTypeFromText,
  countryCodeFromText,
  importColumnNames,
  matchImportField,
  phoneExample,
  readingKey,
  readPhoneNumber,
  roleFromText,
} from './importReading';

const clinicFields = [...clinicCsvColumns, 'status'];
const staffFields = [...staffCsvColumns, 'status'];

describe('readingKey', () => {
  it('drops case, spaces, punctuation and accents', () => {
    expect(readingKey('Phone Number')).toBe('phonenumber');
    expect(readingKey(' phone_number ')).toBe('phonenumber');
    expect(readingKey('E-mail')).toBe('email');
    expect(readingKey('Téléphone')).toBe('telephone');
    expect(readingKey('Điện thoại')).toBe('dienthoai');
    expect(readingKey('電話')).toBe('電話');
    expect(readingKey('الهاتف')).toBe('الهاتف');
  });
});

describe('matchImportField', () => {
  it.each([
    ['Phone Number', 'phoneNumber'],
    ['PHONE', 'phoneNumber'],
    ['Téléphone', 'phoneNumber'],
    ['Teléfono', 'phoneNumber'],
    ['Điện thoại', 'phoneNumber'],
    ['電話', 'phoneNumber'],
    ['الهاتف', 'phoneNumber'],
    ['E-mail', 'email'],
    ['Correo electrónico', 'email'],
    ['Country Code', 'countryCode'],
    ['País', 'countryCode'],
    ['Pays', 'countryCode'],
    ['Quốc gia', 'countryCode'],
    ['國家', 'countryCode'],
    ['الدولة', 'countryCode'],
    ['Clinic name', 'name'],
    ['Nome', 'name'],
    ['Tipo', 'type'],
    ['Endereço', 'address'],
    ['Adresse', 'address'],
    ['地址', 'address'],
    ['countrycode', 'countryCode'],
  ])('reads the clinics heading "%s" as %s', (heading, field) => {
    expect(matchImportField(heading, clinicFields)).toBe(field);
  });

  it.each([
    ['Full Name', 'fullName'],
    ['Nom complet', 'fullName'],
    ['Họ và tên', 'fullName'],
    ['姓名', 'fullName'],
    ['Role', 'role'],
    ['Função', 'role'],
    ['Vai trò', 'role'],
    ['角色', 'role'],
    ['الدور', 'role'],
    ['Clínicas', 'clinics'],
    ['診所', 'clinics'],
    ['Phone Number', 'phoneNumber'],
  ])('reads the staff heading "%s" as %s', (heading, field) => {
    expect(matchImportField(heading, staffFields)).toBe(field);
  });

  it('leaves a heading no field goes by, and an empty one, unmatched', () => {
    expect(matchImportField('Region', clinicFields)).toBeNull();
    expect(matchImportField('---', clinicFields)).toBeNull();
  });

  it.each([
    ['clinics', clinicFields],
    ['staff', staffFields],
  ])('gives every name to one field only within the %s import', (_name, fields) => {
    const owner = new Map<string, string>();
    for (const field of fields) {
      const names = importColumnNames[field as keyof typeof importColumnNames];
      expect(names, field).toBeDefined();
      for (const name of names) {
        const key = readingKey(name);
        expect(owner.get(key) ?? field, `${name} (${field})`).toBe(field);
        owner.set(key, field);
      }
    }
  });
});

describe('roleFromText and clinicTypeFromText', () => {
  it.each([
    ['DOCTOR', 'DOCTOR'],
    ['doctor', 'DOCTOR'],
    ['Médico(a)', 'DOCTOR'],
    ['médecin', 'DOCTOR'],
    ['Bác sĩ', 'DOCTOR'],
    ['醫師', 'DOCTOR'],
    ['طبيب', 'DOCTOR'],
    ['Enfermero/a', 'NURSE'],
    ['infirmière', 'NURSE'],
    ['Y tá', 'NURSE'],
    ['護理師', 'NURSE'],
    ['ممرض', 'NURSE'],
    ['clinic_manager', 'CLINIC_MANAGER'],
    ['Gerente de clínica', 'CLINIC_MANAGER'],
    ['Responsable de clinique', 'CLINIC_MANAGER'],
    ['Quản lý phòng khám', 'CLINIC_MANAGER'],
    ['診所經理', 'CLINIC_MANAGER'],
    ['مدير العيادة', 'CLINIC_MANAGER'],
    ['System administrator', 'SYSTEM_ADMIN'],
    ['Administrador do sistema', 'SYSTEM_ADMIN'],
    ['系統管理員', 'SYSTEM_ADMIN'],
    ['مسؤول النظام', 'SYSTEM_ADMIN'],
  ])('reads the role "%s" as %s', (text, role) => {
    expect(roleFromText(text)).toBe(role);
  });

  it.each([
    ['hospital', 'HOSPITAL'],
    ['Hôpital', 'HOSPITAL'],
    ['Bệnh viện', 'HOSPITAL'],
    ['醫院', 'HOSPITAL'],
    ['مستشفى', 'HOSPITAL'],
    ['Clínica', 'CLINIC'],
    ['clinique', 'CLINIC'],
    ['Phòng khám', 'CLINIC'],
    ['診所', 'CLINIC'],
    ['عيادة', 'CLINIC'],
  ])('reads the clinic type "%s" as %s', (text, type) => {
    expect(clinicTypeFromText(text)).toBe(type);
  });

  it('reads nothing else', () => {
    expect(roleFromText('Surgeon')).toBeNull();
    expect(clinicTypeFromText('Pharmacy')).toBeNull();
  });
});

describe('countryCodeFromText', () => {
  it.each([
    ['pt', 'PT'],
    ['BR', 'BR'],
    ['Brazil', 'BR'],
    ['Brasil', 'BR'],
    ['brésil', 'BR'],
    ['巴西', 'BR'],
    ['البرازيل', 'BR'],
    ['Việt Nam', 'VN'],
    ['Vietnam', 'VN'],
    ['越南', 'VN'],
    ['South Africa', 'ZA'],
    ['África do Sul', 'ZA'],
    ['Sudáfrica', 'ZA'],
    ['Afrique du Sud', 'ZA'],
    ['France', 'FR'],
    ['Francia', 'FR'],
    ['Portugal', 'PT'],
    ['United Kingdom', 'GB'],
    ['UK', 'GB'],
    ['台灣', 'TW'],
  ])('reads "%s" as %s', (text, code) => {
    expect(countryCodeFromText(text)).toBe(code);
  });

  it('reads no code from text that names no country', () => {
    expect(countryCodeFromText('Atlantis')).toBeNull();
  });
});

describe('readPhoneNumber', () => {
  it.each([
    ['(11) 3456-7890', 'BR', '55', '1134567890'],
    ['04 67 33 67 33', 'FR', '33', '467336733'],
    ['021 123 4567', 'ZA', '27', '211234567'],
    ['028 3823 4567', 'VN', '84', '2838234567'],
    ['21 123 4567', 'PT', '351', '211234567'],
    ['+44 20 7946 0958', 'BR', '44', '2079460958'],
    ['0044 20 7946 0958', null, '44', '2079460958'],
    ['351 21 123 4567', null, '351', '211234567'],
  ])('reads "%s" in %s', (text, country, callingCode, localPhoneNumber) => {
    expect(readPhoneNumber(text, country)).toEqual({ callingCode, localPhoneNumber });
  });

  it('reads no number from letters, a short number or a local one without a country', () => {
    expect(readPhoneNumber('call me', 'PT')).toBeNull();
    expect(readPhoneNumber('123', 'PT')).toBeNull();
    expect(readPhoneNumber('(11) 3456-7890', null)).toBeNull();
  });

  it('gives an example of a country in its local and international forms', () => {
    expect(phoneExample('BR')).toEqual({
      local: expect.stringMatching(/^\(\d\d\) \d/),
      international: expect.stringMatching(/^\+55 /),
    });
    expect(phoneExample(null)).toBeNull();
  });
});
