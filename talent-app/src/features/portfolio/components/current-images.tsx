import type { PortfolioImage } from '@peworld/shared-ui';
import { Button, imageUrl } from '@peworld/shared-ui';
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
  const kept = images.length - removed.length;
  return (
    <Grid aria-label={`Images of ${projectName}`}>
      {images.map((image, index) => {
        const isRemoved = removed.includes(image.id);
        const position = `image ${index + 1} of ${images.length}`;
        return (
          <Shot key={image.id} $removed={isRemoved}>
            <img src={imageUrl(image.filename) ?? undefined} alt={`${projectName}, ${position}`} />
            {isRemoved ? (
              <Button
                type="button"
                size="sm"
                variant="outline"
                aria-label={`Keep ${position}`}
                onClick={() => onChange(removed.filter((id) => id !== image.id))}
              >
                Keep
              </Button>
            ) : (
              <Button
                type="button"
                size="sm"
                variant="ghost"
                aria-label={`Remove ${position}`}
                disabled={kept <= 1}
                title={kept <= 1 ? 'A project keeps at least one image' : undefined}
                onClick={() => onChange([...removed, image.id])}
              >
                Remove
              </Button>
            )}
          </Shot>
        );
      })}
    </Grid>
  );
}
