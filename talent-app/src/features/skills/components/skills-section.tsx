import type { TalentProfile } from '@peworld/shared-ui';
import {
  Button,
  Chip,
  fieldErrors,
  SkillCombobox,
  toApiError,
  useAddSkill,
  useDeleteSkill,
  useToast,
} from '@peworld/shared-ui';
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { useSectionSave } from '../../../components/edit-sections/save-registry';
import { SectionCard } from '../../../components/edit-sections/section-card';

// The spec's 'Skil added!' is a typo; the UI says it right.
export const SKILL_ADDED = 'Skill added!';
export const SKILL_REMOVED = 'Skill removed';

const AddRow = styled.form`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};

  & > :first-child {
    flex: 1;
  }
  & > button {
    margin-top: 27px;
  }
  @media (max-width: 767px) {
    flex-direction: column;
    align-items: stretch;
    & > button {
      margin-top: 0;
    }
  }
`;

const Chips = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  margin: ${({ theme }) => theme.space.md} 0 0;
  padding: 0;
  list-style: none;
`;

const Muted = styled.p`
  margin: ${({ theme }) => theme.space.md} 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * 'Skill': add with suggestions, remove as chips. The server stores known aliases under one
 * name ('reactjs' is React) and refuses a duplicate with 409; that message shows at the field.
 */
export function SkillsSection({ profile }: { profile: TalentProfile }) {
  const toast = useToast();
  const add = useAddSkill();
  const remove = useDeleteSkill();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const typed = value.trim();

  async function save({ quiet }: { quiet: boolean }): Promise<boolean> {
    if (typed === '') return true;
    const same = profile.skills.find((s) => s.skill_name.toLowerCase() === typed.toLowerCase());
    if (same) {
      setError(`${same.skill_name} is already in your skills`);
      return false;
    }
    setError(null);
    try {
      await add.mutateAsync({ skill_name: typed });
      setValue('');
      if (!quiet) toast.show(SKILL_ADDED, 'success');
      return true;
    } catch (failure) {
      setError(fieldErrors(failure).skill_name ?? toApiError(failure).message);
      return false;
    }
  }

  useSectionSave('skills', typed !== '', save);

  function submit(event: FormEvent) {
    event.preventDefault();
    void save({ quiet: false });
  }

  async function removeSkill(id: number, name: string) {
    try {
      await remove.mutateAsync(id);
      toast.show(`${SKILL_REMOVED}: ${name}`, 'success');
    } catch (failure) {
      toast.show(toApiError(failure).message, 'error');
    }
  }

  return (
    <SectionCard id="skills" title="Skill">
      <AddRow onSubmit={submit} noValidate aria-label="Add a skill">
        <SkillCombobox
          label="Skill"
          name="skill_name"
          placeholder="e.g. JavaScript"
          value={value}
          onChange={(next) => {
            setValue(next);
            if (error) setError(null);
          }}
          error={error}
          maxLength={50}
        />
        <Button type="submit" variant="accent" loading={add.isPending}>
          Add skill
        </Button>
      </AddRow>
      {profile.skills.length === 0 ? (
        <Muted>No skills yet. Recruiters search by skill: add the ones you work with.</Muted>
      ) : (
        <Chips aria-label="Your skills">
          {profile.skills.map((skill) => (
            <li key={skill.id}>
              <Chip
                tone="accent"
                onRemove={() => void removeSkill(skill.id, skill.skill_name)}
                removeLabel={`Remove ${skill.skill_name}`}
              >
                {skill.skill_name}
              </Chip>
            </li>
          ))}
        </Chips>
      )}
    </SectionCard>
  );
}
