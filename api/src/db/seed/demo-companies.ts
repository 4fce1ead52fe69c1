export interface DemoCompany {
  /** The recruiter who registered the company. */
  name: string;
  email: string;
  phone: string;
  name_company: string;
  field_company: string;
  category: 'Tech' | 'NonTech';
  city: string;
  address: string;
  description: string;
  instagram: string;
  linkedin: string;
  /** Two colours for the generated logo. */
  colors: readonly [string, string];
}

export const DEMO_RECRUITER_EMAIL = 'recruiter@peworld.id';

const slug = (name: string) =>
  name
    .toLowerCase()
    .replace(/^(pt|cv)\s+/, '')
    .replace(/[^a-z0-9]+/g, '');

function company(
  name: string,
  email: string,
  nameCompany: string,
  field: string,
  category: 'Tech' | 'NonTech',
  city: string,
  address: string,
  description: string,
  colors: readonly [string, string],
): DemoCompany {
  const handle = slug(nameCompany);
  return {
    name,
    email,
    name_company: nameCompany,
    field_company: field,
    category,
    city,
    address,
    description,
    colors,
    phone: `021${String(5000000 + handle.length * 104729).slice(0, 7)}`,
    instagram: `https://instagram.com/${handle}`,
    linkedin: `https://www.linkedin.com/company/${handle}`,
  };
}

export const DEMO_COMPANIES: readonly DemoCompany[] = [
  company(
    'Andini Kusuma',
    DEMO_RECRUITER_EMAIL,
    'PT Nusantara Digital Solusi',
    'Software House',
    'Tech',
    'Jakarta Selatan',
    'Jl. Jenderal Sudirman Kav. 52-53, Senayan, Jakarta Selatan 12190',
    'Software house yang membantu perusahaan ritel dan logistik Indonesia membangun aplikasi web dan mobile. Tim kami tersebar di Jakarta, Bandung dan Yogyakarta, dengan budaya kerja hybrid.',
    ['#5E50A1', '#FBB017'],
  ),
  company(
    'Bambang Hartono',
    'hr@cakrawalafintech.id',
    'PT Cakrawala Fintech Nusantara',
    'Financial Technology',
    'Tech',
    'Jakarta Pusat',
    'Jl. M.H. Thamrin No. 10, Menteng, Jakarta Pusat 10350',
    'Penyedia layanan pembayaran digital dan pinjaman produktif untuk UMKM, terdaftar dan diawasi OJK.',
    ['#0F766E', '#99F6E4'],
  ),
  company(
    'Sri Wahyuni',
    'karir@rumahsehat.id',
    'PT Rumah Sehat Digital',
    'Kesehatan',
    'Tech',
    'Bandung',
    'Jl. Ir. H. Juanda No. 120, Dago, Bandung 40132',
    'Platform telemedisin yang menghubungkan pasien dengan dokter dan apotek di lebih dari 50 kota.',
    ['#DC2626', '#FECACA'],
  ),
  company(
    'Yohanes Sitorus',
    'recruitment@samudralogistik.co.id',
    'PT Samudra Logistik Nusantara',
    'Logistik',
    'NonTech',
    'Surabaya',
    'Jl. Perak Timur No. 88, Pabean Cantian, Surabaya 60165',
    'Perusahaan logistik antarpulau dengan armada kapal dan gudang di pelabuhan utama Indonesia.',
    ['#1D4ED8', '#BFDBFE'],
  ),
  company(
    'Made Suarjana',
    'jobs@arunika.studio',
    'PT Arunika Kreatif Media',
    'Media & Kreatif',
    'NonTech',
    'Denpasar',
    'Jl. Raya Puputan No. 21, Renon, Denpasar 80235',
    'Agensi kreatif untuk pariwisata dan gaya hidup: fotografi, video dan kampanye media sosial.',
    ['#EA580C', '#FED7AA'],
  ),
  company(
    'Ratih Purnamasari',
    'hello@bintangedukasi.id',
    'PT Bintang Edukasi Indonesia',
    'Pendidikan',
    'Tech',
    'Yogyakarta',
    'Jl. Kaliurang Km 5, Sleman, Yogyakarta 55281',
    'Aplikasi belajar daring untuk siswa SD hingga SMA dengan ribuan video dan latihan soal.',
    ['#7C3AED', '#DDD6FE'],
  ),
  company(
    'Hendrik Tanuwijaya',
    'hrd@mitraritel.co.id',
    'PT Mitra Ritel Sejahtera',
    'Retail',
    'NonTech',
    'Medan',
    'Jl. Gatot Subroto No. 30, Medan Petisah, Medan 20112',
    'Jaringan toko swalayan di Sumatera Utara yang sedang membangun tim e-commerce internal.',
    ['#15803D', '#BBF7D0'],
  ),
  company(
    'Nur Aisyah',
    'karir@tanimakmur.id',
    'PT Tani Makmur Teknologi',
    'Agritech',
    'Tech',
    'Makassar',
    'Jl. A.P. Pettarani No. 18, Panakkukang, Makassar 90231',
    'Marketplace yang menghubungkan petani Sulawesi langsung dengan pembeli restoran dan hotel.',
    ['#65A30D', '#ECFCCB'],
  ),
  company(
    'Dwi Prasetyo',
    'people@kopisenja.co.id',
    'PT Kopi Senja Nusantara',
    'Food & Beverage',
    'NonTech',
    'Semarang',
    'Jl. Pandanaran No. 77, Semarang Tengah, Semarang 50134',
    'Jaringan kedai kopi lokal dengan 80 gerai yang memperluas tim teknologi untuk aplikasi loyalitas.',
    ['#78350F', '#FDE68A'],
  ),
  company(
    'Lia Permatasari',
    'talent@garudaawan.id',
    'PT Garuda Awan Komputasi',
    'Cloud Computing',
    'Tech',
    'Tangerang Selatan',
    'Jl. BSD Grand Boulevard No. 1, BSD City, Tangerang Selatan 15345',
    'Penyedia layanan cloud dan data center lokal untuk perusahaan yang membutuhkan data tetap di Indonesia.',
    ['#0369A1', '#BAE6FD'],
  ),
];

/** Hire requests the demo starts with: [company index, talent index, subject, message]. */
export const DEMO_HIRES: ReadonlyArray<readonly [number, number, string, string]> = [
  [
    0,
    0,
    'Tawaran posisi Fullstack Developer',
    'Halo, kami tertarik dengan portofolio Anda. Apakah Anda bersedia untuk wawancara minggu depan?',
  ],
  [
    1,
    0,
    'Project freelance dashboard pembayaran',
    'Kami sedang mencari developer untuk proyek 3 bulan membangun dashboard merchant. Boleh kami kirim detailnya?',
  ],
  [
    0,
    3,
    'Undangan wawancara',
    'Terima kasih sudah membuat profil yang lengkap. Kami ingin mengundang Anda untuk sesi perkenalan daring.',
  ],
  [
    2,
    5,
    'Lowongan Mobile Developer',
    'Tim kami membutuhkan developer untuk aplikasi telemedisin. Apakah Anda terbuka untuk posisi penuh waktu di Bandung?',
  ],
  [
    5,
    8,
    'Kolaborasi konten edukasi',
    'Kami mencari talenta untuk membantu membangun fitur latihan soal interaktif.',
  ],
  [
    9,
    12,
    'Posisi DevOps Engineer',
    'Kami sedang memperluas tim infrastruktur. Jadwal Anda kosong kapan untuk ngobrol santai?',
  ],
];
