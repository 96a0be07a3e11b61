import type { ClinicType, Role } from '@org/contracts';
import {
  getCountries,
  getExampleNumber,
  parsePhoneNumberFromString,
  type CountryCode,
} from 'libphonenumber-js';
import examples from 'libphonenumber-js/mobile/examples';
import type { PhoneNumberValue } from './phone';

/**
 * Reading an import's file as people write it (docs/product.md §13.2): column names and values
 * in any of the seven languages, any case, with or without accents and punctuation.
 */

/**
 * A heading or a value as it is compared: accents, case, spaces and punctuation dropped
 * ("Phone Number", "phone_number" and "PHONE-NUMBER" are one key). Đ does not decompose in
 * Unicode, so it is mapped by hand.
 */
export const readingKey = (text: string): string =>
  text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[đĐ]/g, 'd')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '');

/**
 * The names a column of the clinics or staff import goes by, in the seven languages; the
 * template's own name first. One table for every import: a field has the same names wherever
 * it is imported.
 */
export const importColumnNames = {
  name: [
    'name',
    'clinic name',
    'clinic',
    'nombre',
    'nombre de la clínica',
    'clínica',
    'nom',
    'nom de la clinique',
    'clinique',
    'nome',
    'nome da clínica',
    'tên',
    'tên phòng khám',
    'phòng khám',
    '名稱',
    '診所名稱',
    '名称',
    'الاسم',
    'اسم العيادة',
  ],
  fullName: [
    'fullName',
    'name',
    'full name',
    'nombre',
    'nombre completo',
    'nom',
    'nom complet',
    'nome',
    'nome completo',
    'họ và tên',
    'họ tên',
    'tên',
    '姓名',
    '全名',
    'الاسم',
    'الاسم الكامل',
  ],
  type: [
    'type',
    'clinic type',
    'kind',
    'tipo',
    'tipo de clínica',
    'type de clinique',
    'loại',
    'loại hình',
    '類型',
    '类型',
    'النوع',
  ],
  address: [
    'address',
    'street address',
    'dirección',
    'domicilio',
    'adresse',
    'endereço',
    'morada',
    'địa chỉ',
    '地址',
    'العنوان',
  ],
  phoneNumber: [
    'phoneNumber',
    'phone',
    'telephone',
    'tel',
    'mobile',
    'mobile phone',
    'cell phone',
    'teléfono',
    'número de teléfono',
    'celular',
    'téléphone',
    'numéro de téléphone',
    'portable',
    'telefone',
    'número de telefone',
    'telemóvel',
    'điện thoại',
    'số điện thoại',
    '電話',
    '電話號碼',
    '手機',
    '电话',
    'الهاتف',
    'رقم الهاتف',
    'الجوال',
  ],
  email: [
    'email',
    'e-mail address',
    'email address',
    'mail',
    'correo',
    'correo electrónico',
    'courriel',
    'adresse e-mail',
    'adresse électronique',
    'endereço de e-mail',
    'địa chỉ email',
    'thư điện tử',
    '電子郵件',
    '電郵',
    '邮箱',
    'البريد الإلكتروني',
  ],
  countryCode: [
    'countryCode',
    'country',
    'country code',
    'país',
    'código de país',
    'código del país',
    'pays',
    'code pays',
    'code du pays',
    'código do país',
    'quốc gia',
    'mã quốc gia',
    '國家',
    '國家代碼',
    '国家',
    'الدولة',
    'البلد',
    'رمز الدولة',
  ],
  role: [
    'role',
    'position',
    'rol',
    'cargo',
    'puesto',
    'rôle',
    'fonction',
    'função',
    'vai trò',
    'chức vụ',
    '角色',
    '職位',
    'الدور',
    'الوظيفة',
  ],
  clinics: [
    'clinics',
    'clinic',
    'clinic names',
    'clínicas',
    'cliniques',
    'clinique',
    'clínica',
    'phòng khám',
    'các phòng khám',
    '診所',
    'العيادات',
    'العيادة',
  ],
  status: ['status', 'estado', 'statut', 'état', 'situação', 'trạng thái', '狀態', 'الحالة'],
} as const satisfies Record<string, readonly string[]>;

export type ImportField = keyof typeof importColumnNames;

/** Each field's names as keys, built once. */
let columnKeys: Map<string, Set<string>> | undefined;

/**
 * The field of `fields` (an import's columns, in template order) a heading stands for; null when
 * none. A key several of the fields share goes to the first (it never happens within one import's
 * table, which `importReading.test.ts` checks).
 */
export function matchImportField(heading: string, fields: readonly string[]): string | null {
  columnKeys ??= new Map(
    Object.entries(importColumnNames).map(([field, names]) => [
      field,
      new Set(names.map(readingKey)),
    ]),
  );
  const key = readingKey(heading);
  if (key === '') return null;
  return (
    fields.find((field) => columnKeys!.get(field)?.has(key) ?? readingKey(field) === key) ?? null
  );
}

/**
 * The role labels of the seven languages (the console's `roles.*` words, checked against them
 * by the console's `importLabels.test.ts`) and the other forms people write.
 */
