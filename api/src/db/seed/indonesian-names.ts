/** Name and place lists the demo and bulk seeds draw from. */

export const FIRST_NAMES_MALE = [
  'Budi', 'Agus', 'Rizky', 'Andi', 'Fajar', 'Dimas', 'Yoga', 'Bayu', 'Eko', 'Hendra', 'Arif', 'Reza',
  'Teguh', 'Galih', 'Ilham', 'Wahyu', 'Aditya', 'Gilang', 'Kevin', 'Rangga', 'Yusuf', 'Hafiz', 'Rudi',
  'Bagus', 'Satria', 'Irfan', 'Dani', 'Fikri', 'Raka', 'Taufik', 'Ahmad', 'Muhammad', 'Joko', 'Bima',
] as const;

export const FIRST_NAMES_FEMALE = [
  'Siti', 'Dewi', 'Putri', 'Ayu', 'Indah', 'Rina', 'Nadia', 'Sari', 'Wulan', 'Lestari', 'Fitri', 'Maya',
  'Citra', 'Dian', 'Ratna', 'Anisa', 'Intan', 'Melati', 'Tiara', 'Kartika', 'Nabila', 'Laras', 'Amelia',
  'Annisa', 'Aulia', 'Salsabila', 'Nurul', 'Rahma', 'Yuni', 'Vina', 'Zahra', 'Farah', 'Dinda',
] as const;

export const LAST_NAMES = [
  'Santoso', 'Wijaya', 'Pratama', 'Saputra', 'Hidayat', 'Nugroho', 'Kurniawan', 'Setiawan', 'Siregar',
  'Nasution', 'Lubis', 'Harahap', 'Sinaga', 'Simanjuntak', 'Wibowo', 'Susanto', 'Halim', 'Gunawan',
  'Permana', 'Ramadhan', 'Anggraini', 'Maharani', 'Firmansyah', 'Hakim', 'Syahputra', 'Tanjung',
  'Purnomo', 'Rahman', 'Pangaribuan', 'Manurung', 'Sembiring', 'Tarigan', 'Sitompul', 'Pasaribu',
  'Mahendra', 'Kusuma', 'Wirawan', 'Utami', 'Rahmawati', 'Hasibuan', 'Mokoginta', 'Pohan', 'Daulay',
] as const;

/** Cities with a rough weight for where tech talent lives. */
export const CITIES: ReadonlyArray<readonly [string, number]> = [
  ['Jakarta Selatan', 14], ['Jakarta Barat', 6], ['Jakarta Timur', 5], ['Bandung', 10], ['Surabaya', 8],
  ['Yogyakarta', 8], ['Medan', 5], ['Makassar', 4], ['Denpasar', 4], ['Semarang', 5], ['Malang', 5],
  ['Tangerang Selatan', 6], ['Bekasi', 4], ['Depok', 4], ['Bogor', 3], ['Palembang', 3], ['Balikpapan', 2],
  ['Manado', 2], ['Padang', 2], ['Pontianak', 1], ['Batam', 2], ['Surakarta', 2], ['Pekanbaru', 1],
];

/** Places talent worked before: employer names with the city they are in. */
export const EMPLOYERS = [
  'PT Nusantara Digital Solusi', 'PT Karya Teknologi Informatika', 'PT Sinergi Data Indonesia',
  'PT Arunika Kreatif Media', 'PT Cakrawala Fintech Nusantara', 'PT Lintas Niaga Elektronik',
  'PT Rumah Sehat Digital', 'PT Tani Makmur Teknologi', 'PT Samudra Logistik Nusantara',
  'PT Bintang Edukasi Indonesia', 'CV Kreasi Anak Bangsa', 'PT Merapi Sistem Integrasi',
  'PT Kopi Senja Nusantara', 'PT Pelita Bayar Indonesia', 'PT Garuda Awan Komputasi',
  'PT Mitra Ritel Sejahtera', 'Freelance', 'PT Dharma Perkasa Software', 'PT Langit Biru Studio',
  'PT Ombak Data Analitika',
] as const;
