import { count, inArray } from 'drizzle-orm';
import type { ClinicType, RecordStatus, Role } from '@org/contracts';
import { hashAppSecret } from '../services/ssoService';
import type { Database } from './database';
import { clinics, ssoApps, userClinics, users } from './schema';

/** docs/product.md §10.2: one active demo user per role. */
export const demoUsers: { email: string; fullName: string; role: Role }[] = [
  { email: 'admin@clinic.test', fullName: 'Ada Admin', role: 'SYSTEM_ADMIN' },
  { email: 'manager@clinic.test', fullName: 'Marta Manager', role: 'CLINIC_MANAGER' },
  { email: 'doctor@clinic.test', fullName: 'Dmitri Doctor', role: 'DOCTOR' },
  { email: 'nurse@clinic.test', fullName: 'Nadia Nurse', role: 'NURSE' },
];

/** A sibling app registered for single sign-on (development only: its secret is public). */
export const demoSsoApp = {
  appName: 'companion',
  displayName: 'Clinic Companion',
  allowedOrigins: ['http://localhost:5180'],
  secret: 'companion-dev-secret',
};

interface DemoClinic {
  name: string;
  type: ClinicType;
  address: string;
  /** Calling code and local number, or none. */
  phone?: [string, string];
  email: string;
  countryCode: string;
  status?: RecordStatus;
}

/** Clinics and hospitals in several countries and scripts, a few of them inactive. */
export const demoClinics: DemoClinic[] = [
  {
    name: 'Hospital Central de Lisboa',
    type: 'HOSPITAL',
    address: 'Rua José António Serrano, 1150-199 Lisboa',
    phone: ['351', '218841000'],
    email: 'geral@hcl.example.pt',
    countryCode: 'PT',
  },
  {
    name: 'Clínica São José',
    type: 'CLINIC',
    address: 'Av. da República 30, 1050-197 Lisboa',
    phone: ['351', '213456789'],
    email: 'contacto@saojose.example.pt',
    countryCode: 'PT',
  },
  {
    name: 'Centro de Saúde do Porto',
    type: 'CLINIC',
    address: 'Rua de Santa Catarina 512, 4000-446 Porto',
    email: 'porto@saude.example.pt',
    countryCode: 'PT',
  },
  {
    name: 'Hôpital Saint-Louis',
    type: 'HOSPITAL',
    address: '1 Avenue Claude Vellefaux, 75010 Paris',
    phone: ['33', '142494949'],
    email: 'accueil@saint-louis.example.fr',
    countryCode: 'FR',
  },
  {
    name: 'Clinique des Lilas',
    type: 'CLINIC',
    address: '41 Avenue du Maréchal Juin, 93260 Les Lilas',
    email: 'contact@lilas.example.fr',
    countryCode: 'FR',
    status: 'INACTIVE',
  },
  {
    name: 'Hospital Universitario La Paz',
    type: 'HOSPITAL',
    address: 'Paseo de la Castellana 261, 28046 Madrid',
    phone: ['34', '917277000'],
    email: 'info@lapaz.example.es',
    countryCode: 'ES',
  },
  {
    name: 'Clínica Nuestra Señora del Pilar',
    type: 'CLINIC',
    address: 'Calle Coso 45, 50003 Zaragoza',
    email: 'pilar@clinica.example.es',
    countryCode: 'ES',
  },
  {
    name: 'Centro Médico Ñuñoa',
    type: 'CLINIC',
    address: 'Av. Irarrázaval 3050, Ñuñoa, Santiago',
    email: 'contacto@nunoa.example.cl',
    countryCode: 'CL',
  },
  {
    name: 'Bệnh viện Bạch Mai',
    type: 'HOSPITAL',
    address: '78 Giải Phóng, Đống Đa, Hà Nội',
    phone: ['84', '2438693731'],
    email: 'lienhe@bachmai.example.vn',
    countryCode: 'VN',
  },
  {
    name: 'Phòng khám Đa khoa Hòa Hảo',
    type: 'CLINIC',
    address: '254 Hòa Hảo, Quận 10, TP. Hồ Chí Minh',
    email: 'hoahao@example.vn',
    countryCode: 'VN',
  },
  {
    name: '臺大醫院',
    type: 'HOSPITAL',
    address: '台北市中正區中山南路7號',
    phone: ['886', '223123456'],
    email: 'service@ntuh.example.tw',
    countryCode: 'TW',
  },
  {
    name: '馬偕紀念醫院',
    type: 'HOSPITAL',
    address: '台北市中山區中山北路二段92號',
    email: 'info@mackay.example.tw',
    countryCode: 'TW',
  },
  {
    name: '仁愛診所',
    type: 'CLINIC',
    address: '台中市西區仁愛路12號',
    email: 'renai@example.tw',
    countryCode: 'TW',
    status: 'INACTIVE',
  },
  {
    name: 'مستشفى الملك فيصل التخصصي',
    type: 'HOSPITAL',
    address: 'طريق الزهراوي، الرياض',
    email: 'info@kfsh.example.sa',
    countryCode: 'SA',
  },
  {
    name: 'عيادة النور',
    type: 'CLINIC',
    address: 'شارع الشيخ زايد، دبي',
    email: 'alnoor@example.ae',
    countryCode: 'AE',
  },
  {
    name: 'مستشفى القصر العيني',
    type: 'HOSPITAL',
    address: 'شارع القصر العيني، القاهرة',
    email: 'info@kasralainy.example.eg',
    countryCode: 'EG',
  },
  {
    name: 'Hospital Israelita Albert Einstein',
    type: 'HOSPITAL',
    address: 'Av. Albert Einstein 627, São Paulo',
    phone: ['55', '1121511233'],
    email: 'contato@einstein.example.br',
    countryCode: 'BR',
  },
  {
    name: 'Clínica São Vicente',
    type: 'CLINIC',
    address: 'Rua João Borges 204, Gávea, Rio de Janeiro',
    email: 'contato@saovicente.example.br',
    countryCode: 'BR',
  },
  {
    name: 'Hospital Central de Maputo',
    type: 'HOSPITAL',
    address: 'Av. Eduardo Mondlane 1653, Maputo',
    email: 'geral@hcm.example.mz',
    countryCode: 'MZ',
  },
  {
    name: 'Clínica Sagrada Esperança',
    type: 'CLINIC',
    address: 'Av. Mortala Mohamed, Ilha de Luanda',
    email: 'geral@cse.example.ao',
    countryCode: 'AO',
    status: 'INACTIVE',
  },
  {
    name: 'Charité – Universitätsmedizin Berlin',
    type: 'HOSPITAL',
    address: 'Charitéplatz 1, 10117 Berlin',
    email: 'info@charite.example.de',
    countryCode: 'DE',
  },
  {
    name: 'Praxisklinik Köln-Süd',
    type: 'CLINIC',
    address: 'Bonner Straße 178, 50968 Köln',
    email: 'praxis@koeln-sued.example.de',
    countryCode: 'DE',
  },
  {
    name: "St Thomas' Hospital",
    type: 'HOSPITAL',
    address: 'Westminster Bridge Road, London SE1 7EH',
    phone: ['44', '2071887188'],
    email: 'enquiries@stthomas.example.uk',
    countryCode: 'GB',
  },
  {
    name: 'Riverside Family Clinic',
    type: 'CLINIC',
    address: '120 Riverside Drive, New York, NY 10024',
    email: 'hello@riverside.example.com',
    countryCode: 'US',
    status: 'INACTIVE',
  },
  {
    name: 'Hôpital Général de Référence de Kinshasa',
    type: 'HOSPITAL',
    address: 'Avenue de la Libération, Gombe, Kinshasa',
    email: 'contact@hgr.example.cd',
    countryCode: 'CD',
  },
];

