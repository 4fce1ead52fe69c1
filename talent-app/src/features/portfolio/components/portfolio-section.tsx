import type { Portfolio, TalentProfile } from '@peworld/shared-ui';
import {
  Button,
  FIELD_RULES,
  ImagePicker,
  TextField,
  toApiError,
  useT,
  useToast,
} from '@peworld/shared-ui';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useSectionSave } from '../../../components/edit-sections/save-registry';
import { Actions, FormGrid, SectionCard } from '../../../components/edit-sections/section-card';
import {
  bannerForFailure,
  saveThroughForm,
  SectionForm,
} from '../../../components/edit-sections/section-form';
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

/** The API names image problems 'image' or 'img_portfolio'; both belong to the picker. */
const SERVER_FIELD_ALIASES = { image: 'images', img_portfolio: 'images' } as const;

function draftOf(item: Portfolio): Draft {
  return {
    project_name: item.project_name,
    link_repository: item.link_repository ?? '',
    images: [],
    removeImages: [],
  };
}

/** 'Portofolio': projects with one or more images (uploaded with progress), edit and delete. */
export function PortfolioSection({ profile }: { profile: TalentProfile }) {
  const t = useT();
  const toast = useToast();
  const upload = usePortfolioUpload();
  const update = useUpdatePortfolio();
  const removeImage = useRemovePortfolioImage();
  const remove = useDeletePortfolio();
  const [editing, setEditing] = useState<Portfolio | null>(null);
  const form = useForm<Draft>({ defaultValues: EMPTY });
  const { errors } = form.formState;
  const [banner, setBanner] = useState<string | null>(null);
  const draft = form.watch();
  // Against the entry as last saved (it changes as each step of an edit is stored).
  const textChanged = editing
    ? draft.project_name !== editing.project_name ||
      draft.link_repository !== (editing.link_repository ?? '')
    : draft.project_name !== '' || draft.link_repository !== '';
  const dirty = textChanged || draft.images.length > 0 || draft.removeImages.length > 0;
  const room = MAX_IMAGES - (editing ? editing.images.length - draft.removeImages.length : 0);

  function edit(item: Portfolio | null) {
    setEditing(item);
    form.reset(item ? draftOf(item) : EMPTY);
    setBanner(null);
  }

  async function persist(values: Draft, quiet: boolean): Promise<boolean> {
    try {
      if (editing) {
        await saveEdits(editing, values);
      } else {
        const body = new FormData();
        body.append('project_name', values.project_name.trim());
        body.append('link_repository', values.link_repository.trim());
        for (const file of values.images) body.append('image', file);
        await upload.mutateAsync({ form: body });
      }
      edit(null);
      if (!quiet)
        toast.show(
          editing ? t('talent.portfolio.updated') : t('talent.portfolio.added'),
          'success',
        );
      return true;
    } catch (failure) {
      setBanner(
        bannerForFailure(form, failure, t('talent.portfolio.checkFields'), {
          aliases: SERVER_FIELD_ALIASES,
        }),
      );
      return false;
    }
  }

  async function save({ quiet }: { quiet: boolean }): Promise<boolean> {
    // 'Save all' skips an untouched section; an 'Add' clicked on an empty form goes through the
    // checks instead, so the name and the image each say they are missing.
    if (!dirty && (quiet || editing)) return true;
    setBanner(null);
    return saveThroughForm(form, (values) => persist(values, quiet));
  }

  /**
   * Text first, then new images, then removals, so a project never passes through zero
   * images. After a failure the form shows what was saved and keeps only what was not.
   */
  async function saveEdits(entry: Portfolio, values: Draft) {
    let saved = entry;
    try {
      if (textChanged) {
        const answer = await update.mutateAsync({
          id: entry.id,
          payload: {
            project_name: values.project_name.trim(),
            link_repository: values.link_repository.trim(),
          },
        });
        saved = answer.data;
      }
      if (values.images.length > 0) {
        const body = new FormData();
        for (const file of values.images) body.append('image', file);
        saved = (await upload.mutateAsync({ form: body, id: entry.id })).data;
        form.setValue('images', []);
      }
      for (const imageId of values.removeImages) {
        saved = (await removeImage.mutateAsync({ id: entry.id, imageId })).data;
        form.setValue(
          'removeImages',
          form.getValues('removeImages').filter((id) => id !== imageId),
        );
      }
    } finally {
      setEditing(saved);
    }
  }

  useSectionSave('portfolio', dirty, save);

  async function deleteItem(item: Portfolio) {
    if (!window.confirm(t('talent.portfolio.confirmDelete', { project: item.project_name }))) {
      return;
    }
    try {
      await remove.mutateAsync(item.id);
      if (editing?.id === item.id) edit(null);
      toast.show(t('talent.portfolio.deleted'), 'success');
    } catch (failure) {
      toast.show(toApiError(failure).message, 'error');
    }
  }

  return (
    <SectionCard id="portfolio" title={t('talent.portfolio.title')}>
      <PortfolioList
        items={profile.portfolio}
        onEdit={(item) => {
          edit(item);
          document
            .getElementById('portfolio')
            ?.querySelector<HTMLInputElement>('input[name="project_name"]')
            ?.focus();
        }}
        onDelete={(item) => void deleteItem(item)}
      />
      <SectionForm
        label={editing ? t('talent.portfolio.editForm') : t('talent.portfolio.addForm')}
        banner={banner}
        onSave={() => void save({ quiet: false })}
      >
        <FormGrid>
          <TextField
            {...form.register('project_name', {
              validate: (value) => value.trim() !== '' || t('talent.portfolio.error.name'),
            })}
            label={t('talent.portfolio.name')}
            maxLength={FIELD_RULES.shortTextMax}
            error={errors.project_name?.message}
          />
          <TextField
            {...form.register('link_repository')}
            label={t('talent.portfolio.link')}
            type="url"
            placeholder={t('talent.portfolio.linkPlaceholder')}
            maxLength={FIELD_RULES.linkMax}
            error={errors.link_repository?.message}
          />
          {editing ? (
            <div className="wide">
              <CurrentImages
                projectName={editing.project_name}
                images={editing.images}
                removed={draft.removeImages}
                onChange={(removeImages) => form.setValue('removeImages', removeImages)}
              />
            </div>
          ) : null}
          <div className="wide">
            <Controller
              control={form.control}
              name="images"
              rules={{
                // A new project needs an image; an edited one already has its own.
                validate: (images) =>
                  editing !== null || images.length > 0 || t('talent.portfolio.error.image'),
              }}
              render={({ field }) => (
                <ImagePicker
                  label={
                    editing ? t('talent.portfolio.addMoreImages') : t('talent.portfolio.addImages')
                  }
                  inputLabel={t('talent.portfolio.images')}
                  name="image"
                  multiple
                  maxFiles={room}
                  files={field.value}
                  onChange={field.onChange}
                  error={errors.images?.message ?? null}
                  progress={upload.progress}
                  disabled={upload.isPending || room <= 0}
                />
              )}
            />
          </div>
        </FormGrid>
        <Actions>
          {editing || dirty ? (
            <Button type="button" variant="ghost" onClick={() => edit(null)}>
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
      </SectionForm>
    </SectionCard>
  );
}
