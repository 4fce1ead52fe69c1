import type { TalentProfile } from '@peworld/shared-ui';
import { Button, SelectField, TextField, useT, useToast } from '@peworld/shared-ui';
import { useEffect, useEffectEvent, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useSectionSave } from '../../../components/edit-sections/save-registry';
import { Actions, FormGrid, SectionCard } from '../../../components/edit-sections/section-card';
import {
  bannerForFailure,
  saveThroughForm,
  SectionForm,
} from '../../../components/edit-sections/section-form';
import { useUpdateSignals } from '../api/update-signals';
import {
  AVAILABILITIES,
  payloadOf,
  sameValues,
  SERVER_FIELD_ALIASES,
  signalsResolver,
  valuesOf,
  type AvailabilityValue,
  type SignalsValues,
} from '../lib/signals-values';

const AVAILABILITY_LABELS: Record<AvailabilityValue, string> = {
  open_to_work: 'talent.signals.availability.open_to_work',
  open_to_offers: 'talent.signals.availability.open_to_offers',
  not_looking: 'talent.signals.availability.not_looking',
};

/**
 * 'Availability and salary' (issue 31): whether the talent is looking and from when, and the
 * expected salary, a monthly range or a day rate. Recruiters see the salary; the public never.
 */
export function SignalsSection({ profile }: { profile: TalentProfile }) {
  const t = useT();
  const toast = useToast();
  const update = useUpdateSignals(profile.id_user);
  const form = useForm<SignalsValues>({
    defaultValues: valuesOf(profile),
    resolver: signalsResolver(t),
  });
  const { errors } = form.formState;
  const [banner, setBanner] = useState<string | null>(null);
  const values = form.watch();
  const dirty = !sameValues(values, form.formState.defaultValues as SignalsValues);

  // Another section's save refreshes the profile: untouched fields follow it.
  const takeFreshProfile = useEffectEvent(() => {
    form.reset(valuesOf(profile), { keepDirtyValues: true, keepErrors: true });
  });
  useEffect(() => takeFreshProfile(), [profile.updated_at]);

  async function persist(submitted: SignalsValues, quiet: boolean): Promise<boolean> {
    setBanner(null);
    try {
      const answer = await update.mutateAsync(payloadOf(submitted));
      form.reset(valuesOf(answer.data));
      if (!quiet) toast.show(t('talent.signals.saved'), 'success');
      return true;
    } catch (failure) {
      setBanner(
        bannerForFailure(form, failure, t('talent.signals.checkFields'), {
          aliases: SERVER_FIELD_ALIASES,
        }),
      );
      return false;
    }
  }

  async function save({ quiet }: { quiet: boolean }): Promise<boolean> {
    if (!dirty) return true;
    return saveThroughForm(form, (submitted) => persist(submitted, quiet));
  }

  useSectionSave('signals', dirty, save);

  const field = (name: keyof SignalsValues) => ({
    ...form.register(name),
    error: errors[name]?.message,
  });
  const sharesSalary = values.salary_period !== '';
  const perDay = values.salary_period === 'day';

  return (
    <SectionCard id="signals" title={t('talent.signals.title')}>
      <SectionForm
        label={t('talent.signals.title')}
        banner={banner}
        onSave={() => void save({ quiet: false })}
      >
        <FormGrid>
          <SelectField
            label={t('talent.signals.availability')}
            options={AVAILABILITIES.map((value) => ({
              value,
              label: t(AVAILABILITY_LABELS[value]),
            }))}
            {...field('availability')}
          />
          {values.availability === 'not_looking' ? null : (
            <TextField
              label={t('talent.signals.availableFrom')}
              type="date"
              hint={t('talent.signals.availableFromHint')}
              {...field('available_from')}
            />
          )}
          <SelectField
            className="wide"
            label={t('talent.signals.salaryPeriod')}
            hint={t('talent.signals.salaryHint')}
            options={[
              { value: '', label: t('talent.signals.period.none') },
              { value: 'month', label: t('talent.signals.period.month') },
              { value: 'day', label: t('talent.signals.period.day') },
            ]}
            {...field('salary_period')}
          />
          {sharesSalary ? (
            <>
              <TextField
                label={t(perDay ? 'talent.signals.minDay' : 'talent.signals.minMonth')}
                inputMode="numeric"
                autoComplete="off"
                {...field('salary_min')}
              />
              <TextField
                label={t(perDay ? 'talent.signals.maxDay' : 'talent.signals.maxMonth')}
                inputMode="numeric"
                autoComplete="off"
                {...field('salary_max')}
              />
            </>
          ) : null}
        </FormGrid>
        <Actions>
          {dirty ? (
            <Button
              type="button"
              variant="ghost"
              onClick={() => {
                form.reset();
                setBanner(null);
              }}
            >
              {t('talent.signals.discard')}
            </Button>
          ) : null}
          <Button type="submit" loading={update.isPending} disabled={!dirty && !update.isPending}>
            {t('talent.signals.save')}
          </Button>
        </Actions>
      </SectionForm>
    </SectionCard>
  );
}
