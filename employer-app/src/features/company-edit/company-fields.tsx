import { TextAreaField, TextField, useT } from '@peworld/shared-ui';
import styled from 'styled-components';
import type { CompanyField, CompanyValues } from './company-values';

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
  values: CompanyValues;
  errors: Partial<Record<CompanyField, string>>;
  onChange: (field: CompanyField, value: string) => void;
  disabled: boolean;
}

/** The fields of 'Your Profile', each with the server's message for it underneath. */
export function CompanyFields({ values, errors, onChange, disabled }: CompanyFieldsProps) {
  const t = useT();
  return (
    <Grid>
      {FIELDS.map((spec) =>
        spec.multiline ? (
          <TextAreaField
            key={spec.name}
            label={t(spec.label)}
            name={spec.name}
            placeholder={t(spec.placeholder)}
            value={values[spec.name]}
            onChange={(event) => onChange(spec.name, event.target.value)}
            error={errors[spec.name]}
            disabled={disabled}
            rows={5}
          />
        ) : (
          <TextField
            key={spec.name}
            label={t(spec.label)}
            name={spec.name}
            type={spec.type ?? 'text'}
            placeholder={t(spec.placeholder)}
            autoComplete={spec.autoComplete}
            value={values[spec.name]}
            onChange={(event) => onChange(spec.name, event.target.value)}
            error={errors[spec.name]}
            disabled={disabled}
          />
        ),
      )}
    </Grid>
  );
}

const Grid = styled.div`
  display: flex;
  flex-direction: column;
  gap: 20px;
`;
