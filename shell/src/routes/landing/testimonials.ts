export type Testimonial = {
  /** Used in the slide's hash address: #slide1, #slide2, … */
  slug: string;
  name: string;
  jobTitle: string;
  text: string;
};

export const TESTIMONIALS: readonly Testimonial[] = [
  {
    slug: 'slide1',
    name: 'Rina Kartika',
    jobTitle: 'Web Developer',
    text: 'Dua minggu setelah melengkapi profil di Peworld, saya mendapat tiga undangan wawancara. Portofolio saya akhirnya dilihat oleh orang yang tepat.',
  },
  {
    slug: 'slide2',
    name: 'Dimas Pratama',
    jobTitle: 'Web Developer',
    text: 'Perusahaan menghubungi saya lewat tawaran kerja yang jelas: posisi, tujuan dan pesannya. Tidak ada lagi lamaran yang hilang tanpa kabar.',
  },
  {
    slug: 'slide3',
    name: 'Sari Wulandari',
    jobTitle: 'Web Developer',
    text: 'Pencarian berdasarkan skill membuat profil saya muncul untuk proyek React dan Node.js yang memang saya kuasai. Sekarang saya bekerja penuh waktu di startup fintech.',
  },
];

/** True when a URL hash such as "#slide3" addresses one of the testimonials. */
export function isTestimonialHash(hash: string): boolean {
  const slug = hash.replace(/^#/, '');
  return TESTIMONIALS.some((entry) => entry.slug === slug);
}
