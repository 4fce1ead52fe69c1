import type { PortfolioImage } from '@peworld/shared-ui';
import { Button, imageUrl, useT } from '@peworld/shared-ui';
import styled from 'styled-components';

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(120px, 1fr));
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Shot = styled.li<{ $removed: boolean }>`
  display: flex;
  flex-direction: column;
  gap: 4px;

  img {
    width: 100%;
    aspect-ratio: 4 / 3;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radiusSm};
    opacity: ${({ $removed }) => ($removed ? 0.35 : 1)};
  }
`;

export interface CurrentImagesProps {
  projectName: string;
  images: readonly PortfolioImage[];
  /** Images the talent marked for removal (removed on save). */
  removed: readonly number[];
  onChange: (removed: number[]) => void;
}

/**
 * The saved images of the project being edited, each removable (and restorable until the
 * project is saved). The last image left cannot be removed: a project shows at least one.
 */
export function CurrentImages({ projectName, images, removed, onChange }: CurrentImagesProps) {
  const t = useT();
  const kept = images.length - removed.length;
  return (
    <Grid aria-label={t('talent.portfolio.imagesOf', { project: projectName })}>
      {images.map((image, index) => {
        const isRemoved = removed.includes(image.id);
        const place = { index: index + 1, total: images.length };
        return (
          <Shot key={image.id} $removed={isRemoved}>
            <img
              src={imageUrl(image.filename) ?? undefined}
              alt={t('talent.portfolio.imageAlt', { project: projectName, ...place })}
            />
            {isRemoved ? (
              <Button
                type="button"
                size="sm"
                variant="outline"
                aria-label={t('talent.portfolio.keepImage', place)}
                onClick={() => onChange(removed.filter((id) => id !== image.id))}
              >
                {t('talent.portfolio.keep')}
              </Button>
            ) : (
              <Button
                type="button"
                size="sm"
                variant="ghost"
                aria-label={t('talent.portfolio.removeImage', place)}
                disabled={kept <= 1}
                title={kept <= 1 ? t('talent.portfolio.lastImage') : undefined}
                onClick={() => onChange([...removed, image.id])}
              >
                {t('talent.portfolio.remove')}
              </Button>
            )}
          </Shot>
        );
      })}
    </Grid>
  );
}
