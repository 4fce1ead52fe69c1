import { TextAreaField, TextField } from '@peworld/shared-ui';
import styled from 'styled-components';
import type { CompanyField, CompanyValues } from './company-values';

interface FieldSpec {
  name: CompanyField;
  label: string;
  placeholder: string;
  type?: string;
  multiline?: boolean;
  autoComplete?: string;
}

const FIELDS: readonly FieldSpec[] = [
  {
    name: 'name_company',
    label: 'Company Name',
    placeholder: 'Masukan nama perusahaan',
    autoComplete: 'organization',
  },
  {
    name: 'field_company',
    label: 'Field',
    placeholder: 'Masukan bidang perusahaan ex : Financial',
  },
  { name: 'city', label: 'Domicile', placeholder: 'Masukan kota', autoComplete: 'address-level2' },
  {
    name: 'description',
    label: 'Description',
    placeholder: 'Tuliskan deskripsi singkat',
    multiline: true,
  },
  {
    name: 'email',
    label: 'Email',
    placeholder: 'Masukan email',
    type: 'email',
    autoComplete: 'email',
  },
  { name: 'instagram', label: 'Instagram', placeholder: 'https://instagram.com/…', type: 'url' },
  {
    name: 'phone',
    label: 'Phone',
    placeholder: 'Masukan nomor telepon',
    type: 'tel',
    autoComplete: 'tel',
  },
  {
    name: 'linkedin',
    label: 'Linkedin',
    placeholder: 'https://linkedin.com/company/…',
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
  return (
    <Grid>
      {FIELDS.map((spec) =>
        spec.multiline ? (
          <TextAreaField
            key={spec.name}
            label={spec.label}
            name={spec.name}
            placeholder={spec.placeholder}
            value={values[spec.name]}
            onChange={(event) => onChange(spec.name, event.target.value)}
            error={errors[spec.name]}
            disabled={disabled}
            rows={5}
          />
        ) : (
          <TextField
            key={spec.name}
            label={spec.label}
            name={spec.name}
            type={spec.type ?? 'text'}
            placeholder={spec.placeholder}
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
