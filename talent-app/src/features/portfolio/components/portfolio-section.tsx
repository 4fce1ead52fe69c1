import type { Portfolio, TalentProfile } from '@peworld/shared-ui';
import {
  Banner,
  Button,
  fieldErrors,
  ImagePicker,
  TextField,
  toApiError,
  useT,
  useToast,
} from '@peworld/shared-ui';
import { useState, type FormEvent } from 'react';
import { useSectionSave } from '../../../components/edit-sections/save-registry';
import { Actions, FormGrid, SectionCard } from '../../../components/edit-sections/section-card';
import { usePortfolioUpload } from '../api/add-portfolio';
import { useRemovePortfolioImage } from '../api/remove-portfolio-image';
import { useUpdatePortfolio } from '../api/update-portfolio';
import { CurrentImages } from './current-images';
import { PortfolioList } from './portfolio-list';
import { useDeletePortfolio } from '../api/delete-portfolio';

const MAX_IMAGES = 6;

interface Draft {
  project_name: string;
  link_repository: string;
  /** New images to upload. */
  images: File[];
  /** Saved images to remove (editing only). */
  removeImages: number[];
}
const EMPTY: Draft = { project_name: '', link_repository: '', images: [], removeImages: [] };

/** 'Portofolio': projects with one or more images (uploaded with progress), edit and delete. */
export function PortfolioSection({ profile }: { profile: TalentProfile }) {
  const t = useT();
  const toast = useToast();
  const upload = usePortfolioUpload();
  const update = useUpdatePortfolio();
  const removeImage = useRemovePortfolioImage();
  const remove = useDeletePortfolio();
  const [editing, setEditing] = useState<Portfolio | null>(null);
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [banner, setBanner] = useState<string | null>(null);
  const textChanged = editing
    ? draft.project_name !== editing.project_name ||
      draft.link_repository !== (editing.link_repository ?? '')
    : draft.project_name !== '' || draft.link_repository !== '';
  const dirty = textChanged || draft.images.length > 0 || draft.removeImages.length > 0;
  const room = MAX_IMAGES - (editing ? editing.images.length - draft.removeImages.length : 0);

  function reset() {
    setEditing(null);
    setDraft(EMPTY);
    setErrors({});
    setBanner(null);
  }

  async function save({ quiet }: { quiet: boolean }): Promise<boolean> {
    if (!dirty) return true;
    const local: Record<string, string> = {};
    if (draft.project_name.trim() === '') local.project_name = t('talent.portfolio.error.name');
    if (!editing && draft.images.length === 0) local.image = t('talent.portfolio.error.image');
    setErrors(local);
    setBanner(null);
    if (Object.keys(local).length > 0) return false;
    try {
      if (editing) {
        await saveEdits(editing);
      } else {
        const form = new FormData();
        form.append('project_name', draft.project_name.trim());
        form.append('link_repository', draft.link_repository.trim());
        for (const file of draft.images) form.append('image', file);
        await upload.mutateAsync({ form });
      }
      reset();
      if (!quiet)
        toast.show(
          editing ? t('talent.portfolio.updated') : t('talent.portfolio.added'),
          'success',
        );
      return true;
    } catch (failure) {
      const byField = fieldErrors(failure);
      // The API names image problems 'image' or 'img_portfolio'; both belong to the picker.
      if (byField.img_portfolio && !byField.image) byField.image = byField.img_portfolio;
      setErrors(byField);
      setBanner(
        Object.keys(byField).length > 0
          ? t('talent.portfolio.checkFields')
          : toApiError(failure).message,
      );
      return false;
    }
  }

  /**
   * Text first, then new images, then removals, so a project never passes through zero
   * images. After a failure the form shows what was saved and keeps only what was not.
   */
  async function saveEdits(entry: Portfolio) {
    let saved = entry;
    try {
      if (textChanged) {
        const answer = await update.mutateAsync({
          id: entry.id,
          payload: {
            project_name: draft.project_name.trim(),
            link_repository: draft.link_repository.trim(),
          },
        });
        saved = answer.data;
      }
      if (draft.images.length > 0) {
        const form = new FormData();
        for (const file of draft.images) form.append('image', file);
        saved = (await upload.mutateAsync({ form, id: entry.id })).data;
        setDraft((current) => ({ ...current, images: [] }));
      }
      for (const imageId of draft.removeImages) {
        saved = (await removeImage.mutateAsync({ id: entry.id, imageId })).data;
        setDraft((current) => ({
          ...current,
          removeImages: current.removeImages.filter((id) => id !== imageId),
        }));
      }
    } finally {
      setEditing(saved);
    }
  }

  useSectionSave('portfolio', dirty, save);

  function submit(event: FormEvent) {
    event.preventDefault();
    void save({ quiet: false });
  }

  async function deleteItem(item: Portfolio) {
    if (!window.confirm(t('talent.portfolio.confirmDelete', { project: item.project_name }))) {
      return;
    }
    try {
      await remove.mutateAsync(item.id);
      if (editing?.id === item.id) reset();
      toast.show(t('talent.portfolio.deleted'), 'success');
    } catch (failure) {
      toast.show(toApiError(failure).message, 'error');
    }
  }

  const imageError = errors.image ?? null;

  return (
    <SectionCard id="portfolio" title={t('talent.portfolio.title')}>
      <PortfolioList
        items={profile.portfolio}
        onEdit={(item) => {
          setEditing(item);
          setDraft({
            project_name: item.project_name,
            link_repository: item.link_repository ?? '',
            images: [],
            removeImages: [],
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
        aria-label={editing ? t('talent.portfolio.editForm') : t('talent.portfolio.addForm')}
      >
        {banner ? (
          <div style={{ marginBottom: 16 }}>
            <Banner tone="error">{banner}</Banner>
          </div>
        ) : null}
        <FormGrid>
          <TextField
            label={t('talent.portfolio.name')}
            name="project_name"
            maxLength={100}
            value={draft.project_name}
            onChange={(e) => setDraft({ ...draft, project_name: e.target.value })}
            error={errors.project_name}
          />
          <TextField
            label={t('talent.portfolio.link')}
            name="link_repository"
            type="url"
            placeholder={t('talent.portfolio.linkPlaceholder')}
            maxLength={500}
            value={draft.link_repository}
            onChange={(e) => setDraft({ ...draft, link_repository: e.target.value })}
            error={errors.link_repository}
          />
          {editing ? (
            <div className="wide">
              <CurrentImages
                projectName={editing.project_name}
                images={editing.images}
                removed={draft.removeImages}
                onChange={(removeImages) => setDraft({ ...draft, removeImages })}
              />
            </div>
          ) : null}
          <div className="wide">
            <ImagePicker
              label={
                editing ? t('talent.portfolio.addMoreImages') : t('talent.portfolio.addImages')
              }
              inputLabel={t('talent.portfolio.images')}
              name="image"
              multiple
              maxFiles={room}
              files={draft.images}
              onChange={(images) => setDraft({ ...draft, images })}
              error={imageError}
              progress={upload.progress}
              disabled={upload.isPending || room <= 0}
            />
          </div>
        </FormGrid>
        <Actions>
          {editing || dirty ? (
            <Button type="button" variant="ghost" onClick={reset}>
              {t('talent.portfolio.cancel')}
            </Button>
          ) : null}
          <Button
            type="submit"
            variant="accent"
            loading={upload.isPending || update.isPending || removeImage.isPending}
          >
            {editing ? t('talent.portfolio.save') : t('talent.portfolio.add')}
          </Button>
        </Actions>
      </form>
    </SectionCard>
  );
}
