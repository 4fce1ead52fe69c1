import {
  Avatar,
  Button,
  Card,
  ImagePicker,
  imageUrl,
  MapPinIcon,
  useRichT,
  useT,
  type Company,
} from '@peworld/shared-ui';
import { useEffect, useMemo } from 'react';
import styled from 'styled-components';

export interface CompanySideCardProps {
  company: Company;
  logo: File | null;
  onLogo: (file: File | null) => void;
  logoError: string | null;
  progress: number | null;
  saving: boolean;
  formId: string;
  onBack: () => void;
}

/** Left card: logo with its 'Edit' picker, who the company is, Save and Back. */
export function CompanySideCard({
  company,
  logo,
  onLogo,
  logoError,
  progress,
  saving,
  formId,
  onBack,
}: CompanySideCardProps) {
  const t = useT();
  const rich = useRichT();
  const preview = useMemo(() => (logo ? URL.createObjectURL(logo) : null), [logo]);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);

  return (
    <Side>
      <Box $padding="lg">
        <Logo>
          <Avatar
            src={preview ?? imageUrl(company.img_company)}
            name={company.name_company}
            size={150}
          />
        </Logo>
        <Picker
          label={t('employer.companyEdit.logoEdit')}
          inputLabel={t('employer.companyEdit.logoInput')}
          files={logo ? [logo] : []}
          onChange={(files) => onLogo(files[0] ?? null)}
          error={logoError}
          progress={progress}
          showPreviews={false}
          disabled={saving}
        />
        {logo ? (
          <Pending>
            {rich('employer.companyEdit.logoChosen', {
              name: logo.name,
              keep: (chunks) => (
                <LinkButton type="button" onClick={() => onLogo(null)}>
                  {chunks}
                </LinkButton>
              ),
            })}
          </Pending>
        ) : null}
        <Name>{company.name_company}</Name>
        {company.field_company ? <p>{company.field_company}</p> : null}
        {company.city ? (
          <Muted>
            <MapPinIcon size={16} aria-hidden="true" /> {company.city}
          </Muted>
        ) : null}
        {company.description ? <About>{company.description}</About> : null}
      </Box>
      <Button type="submit" form={formId} $block loading={saving}>
        {t('employer.companyEdit.save')}
      </Button>
      <Button type="button" variant="outline" $block onClick={onBack}>
        {t('employer.companyEdit.back')}
      </Button>
    </Side>
  );
}

const Side = styled.div`
  display: flex;
  flex-direction: column;
  gap: 16px;
  min-width: 0;
`;

const Box = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: 8px;

  p {
    margin: 0;
  }
`;

const Logo = styled.div`
  display: flex;
  justify-content: center;
`;

const Picker = styled(ImagePicker)`
  align-items: center;
  text-align: center;

  /* The picker's button sits under the logo, centred like it. */
  & > label {
    align-self: center;
  }
`;

const Pending = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center;
`;

const LinkButton = styled.button`
  padding: 0;
  border: none;
  background: none;
  color: ${({ theme }) => theme.colors.primary};
  font: inherit;
  text-decoration: underline;
  cursor: pointer;
`;

const Name = styled.h2`
  margin: 12px 0 0;
  font-size: 22px;
  overflow-wrap: anywhere;
`;

const Muted = styled.p`
  display: flex;
  align-items: center;
  gap: 6px;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const About = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  white-space: pre-line;
  overflow-wrap: anywhere;
`;
