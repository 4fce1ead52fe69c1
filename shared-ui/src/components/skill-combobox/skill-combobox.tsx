import { useId, useMemo, useState, type KeyboardEvent } from 'react';
import { useDebouncedValue } from '../../hooks/use-debounced-value';
import { useSkillSuggestions } from '../../query/use-skill-suggestions';
import { FieldError, FieldLabel, FieldWrapper } from '../text-field/field.styles';
import { VisuallyHidden } from '../visually-hidden/visually-hidden';
import { Anchor, Count, Input, Option, Popup } from './skill-combobox.styles';
import { currentTerm, replaceCurrentTerm, splitTerms } from './skill-terms';
import { useT } from '../../i18n/use-t';

/** Pause in typing before suggestions are asked for. */
export const SUGGEST_DEBOUNCE_MS = 200;

export interface SkillComboboxProps {
  label: string;
  /** Keep the label for screen readers only (a search bar with a visible button). */
  hideLabel?: boolean;
  value: string;
  onChange: (value: string) => void;
  /** After a suggestion is chosen: the skill and the whole new value. */
  onSelect?: (skill: string, value: string) => void;
  /** A comma-separated list of skills: suggestions complete the last one. */
  multiple?: boolean;
  placeholder?: string;
  error?: string | null;
  id?: string;
  name?: string;
  /** No border of its own (inside a search bar that draws one). */
  bare?: boolean;
  maxLength?: number;
  className?: string;
}

/**
 * Text input with skill suggestions from GET /api/skills/suggest, following the WAI-ARIA
 * combobox pattern (list autocomplete): ArrowDown/ArrowUp move through suggestions,
 * Enter takes the highlighted one (and otherwise submits the form as usual), Escape closes.
 * Focus stays in the input; the highlighted option is announced via aria-activedescendant.
 */
export function SkillCombobox({
  label,
  hideLabel = false,
  value,
  onChange,
  onSelect,
  multiple = false,
  placeholder,
  error,
  id,
  name,
  bare = false,
  maxLength,
  className,
}: SkillComboboxProps) {
  const t = useT();
  const generated = useId();
  const inputId = id ?? `skill${generated}`;
  const listId = `${inputId}-listbox`;
  const statusId = `${inputId}-status`;
  const errorId = `${inputId}-error`;
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);

  const term = multiple ? currentTerm(value) : value.trim();
  const debounced = useDebouncedValue(term, SUGGEST_DEBOUNCE_MS);
  const { data, isFetching } = useSkillSuggestions(open ? debounced : '');

  // Skills already in the query are not offered again.
  const options = useMemo(() => {
    const chosen = new Set(
      (multiple ? splitTerms(value).slice(0, -1) : []).map((skill) => skill.toLowerCase()),
    );
    return (data?.data ?? []).filter((item) => !chosen.has(item.skill_name.toLowerCase()));
  }, [data, multiple, value]);

  const expanded = open && term !== '' && options.length > 0;
  const activeOption = expanded && active >= 0 ? options[active] : undefined;

  function close() {
    setOpen(false);
    setActive(-1);
  }

  function choose(skill: string) {
    const next = multiple ? replaceCurrentTerm(value, skill) : skill;
    onChange(next);
    onSelect?.(skill, next);
    close();
  }

  function move(step: 1 | -1) {
    if (!expanded) {
      setOpen(true);
      setActive(step === 1 ? 0 : options.length - 1);
      return;
    }
    const count = options.length;
    setActive((current) =>
      current < 0 && step === -1 ? count - 1 : (current + step + count) % count,
    );
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        move(1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        move(-1);
        break;
      case 'Enter':
        if (activeOption) {
          // Take the suggestion instead of submitting the surrounding form.
          event.preventDefault();
          choose(activeOption.skill_name);
        } else {
          close();
        }
        break;
      case 'Escape':
        if (expanded) {
          event.preventDefault();
          close();
        }
        break;
      case 'Tab':
        close();
        break;
      default:
        break;
    }
  }

  let status = '';
  if (open && term !== '' && debounced === term && !isFetching) {
    status =
      options.length === 0
        ? t('ui.skills.noMatch')
        : t('ui.skills.suggestions', { count: options.length });
  }

  return (
    <FieldWrapper className={className}>
      {hideLabel ? (
        <VisuallyHidden as="label" htmlFor={inputId}>
          {label}
        </VisuallyHidden>
      ) : (
        <FieldLabel htmlFor={inputId}>{label}</FieldLabel>
      )}
      <Anchor>
        <Input
          id={inputId}
          name={name}
          type="text"
          role="combobox"
          autoComplete="off"
          spellCheck={false}
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={activeOption ? `${listId}-${active}` : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          placeholder={placeholder}
          maxLength={maxLength}
          value={value}
          $bare={bare}
          $invalid={Boolean(error)}
          onChange={(event) => {
            onChange(event.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onKeyDown={onKeyDown}
          onBlur={close}
        />
        <Popup
          id={listId}
          role="listbox"
          aria-label={t('ui.skills.listLabel', { label })}
          hidden={!expanded}
        >
          {expanded &&
            options.map((option, index) => (
              <Option
                key={option.skill_name}
                id={`${listId}-${index}`}
                role="option"
                aria-selected={index === active}
                $active={index === active}
                // Keep focus in the input: the blur would close the list before the click.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => choose(option.skill_name)}
              >
                <span>{option.skill_name}</span>
                <Count aria-hidden="true">{option.count}</Count>
              </Option>
            ))}
        </Popup>
      </Anchor>
      <VisuallyHidden id={statusId} role="status" aria-live="polite">
        {status}
      </VisuallyHidden>
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </FieldWrapper>
  );
}
