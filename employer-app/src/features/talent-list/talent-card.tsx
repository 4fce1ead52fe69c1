import {
  Avatar,
  Button,
  Chip,
  imageUrl,
  MapPinIcon,
  media,
  paths,
  useRichT,
  useT,
  type TalentCard as TalentCardData,
} from '@peworld/shared-ui';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { employmentLabel } from '../common/employment-label';
import { AvailabilityBadge } from '../common/availability-badge';
import { useTalentCardAction } from '../common/talent-card-action';

/** Chips on a card: the talent's top skills, matched ones first. */
export const CARD_SKILL_COUNT = 4;

/** Matched skills first (they are why the card is here), then the most popular ones. */
export function cardSkills(talent: TalentCardData, max = CARD_SKILL_COUNT): string[] {
  const matched = talent.skills.filter((skill) => talent.matched_skills.includes(skill));
  const others = talent.skills.filter((skill) => !talent.matched_skills.includes(skill));
  return [...matched, ...others].slice(0, max);
}

export interface TalentCardProps {
  talent: TalentCardData;
  /**
   * How many terms the API split the search into (`search_terms`), for the "2/2" count of
   * `match_count`; 0 without a search.
   */
  termCount: number;
}

export function TalentCard({ talent, termCount }: TalentCardProps) {
  const t = useT();
  const rich = useRichT();
  const skills = cardSkills(talent);
  const hidden = talent.skills.length - skills.length;
  const employment = employmentLabel(talent.employment_type, t);
  const matched = Math.min(talent.match_count, termCount);
  const extraAction = useTalentCardAction();
  return (
    <Row>
      <Avatar src={imageUrl(talent.img_profile)} name={talent.full_name} size={100} />
      <Body>
        <Name>{talent.full_name}</Name>
        {talent.job_desk ? <Muted>{talent.job_desk}</Muted> : null}
        <Meta>
          {talent.domicile ? (
            <MetaItem>
              <MapPinIcon size={16} aria-hidden="true" />
              {talent.domicile}
            </MetaItem>
          ) : null}
          {employment ? <MetaItem>{employment}</MetaItem> : null}
          <AvailabilityBadge availability={talent.availability} from={talent.available_from} />
          {/* A talent found by city, name or title matched none of the skills: "0/1 skills"
              would read as a miss, so the count shows only when some skill matched. */}
          {termCount > 0 && matched > 0 ? (
            <Matched>
              {rich('employer.talentCard.matched', {
                matched,
                total: termCount,
                sr: (chunks) => <Sr>{chunks}</Sr>,
              })}
            </Matched>
          ) : null}
        </Meta>
        {skills.length > 0 ? (
          <Skills aria-label={t('employer.talentCard.skillsLabel')}>
            {skills.map((skill) => {
              const isMatch = talent.matched_skills.includes(skill);
              return (
                <li key={skill}>
                  <Chip tone={isMatch ? 'accent' : 'neutral'}>
                    {skill}
                    {isMatch ? <Sr> {t('employer.talentCard.matchesSearch')}</Sr> : null}
                  </Chip>
                </li>
              );
            })}
            {hidden > 0 ? <More>{t('employer.talentCard.more', { count: hidden })}</More> : null}
          </Skills>
        ) : null}
      </Body>
      <Action>
        <Button
          as={Link}
          to={paths.talentProfile.getHref(talent.id_user)}
          aria-label={t('employer.talentCard.viewProfileOf', { name: talent.full_name })}
        >
          {t('employer.talentCard.viewProfile')}
        </Button>
        {extraAction ? extraAction(talent) : null}
      </Action>
    </Row>
  );
}

/** Same outer size as a card, so results replace it without a jump. */
export const CARD_MIN_HEIGHT = 172;

export const Row = styled.li`
  display: grid;
  grid-template-columns: 100px 1fr auto;
  align-items: center;
  gap: 24px;
  min-height: ${CARD_MIN_HEIGHT}px;
  padding: 32px 24px;
  border-bottom: 1px solid ${({ theme }) => theme.colors.divider};

  &:last-child {
    border-bottom: none;
  }

  ${media.mobile} {
    grid-template-columns: 64px 1fr;
    gap: 16px;
    padding: 20px 16px;
    & > span:first-child,
    & > img:first-child {
      width: 64px;
      height: 64px;
    }
  }
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
  min-width: 0;
`;

const Name = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: ${({ theme }) => theme.colors.text};
  overflow-wrap: anywhere;
`;

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Meta = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: 4px 16px;
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const MetaItem = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 4px;
`;

const Matched = styled.span`
  font-weight: 700;
  color: ${({ theme }) => theme.colors.primaryDark};
`;

const Skills = styled.ul`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
  margin: 6px 0 0;
  padding: 0;
  list-style: none;
`;

const More = styled.li`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Sr = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0, 0, 0, 0);
  white-space: nowrap;
`;

const Action = styled.div`
  display: flex;
  flex-direction: column;
  gap: 8px;

  ${media.mobile} {
    flex-direction: row;
    grid-column: 1 / -1;
    & > * {
      width: 100%;
    }
  }
`;
