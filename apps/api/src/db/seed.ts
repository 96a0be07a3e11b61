import { and, count, eq, inArray } from 'drizzle-orm';
import type { ClinicType, RecordStatus, Role } from '@org/contracts';
import { nameKey } from '@org/forms';
import { hashAppSecret } from '../services/ssoService';
import type { Database } from './database';
import { clinics, ssoApps, userClinics, users } from './schema';
import { seedDemoDuplicates } from './seedDuplicates';
import { seedDemoDocuments } from './seedDocuments';
import { seedDemoPatients, seedDemoPrograms } from './seedPatients';
import { seedDemoTraining } from './seedTraining';

/** docs/product.md §10.2: one active demo user per role. */
export const demoUsers: { email: string; fullName: string; role: Role; address: string }[] = [
  {
    email: 'admin@clinic.test',
    fullName: 'Ada Admin',
    role: 'SYSTEM_ADMIN',
    address: 'Rua Castilho 50, 1250-071 Lisboa',
  },
  {
    email: 'manager@clinic.test',
    fullName: 'Marta Manager',
    role: 'CLINIC_MANAGER',
    address: 'Avenida da Boavista 1200, 4100-130 Porto',
  },
  {
    email: 'doctor@clinic.test',
    fullName: 'Dmitri Doctor',
    role: 'DOCTOR',
    address: 'Rua Garrett 20, 1200-203 Lisboa',
  },
  {
    email: 'nurse@clinic.test',
    fullName: 'Nadia Nurse',
    role: 'NURSE',
    address: 'Rua de São Bento 300, 1200-820 Lisboa',
  },
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

interface DemoStaff {
  fullName: string;
  email: string;
  role: Role;
  address: string;
  /** Calling code and local number, or none. */
  phone?: [string, string];
  status?: RecordStatus;
  /** Names of demo clinics. */
  clinics: string[];
}

/**
 * docs/product.md §10.2: staff across the demo clinics, named in several languages and scripts,
 * roles mixed, some inactive, each in one to three clinics. Whoever is active in Hospital Central
 * de Lisboa, Clínica São José or Bệnh viện Bạch Mai has another active clinic too, so those
 * clinics' deactivation impact stays the demo users' alone.
 */
export const demoStaff: DemoStaff[] = [
  {
    fullName: 'João Pereira',
    email: 'joao.pereira@clinic.test',
    role: 'DOCTOR',
    address: 'Rua Augusta 120, 1100-053 Lisboa',
    phone: ['351', '912345678'],
    clinics: ['Hospital Central de Lisboa', 'Clínica São José'],
  },
  {
    fullName: 'Ana Beatriz Costa',
    email: 'ana.costa@clinic.test',
    role: 'NURSE',
    address: 'Rua do Ouro 45, 1100-060 Lisboa',
    clinics: ['Hospital Central de Lisboa', 'Centro de Saúde do Porto'],
  },
  {
    fullName: 'Maria da Conceição Sousa',
    email: 'maria.sousa@clinic.test',
    role: 'CLINIC_MANAGER',
    address: 'Avenida da Liberdade 200, 1250-147 Lisboa',
    phone: ['351', '913456789'],
    clinics: ['Clínica São José', 'Centro de Saúde do Porto'],
  },
  {
    fullName: 'Rui Gonçalves',
    email: 'rui.goncalves@clinic.test',
    role: 'DOCTOR',
    address: 'Rua de Cedofeita 310, 4050-174 Porto',
    clinics: ['Centro de Saúde do Porto'],
  },
  {
    fullName: 'Inês Carvalho',
    email: 'ines.carvalho@clinic.test',
    role: 'NURSE',
    address: 'Rua da Prata 80, 1100-420 Lisboa',
    status: 'INACTIVE',
    clinics: ['Clínica São José', 'Hospital Central de Lisboa'],
  },
  {
    fullName: 'Tiago Fernandes',
    email: 'tiago.fernandes@clinic.test',
    role: 'SYSTEM_ADMIN',
    address: 'Avenida Almirante Reis 15, 1150-008 Lisboa',
    phone: ['351', '914567890'],
    clinics: ['Hospital Central de Lisboa', 'Hôpital Saint-Louis'],
  },
  {
    fullName: 'Élodie Lefèvre',
    email: 'elodie.lefevre@clinic.test',
    role: 'DOCTOR',
    address: '12 Rue de la Roquette, 75011 Paris',
    phone: ['33', '612345678'],
    clinics: ['Hôpital Saint-Louis'],
  },
  {
    fullName: 'François Dubois',
    email: 'francois.dubois@clinic.test',
    role: 'CLINIC_MANAGER',
    address: '8 Boulevard de Belleville, 75020 Paris',
    clinics: ['Hôpital Saint-Louis', 'Clinique des Lilas'],
  },
  {
    fullName: 'Chloé Moreau',
    email: 'chloe.moreau@clinic.test',
    role: 'NURSE',
    address: '27 Rue du Faubourg du Temple, 75010 Paris',
    clinics: ['Hôpital Saint-Louis'],
  },
  {
    fullName: 'Hélène Girard',
    email: 'helene.girard@clinic.test',
    role: 'NURSE',
    address: '3 Rue de Paris, 93260 Les Lilas',
    status: 'INACTIVE',
    clinics: ['Clinique des Lilas'],
  },
  {
    fullName: 'José Luis Martínez',
    email: 'jose.martinez@clinic.test',
    role: 'DOCTOR',
    address: 'Calle de Alcalá 150, 28009 Madrid',
    phone: ['34', '612345678'],
    clinics: ['Hospital Universitario La Paz'],
  },
  {
    fullName: 'Lucía Fernández',
    email: 'lucia.fernandez@clinic.test',
    role: 'NURSE',
    address: 'Calle de Serrano 40, 28001 Madrid',
    clinics: ['Hospital Universitario La Paz', 'Clínica Nuestra Señora del Pilar'],
  },
  {
    fullName: 'Begoña Ibáñez',
    email: 'begona.ibanez@clinic.test',
    role: 'CLINIC_MANAGER',
    address: 'Paseo de la Independencia 20, 50004 Zaragoza',
    clinics: ['Clínica Nuestra Señora del Pilar'],
  },
  {
    fullName: 'Joaquín Muñoz',
    email: 'joaquin.munoz@clinic.test',
    role: 'DOCTOR',
    address: 'Av. Providencia 1200, Providencia, Santiago',
    phone: ['56', '912345678'],
    clinics: ['Centro Médico Ñuñoa'],
  },
  {
    fullName: 'Valentina Rojas',
    email: 'valentina.rojas@clinic.test',
    role: 'NURSE',
    address: 'Calle Pedro de Valdivia 900, Ñuñoa, Santiago',
    status: 'INACTIVE',
    clinics: ['Centro Médico Ñuñoa'],
  },
  {
    fullName: 'Nguyễn Thị Lan',
    email: 'nguyen.thi.lan@clinic.test',
    role: 'DOCTOR',
    address: '15 Phố Huế, Hai Bà Trưng, Hà Nội',
    phone: ['84', '912345678'],
    clinics: ['Bệnh viện Bạch Mai', 'Phòng khám Đa khoa Hòa Hảo'],
  },
  {
    fullName: 'Trần Văn Minh',
    email: 'tran.van.minh@clinic.test',
    role: 'NURSE',
    address: '102 Nguyễn Trãi, Quận 5, TP. Hồ Chí Minh',
    clinics: ['Phòng khám Đa khoa Hòa Hảo'],
  },
  {
    fullName: 'Phạm Thu Hà',
    email: 'pham.thu.ha@clinic.test',
    role: 'CLINIC_MANAGER',
    address: '48 Lý Thường Kiệt, Hoàn Kiếm, Hà Nội',
    clinics: ['Bệnh viện Bạch Mai', 'Phòng khám Đa khoa Hòa Hảo'],
  },
  {
    fullName: 'Lê Quang Huy',
    email: 'le.quang.huy@clinic.test',
    role: 'DOCTOR',
    address: '7 Tràng Thi, Hoàn Kiếm, Hà Nội',
    status: 'INACTIVE',
    clinics: ['Bệnh viện Bạch Mai'],
  },
  {
    fullName: '陳美玲',
    email: 'chen.meiling@clinic.test',
    role: 'DOCTOR',
    address: '台北市大安區復興南路一段100號',
    phone: ['886', '912345678'],
    clinics: ['臺大醫院'],
  },
  {
    fullName: '林志明',
    email: 'lin.zhiming@clinic.test',
    role: 'NURSE',
    address: '台北市中山區林森北路200號',
    clinics: ['馬偕紀念醫院', '臺大醫院'],
  },
  {
    fullName: '王小華',
    email: 'wang.xiaohua@clinic.test',
    role: 'CLINIC_MANAGER',
    address: '台中市西區民生路50號',
    clinics: ['馬偕紀念醫院', '仁愛診所'],
  },
  {
    fullName: '張雅婷',
    email: 'zhang.yating@clinic.test',
    role: 'NURSE',
    address: '台中市西區公益路88號',
    status: 'INACTIVE',
    clinics: ['仁愛診所'],
  },
  {
    fullName: 'فاطمة الزهراء',
    email: 'fatima.alzahra@clinic.test',
    role: 'DOCTOR',
    address: 'حي العليا، الرياض',
    phone: ['966', '512345678'],
    clinics: ['مستشفى الملك فيصل التخصصي'],
  },
  {
    fullName: 'محمد العلي',
    email: 'mohammed.alali@clinic.test',
    role: 'CLINIC_MANAGER',
    address: 'شارع الملك فهد، الرياض',
    clinics: ['عيادة النور', 'مستشفى الملك فيصل التخصصي'],
  },
  {
    fullName: 'ليلى حسن',
    email: 'layla.hassan@clinic.test',
    role: 'NURSE',
    address: 'شارع التحرير، الدقي، الجيزة',
    phone: ['20', '1012345678'],
    clinics: ['مستشفى القصر العيني'],
  },
  {
    fullName: 'يوسف إبراهيم',
    email: 'youssef.ibrahim@clinic.test',
    role: 'DOCTOR',
    address: 'شارع قصر النيل، القاهرة',
    clinics: ['مستشفى القصر العيني', 'عيادة النور'],
  },
  {
    fullName: 'نور الهدى سالم',
    email: 'nour.salem@clinic.test',
    role: 'NURSE',
    address: 'شارع الوصل، دبي',
    status: 'INACTIVE',
    clinics: ['عيادة النور'],
  },
  {
    fullName: 'Thiago Almeida',
    email: 'thiago.almeida@clinic.test',
    role: 'DOCTOR',
    address: 'Rua Oscar Freire 900, São Paulo',
    phone: ['55', '11912345678'],
    clinics: ['Hospital Israelita Albert Einstein', 'Clínica São Vicente'],
  },
  {
    fullName: 'Camila Ribeiro',
    email: 'camila.ribeiro@clinic.test',
    role: 'NURSE',
    address: 'Rua Marquês de São Vicente 52, Gávea, Rio de Janeiro',
    clinics: ['Clínica São Vicente'],
  },
  {
    fullName: 'Ernesto Macuácua',
    email: 'ernesto.macuacua@clinic.test',
    role: 'DOCTOR',
    address: 'Av. Julius Nyerere 700, Maputo',
    phone: ['258', '821234567'],
    clinics: ['Hospital Central de Maputo'],
  },
  {
    fullName: 'Graça Nhantumbo',
    email: 'graca.nhantumbo@clinic.test',
    role: 'NURSE',
    address: 'Av. 24 de Julho 1500, Maputo',
    clinics: ['Hospital Central de Maputo'],
  },
  {
    fullName: 'Domingos Kiala',
    email: 'domingos.kiala@clinic.test',
    role: 'CLINIC_MANAGER',
    address: 'Rua Rainha Ginga 74, Luanda',
    phone: ['244', '923123456'],
    clinics: ['Clínica Sagrada Esperança', 'Hospital Central de Maputo'],
  },
  {
    fullName: 'Jürgen Müller',
    email: 'juergen.mueller@clinic.test',
    role: 'DOCTOR',
    address: 'Invalidenstraße 50, 10115 Berlin',
    phone: ['49', '15123456789'],
    clinics: ['Charité – Universitätsmedizin Berlin', 'Praxisklinik Köln-Süd'],
  },
  {
    fullName: 'Anneliese Schäfer',
    email: 'anneliese.schaefer@clinic.test',
    role: 'NURSE',
    address: 'Severinstraße 120, 50678 Köln',
    clinics: ['Praxisklinik Köln-Süd'],
  },
  {
    fullName: 'Olivia Bennett',
    email: 'olivia.bennett@clinic.test',
    role: 'NURSE',
    address: '22 Lambeth Palace Road, London SE1 7JH',
    phone: ['44', '7400123456'],
    clinics: ["St Thomas' Hospital"],
  },
  {
    fullName: "Samuel O'Connor",
    email: 'samuel.oconnor@clinic.test',
    role: 'DOCTOR',
    address: '150 West 85th Street, New York, NY 10024',
    phone: ['1', '2015550123'],
    clinics: ["St Thomas' Hospital", 'Riverside Family Clinic'],
  },
  {
    fullName: 'Grace Kim',
    email: 'grace.kim@clinic.test',
    role: 'CLINIC_MANAGER',
    address: '200 Riverside Boulevard, New York, NY 10069',
    status: 'INACTIVE',
    clinics: ['Riverside Family Clinic'],
  },
  {
    fullName: 'Jean-Pierre Mukendi',
    email: 'jeanpierre.mukendi@clinic.test',
    role: 'DOCTOR',
    address: 'Avenue du Commerce 25, Gombe, Kinshasa',
    phone: ['243', '812345678'],
    clinics: ['Hôpital Général de Référence de Kinshasa'],
  },
  {
    fullName: 'Esther Mbuyi',
    email: 'esther.mbuyi@clinic.test',
    role: 'NURSE',
    address: 'Avenue Kasa-Vubu 310, Kalamu, Kinshasa',
    clinics: ['Hôpital Général de Référence de Kinshasa', 'Hôpital Saint-Louis'],
  },
  {
    fullName: 'Amina Diallo',
    email: 'amina.diallo@clinic.test',
    role: 'SYSTEM_ADMIN',
    address: '5 Rue Oberkampf, 75011 Paris',
    status: 'INACTIVE',
    clinics: ['Hôpital Saint-Louis'],
  },
];

/** The demo clinics and memberships, only into a database that has no clinic yet. */
async function seedDemoClinics(db: Database): Promise<void> {
  const [existing] = await db.select({ total: count() }).from(clinics);
  if ((existing?.total ?? 0) > 0) return;
  const created = await db
    .insert(clinics)
    .values(
      demoClinics.map(({ phone, ...clinic }) => ({
        ...clinic,
        nameKey: nameKey(clinic.name),
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

/**
 * The demo staff and their memberships, only into a database that has none of them yet, so
 * staff a person edited or deactivated are never reset. Memberships name clinics by name and
 * country; a demo clinic that is not there (renamed, say) is left out.
 */
async function seedDemoStaff(db: Database): Promise<void> {
  const emails = demoStaff.map((person) => person.email);
  const [existing] = await db
    .select({ total: count() })
    .from(users)
    .where(inArray(users.email, emails));
  if ((existing?.total ?? 0) > 0) return;
  const created = await db
    .insert(users)
    .values(
      demoStaff.map(({ phone, clinics: _clinics, ...person }) => ({
        ...person,
        callingCode: phone?.[0] ?? null,
        localPhoneNumber: phone?.[1] ?? null,
      })),
    )
    .returning({ id: users.id, email: users.email });
  const userIds = new Map(created.map((user) => [user.email, user.id]));
  const countryOf = new Map(demoClinics.map((clinic) => [clinic.name, clinic.countryCode]));
  const named = await db
    .select({ id: clinics.id, name: clinics.name, countryCode: clinics.countryCode })
    .from(clinics)
    .where(inArray(clinics.name, [...countryOf.keys()]));
  const clinicIds = new Map(
    named
      .filter((clinic) => countryOf.get(clinic.name) === clinic.countryCode)
      .map((clinic) => [clinic.name, clinic.id]),
  );
  const memberships = demoStaff.flatMap((person) =>
    person.clinics.flatMap((name) => {
      const clinicId = clinicIds.get(name);
      return clinicId ? [{ userId: userIds.get(person.email)!, clinicId }] : [];
    }),
  );
  if (memberships.length > 0) {
    await db.insert(userClinics).values(memberships).onConflictDoNothing();
  }
}

/** Adds the demo data that is missing; never overwrites what is there. */
export async function seedDemoData(db: Database): Promise<void> {
  await db.insert(users).values(demoUsers).onConflictDoNothing({ target: users.email });
  // Demo users from before addresses existed (migration 0005) get theirs; a set one is kept.
  for (const user of demoUsers) {
    await db
      .update(users)
      .set({ address: user.address })
      .where(and(eq(users.email, user.email), eq(users.address, '')));
  }
  const { secret, ...app } = demoSsoApp;
  await db
    .insert(ssoApps)
    .values({ ...app, secretHash: hashAppSecret(secret) })
    .onConflictDoNothing({ target: ssoApps.appName });
  await seedDemoClinics(db);
  await seedDemoStaff(db);
  await seedDemoPrograms(db);
  await seedDemoPatients(db);
  await seedDemoDuplicates(db);
  await seedDemoDocuments(db);
  await seedDemoTraining(db);
}
