import type { TalentProfile } from '@peworld/shared-ui';
import { CheckIcon, ProgressBar } from '@peworld/shared-ui';
import styled from 'styled-components';
import { completenessOf } from '../lib/completeness';

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

/** How findable the profile is, and what is missing (each missing item links to its section). */
export function CompletenessMeter({ profile }: { profile: TalentProfile }) {
  const { items, percent } = completenessOf(profile);
  return (
    <Box aria-labelledby="completeness-title">
      <Heading id="completeness-title">Profile {percent}% complete</Heading>
      <ProgressBar value={percent / 100} label="Profile completeness" />
      <Items>
        {items.map((item) => (
          <li key={item.key}>
            <Dot $done={item.done} aria-hidden="true">
              {item.done ? <CheckIcon size={12} /> : null}
            </Dot>
            {item.done ? (
              <span>{item.label} (done)</span>
            ) : (
              <a href={item.href}>{item.label} (missing)</a>
            )}
          </li>
        ))}
      </Items>
      <Note>
        Recruiters search by skill, job title and city; complete profiles are listed first.
      </Note>
    </Box>
  );
}
