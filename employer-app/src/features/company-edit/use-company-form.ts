import { fieldErrors, useT, useToast, type Company } from '@peworld/shared-ui';
import { useState } from 'react';
import {
  changedFields,
  checkValues,
  COMPANY_FIELDS,
  valuesOf,
  type CompanyField,
  type CompanyValues,
} from './company-values';
import { useUpdateCompany } from './api/update-company';
import { useUpdateCompanyLogo } from './api/update-company-logo';

export type CompanyErrors = Partial<Record<CompanyField, string>>;

/**
 * The edit form's state and its save: the logo first (XHR, with progress), then the changed
 * fields (PATCH JSON). Errors land at their field, the logo's at the picker, the rest in
 * `banner`; nothing typed is lost on a failure.
 */
export function useCompanyForm(company: Company) {
  const t = useT();
  const toast = useToast();
  const saveFields = useUpdateCompany(company.id_company);
  const saveLogo = useUpdateCompanyLogo(company.id_company);
  const saved = valuesOf(company);
  const [values, setValues] = useState<CompanyValues>(saved);
  const [logo, setLogo] = useState<File | null>(null);
  const [errors, setErrors] = useState<CompanyErrors>({});
  const [logoError, setLogoError] = useState<string | null>(null);
  const [banner, setBanner] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [saving, setSaving] = useState(false);

  const changes = changedFields(values, saved);
  const dirty = logo !== null || Object.keys(changes).length > 0;

  function change(field: CompanyField, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  }

  function chooseLogo(file: File | null) {
    setLogo(file);
    setLogoError(null);
  }

  async function save() {
    setBanner(null);
    const problems = checkValues(values);
    setErrors(Object.fromEntries(Object.entries(problems).map(([field, key]) => [field, t(key)])));
    if (Object.keys(problems).length > 0) return;
    if (!dirty) {
      toast.show(t('employer.companyEdit.nothingToSave'), 'info');
      return;
    }
    setSaving(true);
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
      if (Object.keys(changes).length > 0) {
        const answer = await saveFields.mutateAsync(changes);
        setValues(valuesOf(answer.result));
      }
      toast.show(t('employer.companyEdit.saved'), 'success');
    } catch (error) {
      const byField = fieldErrors(error);
      const known: CompanyErrors = {};
      for (const field of COMPANY_FIELDS) if (byField[field]) known[field] = byField[field];
      setErrors(known);
      setBanner(error instanceof Error ? error.message : t('employer.companyEdit.notSaved'));
    } finally {
      setSaving(false);
    }
  }

  return {
    values,
    change,
    logo,
    chooseLogo,
    errors,
    logoError,
    banner,
    progress,
    saving,
    dirty,
    save,
  };
}
