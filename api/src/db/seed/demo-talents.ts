import {
  CITIES,
  EMPLOYERS,
  FIRST_NAMES_FEMALE,
  FIRST_NAMES_MALE,
  LAST_NAMES,
} from './indonesian-names.js';
import { createRandom, type Random } from './prng.js';
import { TALENT_ROLES, type TalentRole } from './talent-roles.js';

export interface DemoExperience {
  company_name: string;
  job_position: string;
  day_in: string;
  day_out: string | null;
  description: string;
}

export interface DemoPortfolio {
  project_name: string;
  link_repository: string;
  /** Titles drawn onto the generated screenshots, one image each. */
  screens: string[];
}

export interface DemoTalent {
  email: string;
  full_name: string;
  phone: string;
  job_desk: string;
  employment_type: 'freelance' | 'full time';
  domicile: string;
  ig_account: string;
  github_account: string;
  gitlab_account: string | null;
  description: string;
  /** How long ago the account was made, so "newest" sorting has something to sort. */
  joinedDaysAgo: number;
  skills: string[];
  experiences: DemoExperience[];
  portfolio: DemoPortfolio[];
  availability: 'open_to_work' | 'open_to_offers' | 'not_looking';
  /** Days from the seed's day, or null (available now). */
  availableInDays: number | null;
  /** IDR: a monthly range, or a day rate range for some freelancers; null = not given. */
  salary: { min: number; max: number; period: 'month' | 'day' } | null;
}

export const DEMO_TALENT_EMAIL = 'talent@peworld.id';

const PROJECTS = [
  'Aplikasi Kasir UMKM',
  'Dashboard Penjualan Toko',
  'Website Toko Batik',
  'Sistem Informasi Sekolah',
  'Marketplace Hasil Tani',
  'Aplikasi Reservasi Klinik',
  'Portal Berita Lokal',
  'Dompet Digital Prototype',
  'Undangan Pernikahan Digital',
  'Aplikasi Resep Nusantara',
  'Sistem Absensi Karyawan',
  'Peta Wisata Bali',
  'Analisis Harga Pangan',
  'Chatbot Layanan Pelanggan',
  'Aplikasi Donasi Online',
  'Tracking Paket Kurir',
  'Booking Lapangan Futsal',
  'Aplikasi Kos-kosan',
  'Company Profile Startup',
  'Sistem Antrian Puskesmas',
];

const SCREENS = [
  'Beranda',
  'Dashboard',
  'Detail Produk',
  'Checkout',
  'Profil Pengguna',
  'Laporan',
  'Login',
  'Riwayat',
];

const BIO_OPENERS = [
  (role: string, years: number) =>
    `${role} dengan pengalaman ${years} tahun membangun produk digital untuk startup dan UMKM.`,
  (role: string, years: number) =>
    `Saya seorang ${role} yang sudah ${years} tahun bekerja di tim produk lintas fungsi.`,
  (role: string, years: number) =>
    `${role} berpengalaman ${years} tahun, terbiasa bekerja remote dengan tim di berbagai kota.`,
];
const BIO_CLOSERS = [
  'Senang belajar hal baru, menulis kode yang rapi, dan berbagi ilmu di komunitas lokal.',
  'Fokus pada kualitas, dokumentasi yang jelas, dan komunikasi yang baik dengan klien.',
  'Terbuka untuk proyek freelance maupun posisi penuh waktu.',
  'Aktif sebagai mentor di bootcamp dan kontributor proyek open source.',
];

function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

function monthsAgo(now: Date, months: number, day: number): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - months, day));
}

function pickRole(random: Random): TalentRole {
  return random.weightedSample(TALENT_ROLES, (r) => r.weight, 1)[0] as TalentRole;
}

/** 3 to 8 skills from the role, the role's common skills most likely. */
export function pickSkills(random: Random, role: TalentRole): string[] {
  const names = Object.keys(role.skills);
  const count = Math.min(names.length, random.int(3, 8));
  return random.weightedSample(names, (name) => role.skills[name] ?? 1, count);
}