const roleLabels: Record<Role, readonly string[]> = {
  SYSTEM_ADMIN: [
    'System administrator',
    'System admin',
    'Admin',
    'Administrator',
    'Administrador del sistema',
    'Administrador',
    'Administrateur système',
    'Administrateur',
    'Administrador do sistema',
    'Quản trị viên hệ thống',
    'Quản trị viên',
    '系統管理員',
    '管理員',
    'مسؤول النظام',
  ],
  CLINIC_MANAGER: [
    'Clinic manager',
    'Manager',
    'Gerente de clínica',
    'Gerente',
    'Responsable de clinique',
    'Responsable',
    'Gestor de clínica',
    'Quản lý phòng khám',
    'Quản lý',
    '診所經理',
    '經理',
    'مدير العيادة',
  ],
  DOCTOR: [
    'Doctor',
    'Physician',
    'Médico',
    'Médica',
    'Médico(a)',
    'Médecin',
    'Docteur',
    'Bác sĩ',
    '醫師',
    '醫生',
    'طبيب',
    'طبيبة',
  ],
  NURSE: [
    'Nurse',
    'Enfermero/a',
    'Enfermero',
    'Enfermera',
    'Infirmier/ère',
    'Infirmier',
    'Infirmière',
    'Enfermeiro(a)',
    'Enfermeiro',
    'Enfermeira',
    'Y tá',
    'Điều dưỡng',
    '護理師',
    '護士',
    'ممرض',
    'ممرضة',
  ],
};

const clinicTypeLabels: Record<ClinicType, readonly string[]> = {
  CLINIC: ['Clinic', 'Clínica', 'Clinique', 'Phòng khám', '診所', 'عيادة'],
  HOSPITAL: ['Hospital', 'Hôpital', 'Bệnh viện', '醫院', 'مستشفى'],
};

const choiceTable = <Code extends string>(
  labels: Record<Code, readonly string[]>,
): Map<string, Code> => {
  const table = new Map<string, Code>();
  for (const [code, names] of Object.entries(labels) as [Code, readonly string[]][]) {
    for (const name of [code, ...names]) table.set(readingKey(name), code);
  }
  return table;
};

let roleTable: Map<string, Role> | undefined;
let clinicTypeTable: Map<string, ClinicType> | undefined;

/** A role by its code or its label in any of the seven languages, any case; null when none. */
export function roleFromText(text: string): Role | null {
  roleTable ??= choiceTable(roleLabels);
  return roleTable.get(readingKey(text)) ?? null;
}

/** A clinic type by its code or its label in any of the seven languages; null when none. */
export function clinicTypeFromText(text: string): ClinicType | null {
  clinicTypeTable ??= choiceTable(clinicTypeLabels);
  return clinicTypeTable.get(readingKey(text)) ?? null;
}

/** Every role and clinic type label the tables know, for the tests that keep them in step. */
export const knownChoiceLabels = { roles: roleLabels, clinicTypes: clinicTypeLabels } as const;

/**
 * The locales whose country names are read: the seven languages and the regional variants Intl
 * names differently (Brazilian and European Portuguese, Latin American Spanish, British English,
 * Canadian French, Hong Kong and simplified Chinese).
 */
const COUNTRY_NAME_LOCALES = [
  'en',
  'en-GB',
  'es',
  'es-419',
  'fr',
  'fr-CA',
  'pt',
  'pt-PT',
  'vi',
  'zh-TW',
  'zh-HK',
  'zh',
  'ar',
] as const;

let countryTable: Map<string, string> | undefined;

/** Country names (long and short, in every locale above) to ISO codes, from Intl.DisplayNames. */
function buildCountryTable(): Map<string, string> {
  const table = new Map<string, string>();
  const ambiguous = new Set<string>();
  for (const locale of COUNTRY_NAME_LOCALES) {
    for (const style of ['long', 'short'] as const) {
      const names = new Intl.DisplayNames([locale], { type: 'region', style, fallback: 'none' });
      for (const code of getCountries()) {
        const name = names.of(code);
        if (!name) continue;
        const key = readingKey(name);
        const known = table.get(key);
        if (known && known !== code) ambiguous.add(key);
        else table.set(key, code);
      }
    }
  }
  // A name two countries share in some language says neither.
  for (const key of ambiguous) table.delete(key);
  return table;
}

/**
 * An ISO 3166-1 alpha-2 code from a code in any case or a country name in any of the seven
 * languages; null when the text is neither (the schema then says the code is invalid).
 */
export function countryCodeFromText(text: string): string | null {
  const trimmed = text.trim();
  if (isCountry(trimmed.toUpperCase())) return trimmed.toUpperCase();
  countryTable ??= buildCountryTable();
  return countryTable.get(readingKey(trimmed)) ?? null;
}

/** Digits with the separators people type; letters make a number unreadable. */
const PHONE_TEXT = /^\+?[\d\s().\-/]+$/;

const isCountry = (country: string | null | undefined): country is CountryCode =>
  Boolean(country) && (getCountries() as string[]).includes(country!);

/**
 * A phone number as a person wrote it: the international form, or a local one read with
 * `country` (e.g. "(11) 3456-7890" in BR); null when it cannot be read as a valid number.
 */
export function readPhoneNumber(
  text: string,
  country: string | null | undefined,
): PhoneNumberValue | null {
  const trimmed = text.trim();
  if (!PHONE_TEXT.test(trimmed)) return null;
  const international = `+${trimmed.replace(/^(\+|00)/, '')}`;
  const candidates = /^(\+|00)/.test(trimmed)
    ? [parsePhoneNumberFromString(international)]
    : [
        isCountry(country) ? parsePhoneNumberFromString(trimmed, country) : undefined,
        parsePhoneNumberFromString(international),
      ];
  const parsed = candidates.find((candidate) => candidate?.isValid());
  return parsed
    ? { callingCode: parsed.countryCallingCode, localPhoneNumber: parsed.nationalNumber }
    : null;
}

/** A number of `country` as its people write it, and in the international form, for messages. */
export function phoneExample(
  country: string | null | undefined,
): { local: string; international: string } | null {
  if (!isCountry(country)) return null;
  const example = getExampleNumber(country, examples);
  return example
    ? { local: example.formatNational(), international: example.formatInternational() }
    : null;
}
