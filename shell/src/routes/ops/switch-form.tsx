import { Button, TextField } from '@peworld/shared-ui';
import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import type { PointerAction } from './ops-api';

export type SwitchRequest =
  | { remote: string; action: Exclude<PointerAction, 'canary'>; target?: string; note: string }
  | { remote: string; action: 'canary'; target: string; percent: number; note: string }
  | { remote: string; action: 'preview'; target: string; note: string };

const Form = styled.form`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(160px, 1fr));
  gap: ${({ theme }) => theme.space.sm};
  align-items: end;
  padding-top: ${({ theme }) => theme.space.sm};
  border-top: 1px solid ${({ theme }) => theme.colors.divider};
`;

const Select = styled.select`
  height: 40px;
  padding: 0 ${({ theme }) => theme.space.xs};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radiusSm};
  font: inherit;
  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.focusRing};
  }
`;

const Label = styled.label`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
`;

type Mode = 'use' | 'canary' | 'preview';

export interface SwitchFormProps {
  remote: string;
  busy: boolean;
  onSubmit: (request: SwitchRequest) => void;
}

/** Use, canary or preview a version or manifest URL (validated by the server first). */
export function SwitchForm({ remote, busy, onSubmit }: SwitchFormProps) {
  const id = useId();
  const [mode, setMode] = useState<Mode>('use');
  const [target, setTarget] = useState('');
  const [percent, setPercent] = useState('10');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [percentError, setPercentError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = target.trim();
    setError(trimmed ? null : 'Enter a version (x.y.z) or a manifest URL');
    const share = Number(percent);
    const badShare = mode === 'canary' && (!Number.isInteger(share) || share < 1 || share > 100);
    setPercentError(badShare ? 'A whole percentage from 1 to 100' : null);
    if (!trimmed || badShare) return;
    if (mode === 'canary')
      onSubmit({ remote, action: 'canary', target: trimmed, percent: share, note });
    else if (mode === 'preview') onSubmit({ remote, action: 'preview', target: trimmed, note });
    else onSubmit({ remote, action: 'use', target: trimmed, note });
  };

  return (
    <Form onSubmit={submit} noValidate aria-label={`Switch ${remote}`}>
      <Label htmlFor={`${id}-mode`}>
        Action
        <Select
          id={`${id}-mode`}
          value={mode}
          onChange={(event) => setMode(event.target.value as Mode)}
        >
          <option value="use">Use for everyone</option>
          <option value="canary">Canary</option>
          <option value="preview">Preview link</option>
        </Select>
      </Label>
      <TextField
        label="Version or manifest URL"
        value={target}
        error={error}
        onChange={(event) => setTarget(event.target.value)}
        placeholder="1.2.0"
      />
      {mode === 'canary' ? (
        <TextField
          label="Share of visitors (%)"
          inputMode="numeric"
          value={percent}
          error={percentError}
          onChange={(event) => setPercent(event.target.value)}
        />
      ) : null}
      <TextField
        label="Why (for the history)"
        value={note}
        onChange={(event) => setNote(event.target.value)}
      />
      <Button type="submit" loading={busy}>
        {mode === 'use' ? 'Use' : mode === 'canary' ? 'Start canary' : 'Make link'}
      </Button>
    </Form>
  );
}
