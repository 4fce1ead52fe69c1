import { applyServerErrors, Button, Card, TextField, useT, useToast } from '@peworld/shared-ui';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useDeleteSavedSearch } from './api/delete-saved-search';
import type { SavedSearch } from './api/get-saved-searches';
import { useUpdateSavedSearch } from './api/update-saved-search';
import { listHref } from './list-href';
import { Check, NAME_MAX } from './save-search-button';
import { SearchSummary } from './search-summary';

/** One saved search: open it, rename it, its daily digest, delete it. */
export function SavedSearchRow({ search }: { search: SavedSearch }) {
  const t = useT();
  const toast = useToast();
  const [renaming, setRenaming] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const update = useUpdateSavedSearch();
  const remove = useDeleteSavedSearch();
  const headingId = `saved-search-${search.id}`;
  const digestId = `saved-search-digest-${search.id}`;

  return (
    <Item aria-labelledby={headingId}>
      <Card $padding="md">
        <Top>
          <h2 id={headingId}>{search.name}</h2>
          {search.unread_matches > 0 ? (
            <New>{t('employer.savedSearches.newMatches', { count: search.unread_matches })}</New>
          ) : null}
        </Top>
        <SearchSummary params={search.params} />
        {renaming ? <RenameForm search={search} onDone={() => setRenaming(false)} /> : null}
        <Check>
          <input
            id={digestId}
            type="checkbox"
            checked={search.daily_digest}
            disabled={update.isPending}
            onChange={(event) =>
              update.mutate(
                { id: search.id, change: { daily_digest: event.target.checked } },
                { onError: (error) => toast.show(error.message, 'error') },
              )
            }
          />
          <label htmlFor={digestId}>{t('employer.savedSearches.digestLabel')}</label>
        </Check>
        <Actions>
          <Button as={Link} to={listHref(search.params)} size="sm">
            {t('employer.savedSearches.open')}
          </Button>
          {renaming ? null : (
            <Button
              type="button"
              size="sm"
              variant="outline"
              aria-label={t('employer.savedSearches.renameNamed', { name: search.name })}
              onClick={() => setRenaming(true)}
            >
              {t('employer.savedSearches.rename')}
            </Button>
          )}
          {confirmDelete ? (
            <>
              <Button
                type="button"
                size="sm"
                variant="danger"
                loading={remove.isPending}
                onClick={() =>
                  remove.mutate(search.id, {
                    onError: (error) => toast.show(error.message, 'error'),
                  })
                }
              >
                {t('employer.savedSearches.confirmDelete')}
              </Button>
              <Button
                type="button"
                size="sm"
                variant="ghost"
                onClick={() => setConfirmDelete(false)}
              >
                {t('employer.savedSearches.cancel')}
              </Button>
            </>
          ) : (
            <Button
              type="button"
              size="sm"
              variant="ghost"
              aria-label={t('employer.savedSearches.deleteNamed', { name: search.name })}
              onClick={() => setConfirmDelete(true)}
            >
              {t('employer.savedSearches.delete')}
            </Button>
          )}
        </Actions>
      </Card>
    </Item>
  );
}

function RenameForm({ search, onDone }: { search: SavedSearch; onDone: () => void }) {
  const t = useT();
  const update = useUpdateSavedSearch();
  const form = useForm<{ name: string }>({ defaultValues: { name: search.name } });
  const {
    register,
    handleSubmit,
    setFocus,
    formState: { errors },
  } = form;
  // The field replaces the button that opened it: focus moves into it.
  useEffect(() => setFocus('name'), [setFocus]);
  const onSubmit = handleSubmit((values) =>
    update
      .mutateAsync({ id: search.id, change: { name: values.name.trim() } })
      .then(onDone, (error: unknown) => {
        const { error: apiError, mapped } = applyServerErrors(form, error);
        if (mapped.length === 0)
          form.setError('name', { type: 'server', message: apiError.message });
      }),
  );
  return (
    <Rename onSubmit={(event) => void onSubmit(event)} noValidate>
      <TextField
        label={t('employer.savedSearches.nameLabel')}
        error={errors.name?.message}
        maxLength={NAME_MAX}
        {...register('name', {
          validate: (value) => value.trim() !== '' || t('employer.savedSearches.nameRequired'),
        })}
      />
      <Actions>
        <Button type="submit" size="sm" loading={update.isPending}>
          {t('employer.savedSearches.saveName')}
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={onDone}>
          {t('employer.savedSearches.cancel')}
        </Button>
      </Actions>
    </Rename>
  );
}

const Item = styled.li`
  list-style: none;

  h2 {
    margin: 0;
    font-size: 18px;
    font-weight: 600;
    overflow-wrap: anywhere;
  }

  > div {
    display: flex;
    flex-direction: column;
    gap: 14px;
  }
`;

const Top = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 12px;
`;

const New = styled.span`
  padding: 2px 10px;
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.primary};
  font-size: 13px;
  font-weight: 600;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;

const Rename = styled.form`
  display: flex;
  flex-direction: column;
  gap: 8px;
  max-width: 420px;
`;
