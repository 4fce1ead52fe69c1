import { withEmployerMessages } from '../messages/with-employer-messages';
import {
  Banner,
  Button,
  Card,
  EmptyState,
  ErrorState,
  media,
  PasswordChangeForm,
  paths,
  useCompany,
  useSession,
  useT,
  useUnsavedChangesWarning,
  type Company,
} from '@peworld/shared-ui';
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { PurpleBand, TwoColumns } from '../features/common/page-frame';
import { useBack } from '../features/common/use-back';
import { PageMessage } from '../features/common/page-message';
import { ProfileSkeleton } from '../features/common/profile-skeleton';
import { CompanyFields } from '../features/company-edit/company-fields';
import { CompanySideCard } from '../features/company-edit/company-side-card';
import { useCompanyForm } from '../features/company-edit/use-company-form';

/** The header's 'Setting' link lands here (/comp-edit#settings). */
export const SETTINGS_SECTION_ID = 'settings';
const FORM_ID = 'company-profile-form';

function CompanyEditor({ company }: { company: Company }) {
  const t = useT();
  const { hash } = useLocation();
  // Opened directly (the header's link in a new tab, a bookmark): back to the company's profile.
  const back = useBack(paths.companyProfile.getHref(company.id_company));
  const form = useCompanyForm(company);
  useUnsavedChangesWarning(form.dirty);

  // The page renders after its data arrives, so the browser's own jump to #settings has
  // already missed it: scroll once the section exists.
  useEffect(() => {
    if (hash === `#${SETTINGS_SECTION_ID}`) {
      document.getElementById(SETTINGS_SECTION_ID)?.scrollIntoView?.({ block: 'start' });
    }
  }, [hash]);

  return (
    <>
      <PurpleBand />
      <TwoColumns>
        <CompanySideCard
          company={company}
          logo={form.logo}
          onLogo={form.chooseLogo}
          logoError={form.logoError}
          progress={form.progress}
          saving={form.saving}
          formId={FORM_ID}
          onBack={back}
        />
        <Column>
          <Card $padding="lg" as="section" aria-labelledby="your-profile">
            <Title id="your-profile">{t('employer.companyEdit.title')}</Title>
            <Form id={FORM_ID} onSubmit={(event) => void form.submit(event)} noValidate>
              {form.banner ? <Banner tone="error">{form.banner}</Banner> : null}
              <CompanyFields form={form.form} saving={form.saving} />
              <MobileSave type="submit" $block loading={form.saving}>
                {t('employer.companyEdit.save')}
              </MobileSave>
            </Form>
          </Card>
          <Card
            $padding="lg"
            as="section"
            id={SETTINGS_SECTION_ID}
            aria-labelledby="settings-title"
          >
            <Title as="h2" id="settings-title">
              {t('employer.companyEdit.settings')}
            </Title>
            <Lead>{t('employer.companyEdit.settingsLead')}</Lead>
            <PasswordChangeForm />
          </Card>
        </Column>
      </TwoColumns>
    </>
  );
}

/** /comp-edit: a recruiter edits their company (and password). */
function CompanyEditPage() {
  const t = useT();
  const { user, isRecruiter } = useSession();
  const companyId = isRecruiter && user ? (user.id_company ?? user.id_user) : null;
  const { data, isPending, isError, error, refetch } = useCompany(companyId);

  if (!isRecruiter) {
    return (
      <PageMessage title={t('employer.companyEdit.pageTitle')}>
        <EmptyState
          title={t('employer.companyEdit.refusedTitle')}
          action={
            <Button as={Link} to={paths.userEdit.getHref()}>
              {t('employer.companyEdit.editOwnProfile')}
            </Button>
          }
        >
          {t('employer.companyEdit.refusedHint')}
        </EmptyState>
      </PageMessage>
    );
  }
  if (isPending) return <ProfileSkeleton label={t('employer.companyEdit.loading')} />;
  if (isError) {
    return (
      <PageMessage title={t('employer.companyEdit.pageTitle')}>
        <ErrorState
          title={t('employer.companyEdit.loadError')}
          message={error.message}
          onRetry={() => void refetch()}
        />
      </PageMessage>
    );
  }
  // Keyed by company so the form starts from the saved values once they arrive.
  return <CompanyEditor key={data.result.id_company} company={data.result} />;
}

const Column = styled.div`
  display: flex;
  flex-direction: column;
  gap: 32px;
  min-width: 0;

  ${media.mobile} {
    gap: 20px;
  }
`;

const Title = styled.h1`
  margin: 0 0 24px;
  padding-bottom: 16px;
  border-bottom: 1px solid ${({ theme }) => theme.colors.divider};
  font-size: 22px;
`;

const Lead = styled.p`
  margin: -8px 0 20px;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 20px;
`;

/** The side card's Save is far above the fields on a phone: repeat it under them. */
const MobileSave = styled(Button)`
  ${media.desktop} {
    display: none;
  }
`;

export default withEmployerMessages(CompanyEditPage);
