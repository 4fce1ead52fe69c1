import { Button, SearchIcon, TextField, useT } from '@peworld/shared-ui';
import { useEffect, useState, type FormEvent } from 'react';
import styled from 'styled-components';

const Form = styled.form`
  display: flex;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.sm};

  & > :first-child {
    flex: 1;
  }
`;

/**
 * The search box: title words and skills, typos and aliases forgiven by the API ("recat"
 * finds React). Sent with the button or Enter; shows the URL's search again after Back.
 */
export function JobSearchForm({
  search,
  onSearch,
}: {
  search: string;
  onSearch: (search: string) => void;
}) {
  const t = useT();
  const [draft, setDraft] = useState(search);
  useEffect(() => setDraft(search), [search]);

  function submit(event: FormEvent) {
    event.preventDefault();
    onSearch(draft.trim());
  }

  return (
    <Form role="search" aria-label={t('talent.jobs.search.label')} onSubmit={submit}>
      <TextField
        type="search"
        label={t('talent.jobs.search.field')}
        placeholder={t('talent.jobs.search.placeholder')}
        value={draft}
        maxLength={200}
        onChange={(event) => setDraft(event.target.value)}
      />
      <Button type="submit">
        <SearchIcon size={18} />
        {t('talent.jobs.search.submit')}
      </Button>
    </Form>
  );
}
