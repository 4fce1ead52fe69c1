import type { TalentProfile } from '@peworld/shared-ui';
import {
  applyServerErrors,
  Button,
  Chip,
  SkillCombobox,
  toApiError,
  useT,
  useToast,
} from '@peworld/shared-ui';
import type { FormEvent } from 'react';
import { Controller, useForm } from 'react-hook-form';
import styled from 'styled-components';
import { useSectionSave } from '../../../components/edit-sections/save-registry';
import { SectionCard } from '../../../components/edit-sections/section-card';
import { saveThroughForm } from '../../../components/edit-sections/section-form';
import { useAddSkill } from '../api/add-skill';
import { useDeleteSkill } from '../api/delete-skill';

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
 * name ('reactjs' is React) and refuses a duplicate, or a skill past the cap per talent (50),
 * with 409; its message shows at the field.
 */
export function SkillsSection({ profile }: { profile: TalentProfile }) {
  const t = useT();
  const toast = useToast();
  const add = useAddSkill();
  const remove = useDeleteSkill();
  const form = useForm<{ skill_name: string }>({ defaultValues: { skill_name: '' } });
  const typed = form.watch('skill_name').trim();

  /** A skill the talent already has, typed in any case, is refused before asking the server. */
  function notYetListed(value: string) {
    const wanted = value.trim().toLowerCase();
    const same = profile.skills.find((s) => s.skill_name.toLowerCase() === wanted);
    return same ? t('talent.skills.duplicate', { name: same.skill_name }) : true;
  }

  async function persist(skillName: string, quiet: boolean): Promise<boolean> {
    try {
      await add.mutateAsync({ skill_name: skillName });
      form.reset();
      // The spec's 'Skil added!' is a typo; the UI says it right.
      if (!quiet) toast.show(t('talent.skills.added'), 'success');
      return true;
    } catch (failure) {
      // The only field here: a message the server does not tie to it still belongs beside it.
      const { error, mapped } = applyServerErrors(form, failure);
      if (mapped.length === 0)
        form.setError('skill_name', { type: 'server', message: error.message });
      return false;
    }
  }

  async function save({ quiet }: { quiet: boolean }): Promise<boolean> {
    if (typed === '') {
      // 'Save all' has nothing to add here; an 'Add' click on the empty field says what is missing.
      if (!quiet)
        form.setError('skill_name', { type: 'required', message: t('talent.skills.missing') });
      return true;
    }
    return saveThroughForm(form, ({ skill_name }) => persist(skill_name.trim(), quiet));
  }

  useSectionSave('skills', typed !== '', save);

  function submit(event: FormEvent) {
    event.preventDefault();
    void save({ quiet: false });
  }

  async function removeSkill(id: number, name: string) {
    try {
      await remove.mutateAsync(id);
      toast.show(t('talent.skills.removed', { name }), 'success');
    } catch (failure) {
      toast.show(toApiError(failure).message, 'error');
    }
  }

  return (
    <SectionCard id="skills" title={t('talent.skills.title')}>
      <AddRow onSubmit={submit} noValidate aria-label={t('talent.skills.addLabel')}>
        <Controller
          control={form.control}
          name="skill_name"
          rules={{ validate: notYetListed }}
          render={({ field, fieldState }) => (
            <SkillCombobox
              label={t('talent.skills.field')}
              name={field.name}
              placeholder={t('talent.skills.placeholder')}
              value={field.value}
              onChange={(next) => {
                field.onChange(next);
                if (fieldState.error) form.clearErrors('skill_name');
              }}
              error={fieldState.error?.message ?? null}
              maxLength={50}
            />
          )}
        />
        <Button type="submit" variant="accent" loading={add.isPending}>
          {t('talent.skills.add')}
        </Button>
      </AddRow>
      {profile.skills.length === 0 ? (
        <Muted>{t('talent.skills.empty')}</Muted>
      ) : (
        <Chips aria-label={t('talent.skills.list')}>
          {profile.skills.map((skill) => (
            <li key={skill.id}>
              <Chip
                tone="accent"
                onRemove={() => void removeSkill(skill.id, skill.skill_name)}
                removeLabel={t('talent.skills.remove', { name: skill.skill_name })}
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