function experiences(random: Random, title: string, now: Date): DemoExperience[] {
  const count = random.int(1, 3);
  const out: DemoExperience[] = [];
  // Walk back in time from today: the first entry may be the current job.
  let endMonthsAgo = random.chance(0.6) ? 0 : random.int(1, 4);
  for (let i = 0; i < count; i += 1) {
    const length = random.int(8, 30);
    const dayIn = monthsAgo(now, endMonthsAgo + length, random.int(1, 28));
    const dayOut = endMonthsAgo === 0 ? null : monthsAgo(now, endMonthsAgo, random.int(1, 28));
    const position = i === 0 ? title : random.pick([`Junior ${title}`, `${title} Intern`, title]);
    out.push({
      company_name: random.pick(EMPLOYERS),
      job_position: position.trim(),
      day_in: isoDate(dayIn),
      day_out: dayOut ? isoDate(dayOut) : null,
      description: random.pick([
        'Mengembangkan fitur baru bersama tim produk dan memperbaiki performa aplikasi.',
        'Membangun dan merawat layanan yang dipakai ribuan pengguna setiap hari.',
        'Berkolaborasi dengan desainer dan QA untuk merilis fitur tiap sprint dua minggu.',
        'Menulis pengujian otomatis dan mendokumentasikan proses kerja tim.',
      ]),
    });
    endMonthsAgo += length + random.int(0, 3);
  }
  return out;
}

function handleOf(first: string, last: string, n: number): string {
  return `${first}${last}${n}`.toLowerCase().replace(/[^a-z0-9]/g, '');
}

function talent(
  random: Random,
  index: number,
  now: Date,
): Omit<DemoTalent, 'availability' | 'availableInDays' | 'salary'> {
  const female = random.chance(0.45);
  const first = index === 0 ? 'Rizky' : random.pick(female ? FIRST_NAMES_FEMALE : FIRST_NAMES_MALE);
  const last = index === 0 ? 'Pratama' : random.pick(LAST_NAMES);
  const role = pickRole(random);
  const title = random.pick(role.titles);
  const handle = handleOf(first, last, index);
  const years = random.int(1, 9);
  const portfolioCount = random.int(1, 3);
  const projects = random.weightedSample(PROJECTS, () => 1, portfolioCount);
  return {
    email: index === 0 ? DEMO_TALENT_EMAIL : `${first}.${last}${index}@mail.id`.toLowerCase(),
    full_name: `${first} ${last}`,
    phone: `08${random.pick(['12', '13', '21', '52', '57', '77', '95'])}${String(random.int(10000000, 99999999))}`,
    job_desk: title,
    employment_type: random.chance(0.35) ? 'freelance' : 'full time',
    domicile: random.weightedSample(CITIES, (c) => c[1], 1)[0]?.[0] ?? 'Jakarta Selatan',
    ig_account: `https://instagram.com/${handle}`,
    github_account: `https://github.com/${handle}`,
    gitlab_account: random.chance(0.4) ? `https://gitlab.com/${handle}` : null,
    description: `${random.pick(BIO_OPENERS)(title, years)} ${random.pick(BIO_CLOSERS)}`,
    joinedDaysAgo: index === 0 ? 1 : random.int(2, 400),
    skills: pickSkills(random, role),
    experiences: experiences(random, title, now),
    portfolio: projects.map((project) => ({
      project_name: project,
      link_repository: `https://github.com/${handle}/${project.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`,
      // The demo login shows a gallery; others one screenshot each (fewer images to encode on first start).
      screens: random.weightedSample(SCREENS, () => 1, index === 0 ? 3 : 1),
    })),
  };
}

/** The demo talent list; the first one is the documented demo login. */
export function demoTalents(count = 42, now = new Date()): DemoTalent[] {
  const random = createRandom(20240611);
  // Signals from a stream of their own: the talents above stay what they were before them.
  const signalsRandom = createRandom(20261129);
  return Array.from({ length: count }, (_, i) => ({
    ...talent(random, i, now),
    ...signals(signalsRandom, i),
  }));
}

const AVAILABILITIES = ['open_to_work', 'open_to_offers', 'not_looking'] as const;

/** Varied availability and expected salary; the demo login is open to work. */
function signals(
  random: Random,
  index: number,
): Pick<DemoTalent, 'availability' | 'availableInDays' | 'salary'> {
  const availability = index === 0 ? 'open_to_work' : AVAILABILITIES[random.int(0, 2)]!;
  const availableInDays =
    availability === 'not_looking' || random.chance(0.6) ? null : random.int(7, 90);
  const dayRate = random.chance(0.2);
  // Millions of rupiah a month (5-40), or hundreds of thousands a day (5-30).
  const low = dayRate ? random.int(5, 30) * 100_000 : random.int(5, 40) * 1_000_000;
  const salary = random.chance(0.15)
    ? null
    : {
        min: low,
        max: Math.round(low * 1.4),
        period: dayRate ? ('day' as const) : ('month' as const),
      };
  return { availability, availableInDays, salary };
}
