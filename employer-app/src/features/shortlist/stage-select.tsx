import { SelectField, useT, useToast } from '@peworld/shared-ui';
import { useUpdateEntry } from './api/update-entry';
import type { ShortlistEntry, ShortlistStage } from './api/get-shortlist';
import { STAGES, stageLabel } from './stages';

/** Moves a talent to another stage: a native select, so keyboard and screen readers just work. */
export function StageSelect({ entry }: { entry: ShortlistEntry }) {
  const t = useT();
  const toast = useToast();
  const update = useUpdateEntry();
  const options = STAGES.map((stage) => ({ value: stage, label: stageLabel(stage, t) }));

  return (
    <SelectField
      label={t('employer.shortlist.stageLabel', { name: entry.full_name })}
      options={options}
      value={entry.stage}
      disabled={update.isPending}
      error={update.isError ? update.error.message : null}
      onChange={(event) => {
        const stage = event.target.value as ShortlistStage;
        update.mutate(
          { idUser: entry.id_user, change: { stage } },
          {
            onSuccess: () =>
              toast.show(
                t('employer.shortlist.movedToast', {
                  name: entry.full_name,
                  stage: stageLabel(stage, t),
                }),
                'success',
              ),
          },
        );
      }}
    />
  );
}
