export type Testimonial = {
  /** Used in the slide's hash address: #slide1, #slide2, … */
  slug: string;
  name: string;
  jobTitle: string;
  // The quote itself is in the catalogs: shell.landing.testimonial.<slug>.
};

export const TESTIMONIALS: readonly Testimonial[] = [
  {
    slug: 'slide1',
    name: 'Rina Kartika',
    jobTitle: 'Web Developer',
  },
  {
    slug: 'slide2',
    name: 'Dimas Pratama',
    jobTitle: 'Web Developer',
  },
  {
    slug: 'slide3',
    name: 'Sari Wulandari',
    jobTitle: 'Web Developer',
  },
];

/** True when a URL hash such as "#slide3" addresses one of the testimonials. */
export function isTestimonialHash(hash: string): boolean {
  const slug = hash.replace(/^#/, '');
  return TESTIMONIALS.some((entry) => entry.slug === slug);
}