/** Which demo clinics the manager, doctor and nurse belong to (the admin sees every clinic). */
export const demoMemberships: Record<string, string[]> = {
  'manager@clinic.test': [
    'Hospital Central de Lisboa',
    'Clínica São José',
    'Centro de Saúde do Porto',
    'Clinique des Lilas',
  ],
  'doctor@clinic.test': ['Hospital Central de Lisboa', 'Clínica São José'],
  'nurse@clinic.test': ['Hospital Central de Lisboa', '仁愛診所'],
};

/** The demo clinics and memberships, only into a database that has no clinic yet. */
async function seedDemoClinics(db: Database): Promise<void> {
  const [existing] = await db.select({ total: count() }).from(clinics);
  if ((existing?.total ?? 0) > 0) return;
  const created = await db
    .insert(clinics)
    .values(
      demoClinics.map(({ phone, ...clinic }) => ({
        ...clinic,
        callingCode: phone?.[0] ?? null,
        localPhoneNumber: phone?.[1] ?? null,
      })),
    )
    .returning({ id: clinics.id, name: clinics.name });
  const clinicIds = new Map(created.map((clinic) => [clinic.name, clinic.id]));
  const members = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, Object.keys(demoMemberships)));
  const memberships = members.flatMap((member) =>
    (demoMemberships[member.email] ?? []).map((name) => ({
      userId: member.id,
      clinicId: clinicIds.get(name)!,
    })),
  );
  if (memberships.length > 0) {
    await db.insert(userClinics).values(memberships).onConflictDoNothing();
  }
}

/** Adds the demo data that is missing; never overwrites what is there. */
export async function seedDemoData(db: Database): Promise<void> {
  await db.insert(users).values(demoUsers).onConflictDoNothing({ target: users.email });
  const { secret, ...app } = demoSsoApp;
  await db
    .insert(ssoApps)
    .values({ ...app, secretHash: hashAppSecret(secret) })
    .onConflictDoNothing({ target: ssoApps.appName });
  await seedDemoClinics(db);
}
