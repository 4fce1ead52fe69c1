import { Button, currentTerm, useSkillSuggestions, useT } from '@peworld/shared-ui';
import styled from 'styled-components';

/** Letters of the searched term used to look for related skills (typos share a prefix). */
const RELATED_PREFIX = 2;

export interface RelatedSkillsProps {
  search: string;
  onPick: (skill: string) => void;
}

/** For an empty result: skills that exist and start like the searched one. */
export function RelatedSkills({ search, onPick }: RelatedSkillsProps) {
  const t = useT();
  const term = currentTerm(search);
  const prefix = term.slice(0, RELATED_PREFIX);
  const { data } = useSkillSuggestions(prefix, { limit: 6 });
  const skills = (data?.data ?? [])
    .map((item) => item.skill_name)
    .filter((skill) => skill.toLowerCase() !== term.toLowerCase());
  if (skills.length === 0) return null;
  return (
    <Box>
      <p>{t('employer.relatedSkills.intro')}</p>
      <List>
        {skills.map((skill) => (
          <li key={skill}>
            <Button type="button" variant="outline" size="sm" onClick={() => onPick(skill)}>
              {skill}
            </Button>
          </li>
        ))}
      </List>
    </Box>
  );
}

const Box = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 8px;

  p {
    margin: 0;
  }
`;

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;
`;
