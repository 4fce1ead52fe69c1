import { applyServerErrors, Banner, Button, Modal, TextField, useT } from '@peworld/shared-ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useCreateSavedSearch } from './api/create-saved-search';
import type { SavedSearchParams } from './api/get-saved-searches';
import { SAVED_SEARCHES_PATH } from './list-href';

/** The API's longest name (schemas/saved-search.ts). */
export const NAME_MAX = 80;

interface SaveValues {
  name: string;
  dailyDigest: boolean;
}

/** A first name for the search: what was typed, else the city, else a plain label. */
function suggestedName(params: SavedSearchParams, fallback: string): string {
  return (params.search || params.city || fallback).slice(0, NAME_MAX);
}

/**
 * "Simpan pencarian" next to the talent list: names the list's current search, filters and sort
 * (the URL's) and keeps them for the company, with new matches announced in the bell.
 */
export function SaveSearchButton({ params }: { params: SavedSearchParams }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [savedName, setSavedName] = useState<string | null>(null);
  const create = useCreateSavedSearch();
  const form = useForm<SaveValues>({
    values: {
      name: suggestedName(params, t('employer.savedSearches.defaultName')),
      dailyDigest: false,
    },
  });
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = form;

  const onSubmit = handleSubmit((values) =>
    create.mutateAsync({ name: values.name.trim(), params, daily_digest: values.dailyDigest }).then(
      (answer) => {
        setSavedName(answer.data.name);
        setOpen(false);
      },
      (error: unknown) => {
        applyServerErrors(form, error);
      },
    ),
  );

  return (
    <Wrap>
      <Button
        type="button"
        variant="outline"
        size="sm"
        onClick={() => {
          create.reset();
          setOpen(true);
        }}
      >
        {t('employer.savedSearches.save')}
      </Button>
      <AllLink to={SAVED_SEARCHES_PATH}>{t('employer.savedSearches.title')}</AllLink>
      {savedName ? (
        <Saved role="status">
          {t('employer.savedSearches.savedAs', { name: savedName })}
          <Link to={SAVED_SEARCHES_PATH}>{t('employer.savedSearches.seeAll')}</Link>
        </Saved>
      ) : null}
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title={t('employer.savedSearches.saveTitle')}
      >
        <Form onSubmit={(event) => void onSubmit(event)} noValidate>
          <p>{t('employer.savedSearches.saveText')}</p>
          {create.error && !errors.name ? (
            <Banner tone="error">{create.error.message}</Banner>
          ) : null}
          <TextField
            label={t('employer.savedSearches.nameLabel')}
            error={errors.name?.message}
            maxLength={NAME_MAX}
            {...register('name', {
              validate: (value) => value.trim() !== '' || t('employer.savedSearches.nameRequired'),
            })}
          />
          <Check>
            <input id="saved-search-digest" type="checkbox" {...register('dailyDigest')} />
            <label htmlFor="saved-search-digest">{t('employer.savedSearches.digestLabel')}</label>
          </Check>
          <Actions>
            <Button type="button" variant="ghost" onClick={() => setOpen(false)}>
              {t('employer.savedSearches.cancel')}
            </Button>
            <Button type="submit" loading={create.isPending}>
              {t('employer.savedSearches.confirmSave')}
            </Button>
          </Actions>
        </Form>
      </Modal>
    </Wrap>
  );
}

const Wrap = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 12px;
`;

const AllLink = styled(Link)`
  color: ${({ theme }) => theme.colors.primary};
  font-size: 14px;
  font-weight: 600;
`;

const Saved = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
  margin: 0;
  color: ${({ theme }) => theme.colors.text};
  font-size: 14px;

  a {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 600;
  }
`;

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 16px;

  p {
    margin: 0;
  }
`;

export const Check = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;

  input {
    width: 18px;
    height: 18px;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: 8px;
`;
