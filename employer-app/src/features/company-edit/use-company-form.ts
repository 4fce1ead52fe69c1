import { applyServerErrors, useT, useToast, type Company } from '@peworld/shared-ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { changedFields, valuesOf, type CompanyValues } from './company-values';
import { useUpdateCompany } from './api/update-company';
import { useUpdateCompanyLogo } from './api/update-company-logo';

/**
 * The edit form (react-hook-form, its fields registered by CompanyFields) and its save: the logo
 * first (XHR, with progress), then the changed fields (PATCH JSON). Errors land at their field
 * (the server's through applyServerErrors), the logo's at the picker, the rest in `banner`;
 * nothing typed is lost on a failure. The saved values are the form's defaultValues, reset to
 * the server's answer after a save, so "changed" always means "differs from what is stored".
 */
export function useCompanyForm(company: Company) {
  const t = useT();
  const toast = useToast();
  const saveFields = useUpdateCompany(company.id_company);
  const saveLogo = useUpdateCompanyLogo(company.id_company);
  const form = useForm<CompanyValues>({ defaultValues: valuesOf(company) });
  const [logo, setLogo] = useState<File | null>(null);
  const [logoError, setLogoError] = useState<string | null>(null);
  const [banner, setBanner] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const saving = form.formState.isSubmitting;

  const saved = form.formState.defaultValues as CompanyValues;
  const changes = changedFields(form.watch(), saved);
  const dirty = logo !== null || Object.keys(changes).length > 0;

  function chooseLogo(file: File | null) {
    setLogo(file);
    setLogoError(null);
  }

  async function save(values: CompanyValues) {
    const fields = changedFields(values, saved);
    if (logo === null && Object.keys(fields).length === 0) {
      toast.show(t('employer.companyEdit.nothingToSave'), 'info');
      return;
    }
    try {
      if (logo) {
        setProgress(0);
        try {
          await saveLogo.mutateAsync({ file: logo, onProgress: setProgress });
          setLogo(null);
        } catch (error) {
          setLogoError(
            error instanceof Error ? error.message : t('employer.companyEdit.logoNotSaved'),
          );
          throw error;
        } finally {
          setProgress(null);
        }
      }
      if (Object.keys(fields).length > 0) {
        const answer = await saveFields.mutateAsync(fields);
        form.reset(valuesOf(answer.result));
      }
      toast.show(t('employer.companyEdit.saved'), 'success');
    } catch (error) {
      const { mapped } = applyServerErrors(form, error);
      setBanner(error instanceof Error ? error.message : t('employer.companyEdit.notSaved'));
      if (mapped[0]) form.setFocus(mapped[0]);
    }
  }

  const submit = form.handleSubmit(async (values) => {
    setBanner(null);
    await save(values);
  });

  return { form, logo, chooseLogo, logoError, banner, progress, saving, dirty, submit };
}
