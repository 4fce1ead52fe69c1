import type { Company } from '@peworld/shared-ui';
import { InstagramIcon, LinkedinIcon, MailIcon, PhoneIcon, useT } from '@peworld/shared-ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;

  a {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.sm};
    min-height: 32px;
    color: ${({ theme }) => theme.colors.text};
    overflow-wrap: anywhere;
  }
  a:hover {
    color: ${({ theme }) => theme.colors.primary};
  }
  svg {
    flex: none;
    color: ${({ theme }) => theme.colors.primary};
  }
`;

/** Instagram/LinkedIn may be stored as a handle or a URL: show the handle, link the URL. */
function profileLink(value: string, base: string): { href: string; text: string } {
  if (/^https?:\/\//i.test(value)) {
    try {
      const url = new URL(value);
      const handle = url.pathname.replace(/^\/(company\/|in\/)?/, '').replace(/\/$/, '');
      return { href: value, text: handle ? `@${handle}` : url.host };
    } catch {
      return { href: value, text: value };
    }
  }
  const handle = value.replace(/^@/, '');
  return { href: `${base}${encodeURIComponent(handle)}`, text: `@${handle}` };
}

function Row({
  icon,
  href,
  label,
  children,
}: {
  icon: ReactNode;
  href: string;
  label: string;
  children: ReactNode;
}) {
  const t = useT();
  const external = href.startsWith('http');
  return (
    <li>
      <a
        href={href}
        aria-label={t('talent.contact.row', { label, value: String(children) })}
        {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      >
        {icon}
        <span>{children}</span>
      </a>
    </li>
  );
}

/** The company's contact rows as links; rows without a value are left out. */
export function ContactRows({ company }: { company: Company }) {
  const t = useT();
  const rows: ReactNode[] = [];
  if (company.email) {
    rows.push(
      <Row
        key="email"
        icon={<MailIcon size={20} />}
        href={`mailto:${company.email}`}
        label={t('talent.contact.email')}
      >
        {company.email}
      </Row>,
    );
  }
  if (company.instagram) {
    const { href, text } = profileLink(company.instagram, 'https://instagram.com/');
    rows.push(
      <Row
        key="instagram"
        icon={<InstagramIcon size={20} />}
        href={href}
        label={t('talent.contact.instagram')}
      >
        {text}
      </Row>,
    );
  }
  if (company.phone) {
    rows.push(
      <Row
        key="phone"
        icon={<PhoneIcon size={20} />}
        href={`tel:${company.phone.replace(/[^+\d]/g, '')}`}
        label={t('talent.contact.phone')}
      >
        {company.phone}
      </Row>,
    );
  }
  if (company.linkedin) {
    const { href, text } = profileLink(company.linkedin, 'https://www.linkedin.com/company/');
    rows.push(
      <Row
        key="linkedin"
        icon={<LinkedinIcon size={20} />}
        href={href}
        label={t('talent.contact.linkedin')}
      >
        {text}
      </Row>,
    );
  }
  if (rows.length === 0) return null;
  return <List aria-label={t('talent.contact.label')}>{rows}</List>;
}
