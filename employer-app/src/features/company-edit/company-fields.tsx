import { TextAreaField, TextField, useT } from '@peworld/shared-ui';
import type { UseFormReturn } from 'react-hook-form';
import styled from 'styled-components';
import {
  COMPANY_MAX_LENGTH,
  companyRules,
  type CompanyField,
  type CompanyValues,
} from './company-values';

interface FieldSpec {
  name: CompanyField;
  /** Catalog keys of the label and the placeholder. */
  label: string;
  placeholder: string;
  type?: string;
  multiline?: boolean;
  autoComplete?: string;
}

const FIELDS: readonly FieldSpec[] = [
  {
    name: 'name_company',
    label: 'employer.companyField.name.label',
    placeholder: 'employer.companyField.name.placeholder',
    autoComplete: 'organization',
  },
  {
    name: 'field_company',
    label: 'employer.companyField.field.label',
    placeholder: 'employer.companyField.field.placeholder',
  },
  {
    name: 'city',
    label: 'employer.companyField.city.label',
    placeholder: 'employer.companyField.city.placeholder',
    autoComplete: 'address-level2',
  },
  {
    name: 'description',
    label: 'employer.companyField.description.label',
    placeholder: 'employer.companyField.description.placeholder',
    multiline: true,
  },
  {
    name: 'email',
    label: 'employer.companyField.email.label',
    placeholder: 'employer.companyField.email.placeholder',
    type: 'email',
    autoComplete: 'email',
  },
  {
    name: 'instagram',
    label: 'employer.companyField.instagram.label',
    placeholder: 'employer.companyField.instagram.placeholder',
    type: 'url',
  },
  {
    name: 'phone',
    label: 'employer.companyField.phone.label',
    placeholder: 'employer.companyField.phone.placeholder',
    type: 'tel',
    autoComplete: 'tel',
  },
  {
    name: 'linkedin',
    label: 'employer.companyField.linkedin.label',
    placeholder: 'employer.companyField.linkedin.placeholder',
    type: 'url',
  },
];

export interface CompanyFieldsProps {
  form: UseFormReturn<CompanyValues>;
  /** Read-only while saving (not `disabled`: react-hook-form leaves disabled fields out). */
  saving: boolean;
}

/** The fields of 'Your Profile', each with its message (a check's or the server's) underneath. */
export function CompanyFields({ form, saving }: CompanyFieldsProps) {
  const t = useT();
  const { errors } = form.formState;
  return (
    <Grid>
      {FIELDS.map((spec) => {
        const shared = {
          ...form.register(spec.name, companyRules(spec.name, t)),
          label: t(spec.label),
          placeholder: t(spec.placeholder),
          maxLength: COMPANY_MAX_LENGTH[spec.name],
          error: errors[spec.name]?.message,
          readOnly: saving,
        };
        return spec.multiline ? (
          <TextAreaField key={spec.name} {...shared} rows={5} />
        ) : (
          <TextField
            key={spec.name}
            {...shared}
            type={spec.type ?? 'text'}
            autoComplete={spec.autoComplete}
          />
        );
      })}
    </Grid>
  );
}

const Grid = styled.div`
  display: flex;
  flex-direction: column;
  gap: 20px;
`;
