/** Marketing copy for the brand panel; the product's marketing voice is Indonesian. */
export type Audience = 'talent' | 'recruiter' | 'everyone';

export const TAGLINES: Record<Audience, { tagline: string; sub: string }> = {
  everyone: {
    tagline: 'Temukan developer berbakat & terbaik di berbagai bidang keahlian',
    sub: 'Peworld mempertemukan talenta digital dengan perusahaan yang membutuhkan keahlian mereka.',
  },
  talent: {
    tagline: 'Temukan pekerjaan yang sesuai dengan keahlianmu',
    sub: 'Bangun profil, tampilkan portofolio, dan biarkan perusahaan terbaik menemukanmu.',
  },
  recruiter: {
    tagline: 'Temukan developer berbakat & terbaik di berbagai bidang keahlian',
    sub: 'Cari talenta berdasarkan skill, lihat portofolio mereka, dan kirim tawaran kerja dalam hitungan menit.',
  },
};
