import { Button, Chip, SkillCombobox, useT } from '@peworld/shared-ui';
import { useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { JOB_LIMITS } from './job-rules';

export interface SkillsFieldProps {
  /** The list's label ("Required skills"); the input and the chips are named after it. */
  label: string;
  name: string;
  value: readonly string[];
  onChange: (skills: string[]) => void;
  /** Skills already in the other list: a skill is either required or nice to have. */
  taken: readonly string[];
  error?: string | null;
  hint?: string;
}

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/**
 * A list of skills: type with the skill catalog's suggestions (the talent skill form's combobox),
 * add with Enter or the Add button, remove with each chip's button. The server folds aliases and
 * typos ('reactjs' is React) when it stores the job.
 */
export function SkillsField({
  label,
  name,
  value,
  onChange,
  taken,
  error,
  hint,
}: SkillsFieldProps) {
  const t = useT();
  const [typed, setTyped] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  function add(skill: string) {
    const wanted = skill.trim();
    if (wanted === '') return;
    if (value.some((existing) => same(existing, wanted))) {
      setProblem(t('employer.jobForm.skillTwice', { name: wanted }));
      return;
    }
    if (taken.some((existing) => same(existing, wanted))) {
      setProblem(t('employer.jobForm.skillInOther', { name: wanted }));
      return;
    }
    if (value.length >= JOB_LIMITS.skillsMax) {
      setProblem(t('employer.jobForm.skillsTooMany', { max: JOB_LIMITS.skillsMax }));
      return;
    }
    setProblem(null);
    setTyped('');
    onChange([...value, wanted]);
  }

  // Enter in the input adds what is typed instead of sending the whole job form (the combobox
  // already took it when a suggestion was highlighted, and then prevented the default).
  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key !== 'Enter' || event.defaultPrevented) return;
    if (!(event.target instanceof HTMLInputElement)) return;
    event.preventDefault();
    add(typed);
  }

  return (
    <Group>
      {/* Enter in the combobox inside adds the typed skill (see onKeyDown). */}
      <AddRow onKeyDown={onKeyDown}>
        <SkillCombobox
          label={label}
          name={name}
          value={typed}
          onChange={(next) => {
            setTyped(next);
            setProblem(null);
          }}
          onSelect={(skill) => add(skill)}
          placeholder={t('employer.jobForm.skillPlaceholder')}
          error={problem ?? error ?? null}
          maxLength={JOB_LIMITS.skillMax}
        />
        <Button type="button" variant="outline" onClick={() => add(typed)}>
          {t('employer.jobForm.addSkill')}
        </Button>
      </AddRow>
      {hint ? <Hint>{hint}</Hint> : null}
      {value.length > 0 ? (
        <Chips aria-label={t('employer.jobForm.skillsChosen', { list: label })}>
          {value.map((skill) => (
            <li key={skill}>
              <Chip
                tone="accent"
                onRemove={() => onChange(value.filter((existing) => existing !== skill))}
                removeLabel={t('employer.jobForm.removeSkill', { name: skill, list: label })}
              >
                {skill}
              </Chip>
            </li>
          ))}
        </Chips>
      ) : null}
    </Group>
  );
}

const Group = styled.div`
  display: flex;
  flex-direction: column;
  gap: 8px;
  min-width: 0;
`;

const AddRow = styled.div`
  display: flex;
  align-items: flex-start;
  gap: 12px;

  & > :first-child {
    flex: 1;
    min-width: 0;
  }
  & > button {
    margin-top: 27px;
  }
`;

const Hint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Chips = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;
`;
