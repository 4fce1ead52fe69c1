import { CITIES } from './indonesian-names.js';
import type { Random } from './prng.js';

const PREFIX = ['PT', 'PT', 'PT', 'CV'] as const;
const WORD_A = [
  'Nusantara',
  'Garuda',
  'Samudra',
  'Cahaya',
  'Merapi',
  'Bintang',
  'Pelita',
  'Lintas',
  'Sinar',
  'Karya',
  'Mitra',
  'Arunika',
  'Cakrawala',
  'Dharma',
  'Harapan',
] as const;
const WORD_B = [
  'Digital',
  'Teknologi',
  'Data',
  'Niaga',
  'Logistik',
  'Kreatif',
  'Solusi',
  'Sistem',
  'Media',
  'Sejahtera',
  'Informatika',
  'Energi',
] as const;
const WORD_C = [
  'Indonesia',
  'Nusantara',
  'Abadi',
  'Utama',
  'Mandiri',
  'Jaya',
  'Persada',
  'Integrasi',
] as const;
const FIELDS: ReadonlyArray<readonly [string, 'Tech' | 'NonTech']> = [
  ['Software House', 'Tech'],
  ['Financial Technology', 'Tech'],
  ['E-commerce', 'Tech'],
  ['Cloud Computing', 'Tech'],
  ['Agritech', 'Tech'],
  ['Edutech', 'Tech'],
  ['Logistik', 'NonTech'],
  ['Retail', 'NonTech'],
  ['Perbankan', 'NonTech'],
  ['Food & Beverage', 'NonTech'],
  ['Manufaktur', 'NonTech'],
  ['Media & Kreatif', 'NonTech'],
];
const FIRST = [
  'Andini',
  'Bambang',
  'Sri',
  'Yohanes',
  'Made',
  'Ratih',
  'Hendrik',
  'Nur',
  'Dwi',
  'Lia',
  'Agung',
  'Putu',
] as const;
const LAST = [
  'Kusuma',
  'Hartono',
  'Wahyuni',
  'Sitorus',
  'Suarjana',
  'Purnamasari',
  'Tanuwijaya',
  'Aisyah',
  'Prasetyo',
  'Permatasari',
] as const;

/** Column arrays for `size` bulk companies numbered from `start`. */
export function bulkCompanyBatch(random: Random, start: number, size: number, domain: string) {
  const out = {
    emails: [] as string[],
    names: [] as string[],
    companyNames: [] as string[],
    fields: [] as string[],
    categories: [] as string[],
    cities: [] as string[],
    descriptions: [] as string[],
  };
  for (let i = 0; i < size; i += 1) {
    const n = start + i;
    const [field, category] = random.pick(FIELDS);
    const companyName = `${random.pick(PREFIX)} ${random.pick(WORD_A)} ${random.pick(WORD_B)} ${random.pick(WORD_C)}`;
    const city = random.pick(CITIES)[0];
    out.emails.push(`company${n}@${domain}`);
    out.names.push(`${random.pick(FIRST)} ${random.pick(LAST)}`);
    out.companyNames.push(companyName);
    out.fields.push(field);
    out.categories.push(category);
    out.cities.push(city);
    out.descriptions.push(
      `${companyName} bergerak di bidang ${field.toLowerCase()} dan berkantor pusat di ${city}.`,
    );
  }
  return out;
}
