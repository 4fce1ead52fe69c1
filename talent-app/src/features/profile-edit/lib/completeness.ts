import type { TalentProfile } from '@peworld/shared-ui';

export interface CompletenessItem {
  key: 'photo' | 'job' | 'city' | 'skills' | 'experience' | 'portfolio';
  done: boolean;
  /** Anchor of the section that completes it. */
  href: string;
}

/** Skills a profile needs before recruiters' skill searches find it reliably. */
export const MIN_SKILLS = 3;

/**
 * What makes a talent findable: recruiters search by skill, job title and city, and the talent
 * list ranks complete profiles first. Each item links to the section that completes it.
 */
export function completenessOf(profile: TalentProfile): {
  items: CompletenessItem[];
  percent: number;
} {
  const filled = (text: string | null) => (text ?? '').trim() !== '';
  const items: CompletenessItem[] = [
    { key: 'photo', done: filled(profile.img_profile), href: '#photo' },
    { key: 'job', done: filled(profile.job_desk), href: '#profile' },
    { key: 'city', done: filled(profile.domicile), href: '#profile' },
    {
      key: 'skills',
      done: profile.skills.length >= MIN_SKILLS,
      href: '#skills',
    },
    {
      key: 'experience',
      done: profile.experiences.length > 0,
      href: '#experience',
    },
    {
      key: 'portfolio',
      done: profile.portfolio.length > 0,
      href: '#portfolio',
    },
  ];
  const percent = Math.round((items.filter((item) => item.done).length / items.length) * 100);
  return { items, percent };
}
