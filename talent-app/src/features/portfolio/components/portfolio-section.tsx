import type { Portfolio, TalentProfile } from '@peworld/shared-ui';
import {
  Banner,
  Button,
  fieldErrors,
  ImagePicker,
  TextField,
  toApiError,
  useDeletePortfolio,
  useToast,
} from '@peworld/shared-ui';
import { useState, type FormEvent } from 'react';
import { useSectionSave } from '../../../components/edit-sections/save-registry';
import { Actions, FormGrid, SectionCard } from '../../../components/edit-sections/section-card';
import { usePortfolioUpload, useUpdatePortfolio } from '../hooks/use-portfolio-upload';
import { PortfolioList } from './portfolio-list';

export const PORTFOLIO_ADDED = 'Portfolio added!';
export const PORTFOLIO_UPDATED = 'Portfolio updated!';
export const PORTFOLIO_DELETED = 'Portfolio deleted';
const MAX_IMAGES = 6;

interface Draft {
  project_name: string;
  link_repository: string;
  images: File[];
}
const EMPTY: Draft = { project_name: '', link_repository: '', images: [] };

/** 'Portofolio': projects with one or more images (uploaded with progress), edit and delete. */
export function PortfolioSection({ profile }: { profile: TalentProfile }) {
  const toast = useToast();
  const upload = usePortfolioUpload();
  const update = useUpdatePortfolio();
  const remove = useDeletePortfolio();
  const [editing, setEditing] = useState<Portfolio | null>(null);
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [banner, setBanner] = useState<string | null>(null);
  const dirty = editing
    ? draft.project_name !== editing.project_name ||
      draft.link_repository !== (editing.link_repository ?? '')
    : draft.project_name !== '' || draft.link_repository !== '' || draft.images.length > 0;

  function reset() {
    setEditing(null);
    setDraft(EMPTY);
    setErrors({});
    setBanner(null);
  }

  async function save({ quiet }: { quiet: boolean }): Promise<boolean> {
    if (!dirty) return true;
    const local: Record<string, string> = {};
    if (draft.project_name.trim() === '') local.project_name = 'Enter the project name';
    if (!editing && draft.images.length === 0)
      local.image = 'Add at least one image of the project';
    setErrors(local);
    setBanner(null);
    if (Object.keys(local).length > 0) return false;
    try {
      if (editing) {
        await update.mutateAsync({
          id: editing.id,
          payload: {
            project_name: draft.project_name.trim(),
            link_repository: draft.link_repository.trim(),
          },
        });
      } else {
        const form = new FormData();
        form.append('project_name', draft.project_name.trim());
        form.append('link_repository', draft.link_repository.trim());
        for (const file of draft.images) form.append('image', file);
        await upload.mutateAsync(form);
      }
      reset();
      if (!quiet) toast.show(editing ? PORTFOLIO_UPDATED : PORTFOLIO_ADDED, 'success');
      return true;
    } catch (failure) {
      const byField = fieldErrors(failure);
      // The API names image problems 'image' or 'img_portfolio'; both belong to the picker.
      if (byField.img_portfolio && !byField.image) byField.image = byField.img_portfolio;
      setErrors(byField);
      setBanner(
        Object.keys(byField).length > 0
          ? 'Please check the highlighted fields.'
          : toApiError(failure).message,
      );
      return false;
    }
  }

  useSectionSave('portfolio', dirty, save);

  function submit(event: FormEvent) {
    event.preventDefault();
    void save({ quiet: false });
  }

  async function deleteItem(item: Portfolio) {
    if (!window.confirm(`Delete the project ${item.project_name} and its images?`)) return;
    try {
      await remove.mutateAsync(item.id);
      if (editing?.id === item.id) reset();
      toast.show(PORTFOLIO_DELETED, 'success');
    } catch (failure) {
      toast.show(toApiError(failure).message, 'error');
    }
  }

  const imageError = errors.image ?? null;

  return (
    <SectionCard id="portfolio" title="Portofolio">
      <PortfolioList
        items={profile.portfolio}
        onEdit={(item) => {
          setEditing(item);
          setDraft({
            project_name: item.project_name,
            link_repository: item.link_repository ?? '',
            images: [],
          });
          setErrors({});
          setBanner(null);
          document
            .getElementById('portfolio')
            ?.querySelector<HTMLInputElement>('input[name="project_name"]')
            ?.focus();
        }}
        onDelete={(item) => void deleteItem(item)}
      />
      <form
        onSubmit={submit}
        noValidate
        aria-label={editing ? 'Edit portfolio project' : 'Add a portfolio project'}
      >
        {banner ? (
          <div style={{ marginBottom: 16 }}>
            <Banner tone="error">{banner}</Banner>
          </div>
        ) : null}
        <FormGrid>
          <TextField
            label="Project name"
            name="project_name"
            maxLength={100}
            value={draft.project_name}
            onChange={(e) => setDraft({ ...draft, project_name: e.target.value })}
            error={errors.project_name}
          />
          <TextField
            label="Repository link"
            name="link_repository"
            type="url"
            placeholder="https://github.com/you/project"
            maxLength={500}
            value={draft.link_repository}
            onChange={(e) => setDraft({ ...draft, link_repository: e.target.value })}
            error={errors.link_repository}
          />
          {editing ? (
            <p className="wide" style={{ margin: 0 }}>
              Images stay as they are; delete the project and add it again to change them.
            </p>
          ) : (
            <div className="wide">
              <ImagePicker
                label="Add images"
                inputLabel="Project images"
                name="image"
                multiple
                maxFiles={MAX_IMAGES}
                files={draft.images}
                onChange={(images) => setDraft({ ...draft, images })}
                error={imageError}
                progress={upload.progress}
                disabled={upload.isPending}
              />
            </div>
          )}
        </FormGrid>
        <Actions>
          {editing || dirty ? (
            <Button type="button" variant="ghost" onClick={reset}>
              Cancel
            </Button>
          ) : null}
          <Button type="submit" variant="accent" loading={upload.isPending || update.isPending}>
            {editing ? 'Save project' : 'Add project'}
          </Button>
        </Actions>
      </form>
    </SectionCard>
  );
}
