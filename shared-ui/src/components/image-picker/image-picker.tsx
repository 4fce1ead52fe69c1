import { useId, useState, type ChangeEvent } from 'react';
import { CloseIcon } from '../icons/close-icon';
import { ProgressBar } from '../progress-bar/progress-bar';
import {
  ErrorText,
  HiddenInput,
  Hint,
  PickerWrapper,
  PreviewItem,
  Previews,
  RemoveButton,
  Trigger,
} from './image-picker.styles';
import { IMAGE_TYPES, imageProblemKind, imageSizeLabel, MAX_IMAGE_BYTES } from './image-rules';
import { useObjectUrls } from './use-object-urls';
import { useT } from '../../i18n/use-t';

export interface ImagePickerProps {
  /** Text of the pick button, e.g. "Edit" or "Add images". */
  label: string;
  /** Accessible name of the file input when the button text alone is vague ("Edit"). */
  inputLabel?: string;
  /** The chosen files (controlled). */
  files: readonly File[];
  onChange: (files: File[]) => void;
  /** Several images; otherwise a new pick replaces the current one. */
  multiple?: boolean;
  /** Most files kept in multiple mode. */
  maxFiles?: number;
  maxBytes?: number;
  /** A server error about the upload (shown under the picker). */
  error?: string | null | undefined;
  /** 0-1 while an upload runs; null/undefined hides the bar. */
  progress?: number | null | undefined;
  /** Draw the chosen images as thumbnails here (off when the page previews elsewhere). */
  showPreviews?: boolean;
  disabled?: boolean;
  name?: string;
  className?: string;
}

/**
 * Picks images for an upload: checks type and size before anything is sent, previews the
 * choice, shows upload progress and server errors. The native file input stays in the tab
 * order (inside the button-looking label), so keyboard and screen readers use it as is.
 */
export function ImagePicker({
  label,
  inputLabel,
  files,
  onChange,
  multiple = false,
  maxFiles = 6,
  maxBytes = MAX_IMAGE_BYTES,
  error,
  progress,
  showPreviews = true,
  disabled = false,
  name,
  className,
}: ImagePickerProps) {
  const t = useT();
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const [problem, setProblem] = useState<string | null>(null);
  const urls = useObjectUrls(files);
  const shownError = problem ?? error ?? null;
  const maxSize = imageSizeLabel(maxBytes);

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const picked = Array.from(event.target.files ?? []);
    // Reset so picking the same file again still fires a change.
    event.target.value = '';
    if (picked.length === 0) return;
    const problems = picked.flatMap((file) => {
      const kind = imageProblemKind(file, maxBytes);
      if (kind === null) return [];
      return [
        kind === 'type'
          ? t('ui.image.wrongType', { name: file.name })
          : t('ui.image.tooLarge', { name: file.name, size: maxSize }),
      ];
    });
    const good = picked.filter((file) => imageProblemKind(file, maxBytes) === null);
    let next = multiple ? [...files, ...good] : good.slice(0, 1);
    if (next.length > maxFiles) {
      problems.push(t('ui.image.tooMany', { max: maxFiles }));
      next = next.slice(0, maxFiles);
    }
    setProblem(problems.length > 0 ? problems.join('. ') : null);
    if (good.length > 0) onChange(next);
  }

  function remove(index: number) {
    setProblem(null);
    onChange(files.filter((_, i) => i !== index));
  }

  const hint = multiple
    ? t('ui.image.hintMany', { size: maxSize, max: maxFiles })
    : t('ui.image.hintOne', { size: maxSize });

  return (
    <PickerWrapper className={className}>
      <Trigger $disabled={disabled}>
        {label}
        <HiddenInput
          type="file"
          name={name}
          accept={IMAGE_TYPES.join(',')}
          multiple={multiple}
          disabled={disabled}
          onChange={handleChange}
          aria-label={inputLabel ?? label}
          aria-invalid={shownError ? true : undefined}
          aria-describedby={[hintId, shownError ? errorId : null].filter(Boolean).join(' ')}
        />
      </Trigger>
      <Hint id={hintId}>{hint}</Hint>
      {shownError ? (
        <ErrorText id={errorId} role="alert">
          {shownError}
        </ErrorText>
      ) : null}
      {progress !== null && progress !== undefined ? (
        <ProgressBar
          value={progress}
          label={t('ui.image.uploading', { count: multiple ? 2 : 1 })}
        />
      ) : null}
      {showPreviews && files.length > 0 ? (
        <Previews aria-label={t('ui.image.chosen')}>
          {files.map((file, index) => (
            <PreviewItem key={`${file.name}-${index}`}>
              {urls[index] ? (
                <img src={urls[index]} alt={t('ui.image.preview', { name: file.name })} />
              ) : null}
              <RemoveButton
                type="button"
                onClick={() => remove(index)}
                disabled={disabled}
                aria-label={t('ui.image.remove', { name: file.name })}
              >
                <CloseIcon size={14} />
              </RemoveButton>
            </PreviewItem>
          ))}
        </Previews>
      ) : null}
    </PickerWrapper>
  );
}
