import { EmptyState, imageUrl, useRichT, useT, type Portfolio } from '@peworld/shared-ui';
import { useState } from 'react';
import styled from 'styled-components';
import { PortfolioGallery } from './portfolio-gallery';

export function PortfolioGrid({ items }: { items: readonly Portfolio[] }) {
  const t = useT();
  const rich = useRichT();
  const [open, setOpen] = useState<Portfolio | null>(null);
  if (items.length === 0) {
    return (
      <EmptyState title={t('employer.portfolio.emptyTitle')}>
        {t('employer.portfolio.emptyText')}
      </EmptyState>
    );
  }
  return (
    <>
      <Grid>
        {items.map((item) => {
          const src = imageUrl(item.images[0]?.filename);
          return (
            <li key={item.id}>
              {src ? (
                <Shot
                  type="button"
                  aria-label={t('employer.portfolio.openImage', { project: item.project_name })}
                  onClick={() => setOpen(item)}
                >
                  <img src={src} alt="" loading="lazy" />
                </Shot>
              ) : (
                <NoShot aria-hidden="true">{item.project_name.slice(0, 1)}</NoShot>
              )}
              <Caption>{item.project_name}</Caption>
              {item.link_repository ? (
                <Repo href={item.link_repository} target="_blank" rel="noopener noreferrer">
                  {rich('employer.portfolio.repository', {
                    project: item.project_name,
                    sr: (chunks) => <span className="sr">{chunks}</span>,
                  })}
                </Repo>
              ) : null}
            </li>
          );
        })}
      </Grid>
      <PortfolioGallery project={open} onClose={() => setOpen(null)} />
    </>
  );
}

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(200px, 1fr));
  gap: 24px;
  margin: 0;
  padding: 24px 0 0;
  list-style: none;

  li {
    display: flex;
    flex-direction: column;
    align-items: center;
    gap: 6px;
    min-width: 0;
  }
  .sr {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0, 0, 0, 0);
    white-space: nowrap;
  }
`;

const Shot = styled.button`
  width: 100%;
  aspect-ratio: 4 / 3;
  padding: 0;
  border: none;
  border-radius: ${({ theme }) => theme.radius};
  overflow: hidden;
  background: ${({ theme }) => theme.colors.page};
  cursor: zoom-in;

  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.focusRing};
  }
`;

const NoShot = styled.span`
  display: flex;
  align-items: center;
  justify-content: center;
  width: 100%;
  aspect-ratio: 4 / 3;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.primaryDark};
  font-size: 40px;
  font-weight: 700;
`;

const Caption = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-align: center;
  overflow-wrap: anywhere;
`;

const Repo = styled.a`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.primary};
`;
