import type { TalentProfile } from '@peworld/shared-ui';
import { CheckIcon, ProgressBar, useT } from '@peworld/shared-ui';
import styled from 'styled-components';
import { completenessOf, MIN_SKILLS, type CompletenessItem } from '../lib/completeness';

const Box = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
`;

const Heading = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

const Items = styled.ul`
  display: flex;
  flex-direction: column;
  gap: 4px;
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.fontSizes.sm};

  li {
    display: flex;
    align-items: center;
    gap: 8px;
  }
  a {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const Dot = styled.span<{ $done: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 20px;
  height: 20px;
  flex: none;
  border-radius: 50%;
  border: 2px solid ${({ theme, $done }) => ($done ? theme.colors.success : theme.colors.border)};
  background: ${({ theme, $done }) => ($done ? theme.colors.success : 'transparent')};
  color: #fff;
`;

const Note = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** Each item's message (literal ids, so the catalog check sees them). */
const ITEM_MESSAGES: Record<CompletenessItem['key'], { done: string; missing: string }> = {
  photo: { done: 'talent.completeness.photo.done', missing: 'talent.completeness.photo.missing' },
  job: { done: 'talent.completeness.job.done', missing: 'talent.completeness.job.missing' },
  city: { done: 'talent.completeness.city.done', missing: 'talent.completeness.city.missing' },
  skills: {
    done: 'talent.completeness.skills.done',
    missing: 'talent.completeness.skills.missing',
  },
  experience: {
    done: 'talent.completeness.experience.done',
    missing: 'talent.completeness.experience.missing',
  },
  portfolio: {
    done: 'talent.completeness.portfolio.done',
    missing: 'talent.completeness.portfolio.missing',
  },
};

/** How findable the profile is, and what is missing (each missing item links to its section). */
export function CompletenessMeter({ profile }: { profile: TalentProfile }) {
  const t = useT();
  const { items, percent } = completenessOf(profile);
  const values = { min: MIN_SKILLS, have: Math.min(profile.skills.length, MIN_SKILLS) };
  return (
    <Box aria-labelledby="completeness-title">
      <Heading id="completeness-title">
        {t('talent.completeness.title', { percent: percent / 100 })}
      </Heading>
      <ProgressBar value={percent / 100} label={t('talent.completeness.label')} />
      <Items>
        {items.map((item) => (
          <li key={item.key}>
            <Dot $done={item.done} aria-hidden="true">
              {item.done ? <CheckIcon size={12} /> : null}
            </Dot>
            {item.done ? (
              <span>{t(ITEM_MESSAGES[item.key].done, values)}</span>
            ) : (
              <a href={item.href}>{t(ITEM_MESSAGES[item.key].missing, values)}</a>
            )}
          </li>
        ))}
      </Items>
      <Note>{t('talent.completeness.note')}</Note>
    </Box>
  );
}
