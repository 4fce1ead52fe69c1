import type { Portfolio } from '@peworld/shared-ui';
import { Button, imageUrl, useT } from '@peworld/shared-ui';
import styled from 'styled-components';

const Items = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin: 0 0 ${({ theme }) => theme.space.lg};
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.divider};
  border-radius: ${({ theme }) => theme.radius};

  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
    overflow-wrap: anywhere;
  }
  a {
    color: ${({ theme }) => theme.colors.primary};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    overflow-wrap: anywhere;
  }
`;

const Shots = styled.div`
  display: grid;
  grid-template-columns: repeat(3, 1fr);
  gap: 4px;

  img {
    width: 100%;
    aspect-ratio: 4 / 3;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radiusSm};
  }
  img:first-child {
    grid-column: 1 / -1;
  }
`;

const Row = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
  margin-top: auto;
`;

export interface PortfolioListProps {
  items: readonly Portfolio[];
  onEdit: (item: Portfolio) => void;
  onDelete: (item: Portfolio) => void;
}

/** The talent's projects with their images, each with Edit and Delete. */
export function PortfolioList({ items, onEdit, onDelete }: PortfolioListProps) {
  const t = useT();
  if (items.length === 0) return null;
  return (
    <Items aria-label={t('talent.portfolio.list')}>
      {items.map((item) => (
        <Item key={item.id}>
          <Shots>
            {item.images.map((image, index) => (
              <img
                key={image.id}
                src={imageUrl(image.filename) ?? undefined}
                alt={t('talent.portfolio.imageAlt', {
                  project: item.project_name,
                  index: index + 1,
                  total: item.images.length,
                })}
                loading="lazy"
              />
            ))}
          </Shots>
          <h3>{item.project_name}</h3>
          {item.link_repository ? (
            <a href={item.link_repository} target="_blank" rel="noopener noreferrer">
              {item.link_repository}
            </a>
          ) : null}
          <Row>
            <Button
              size="sm"
              variant="outline"
              aria-label={t('talent.portfolio.editProject', { project: item.project_name })}
              onClick={() => onEdit(item)}
            >
              {t('talent.portfolio.edit')}
            </Button>
            <Button
              size="sm"
              variant="ghost"
              aria-label={t('talent.portfolio.deleteProject', { project: item.project_name })}
              onClick={() => onDelete(item)}
            >
              {t('talent.portfolio.delete')}
            </Button>
          </Row>
        </Item>
      ))}
    </Items>
  );
}
