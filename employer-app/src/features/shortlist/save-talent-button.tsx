import { Button, type ButtonSize, CheckIcon, useT, useToast } from '@peworld/shared-ui';
import styled from 'styled-components';
import { useRemoveTalent } from './api/remove-talent';
import { useSaveTalent } from './api/save-talent';
import { useShortlist } from './api/get-shortlist';

export interface SaveTalentButtonProps {
  idUser: number;
  name: string;
  size?: ButtonSize;
  $block?: boolean;
}

/**
 * "Save" on a talent card or profile: a toggle (aria-pressed) that keeps the talent in the
 * company's shortlist or takes them out. Its state comes from the one shortlist query, so every
 * card and the shortlist page agree.
 */
export function SaveTalentButton({ idUser, name, size = 'md', $block }: SaveTalentButtonProps) {
  const t = useT();
  const toast = useToast();
  const shortlist = useShortlist();
  const save = useSaveTalent();
  const remove = useRemoveTalent();
  const saved = shortlist.data?.some((entry) => entry.id_user === idUser) ?? false;
  const busy = save.isPending || remove.isPending;

  const onClick = () => {
    const options = {
      onSuccess: () =>
        toast.show(
          t(saved ? 'employer.shortlist.removedToast' : 'employer.shortlist.savedToast', {
            name,
          }),
          'success',
        ),
      onError: (error: Error) => toast.show(error.message, 'error'),
    };
    if (saved) remove.mutate(idUser, options);
    else save.mutate(idUser, options);
  };

  return (
    <Button
      type="button"
      variant={saved ? 'primary' : 'outline'}
      size={size}
      $block={$block}
      aria-pressed={saved}
      disabled={shortlist.isPending || busy}
      loading={busy}
      onClick={onClick}
    >
      {/* One name in both states ("Save Rina"): aria-pressed tells whether the talent is kept,
          the filled style and the check show it. */}
      {saved ? <CheckIcon size={16} aria-hidden="true" /> : null}
      {t('employer.shortlist.save')}
      <Sr> {name}</Sr>
    </Button>
  );
}

const Sr = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0, 0, 0, 0);
  white-space: nowrap;
`;

/** The Save a talent card shows (the talent lists are recruiters' only). */
export function saveCardAction(talent: { id_user: number; full_name: string }) {
  return <SaveTalentButton idUser={talent.id_user} name={talent.full_name} />;
}
