import {
  Button,
  ChevronLeftIcon,
  ChevronRightIcon,
  imageUrl,
  Modal,
  useT,
  type Portfolio,
} from '@peworld/shared-ui';
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';

/**
 * Every image of one portfolio project (issue 31): previous/next buttons and the arrow keys
 * (both wrap around, so no button is ever disabled under the keyboard's focus),
 * "2 / 3" announced, each image scaled to fit inside the dialog on any viewport.
 */
export function PortfolioGallery({
  project,
  onClose,
}: {
  /** The open project, or null when the gallery is closed. */
  project: Portfolio | null;
  onClose: () => void;
}) {
  const t = useT();
  const [index, setIndex] = useState(0);
  const nextRef = useRef<HTMLButtonElement>(null);
  const images = project?.images ?? [];
  const count = images.length;
  const shown = Math.min(index, Math.max(count - 1, 0));

  // A newly opened project starts at its first image.
  useEffect(() => setIndex(0), [project?.id]);

  // The arrows page wherever the focus is inside the dialog (it is trapped there).
  useEffect(() => {
    if (!project || count < 2) return;
    function onKey(event: KeyboardEvent) {
      if (event.altKey || event.ctrlKey || event.metaKey) return;
      if (event.key === 'ArrowRight') setIndex((i) => (i + 1) % count);
      else if (event.key === 'ArrowLeft') setIndex((i) => (i - 1 + count) % count);
      else return;
      event.preventDefault();
    }
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [project, count]);

  const image = images[shown];
  const position = t('employer.gallery.position', { current: shown + 1, total: count });
  return (
    <Modal
      open={project !== null && image !== undefined}
      onClose={onClose}
      title={project?.project_name ?? ''}
      initialFocusRef={count > 1 ? nextRef : undefined}
    >
      {project && image ? (
        <Figure>
          <Frame>
            <img
              src={imageUrl(image.filename) ?? undefined}
              alt={
                count > 1
                  ? t('employer.gallery.imageAlt', {
                      project: project.project_name,
                      current: shown + 1,
                      total: count,
                    })
                  : project.project_name
              }
            />
          </Frame>
          {count > 1 ? (
            <Controls>
              <Button
                size="sm"
                variant="outline"
                onClick={() => setIndex((shown - 1 + count) % count)}
                aria-label={t('employer.gallery.previous')}
              >
                <ChevronLeftIcon size={18} />
              </Button>
              <Position aria-live="polite" aria-atomic="true">
                {position}
              </Position>
              <Button
                ref={nextRef}
                size="sm"
                variant="outline"
                onClick={() => setIndex((shown + 1) % count)}
                aria-label={t('employer.gallery.next')}
              >
                <ChevronRightIcon size={18} />
              </Button>
            </Controls>
          ) : null}
          {count > 1 ? <Hint>{t('employer.gallery.keys')}</Hint> : null}
        </Figure>
      ) : null}
    </Modal>
  );
}

const Figure = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
`;

// The dialog is at most 560 px wide and the viewport's height: the image scales down into
// what is left after the title and the controls (about 200 px), never past its own size.
const Frame = styled.div`
  display: flex;
  justify-content: center;
  width: 100%;

  img {
    display: block;
    max-width: 100%;
    max-height: calc(100vh - 220px);
    max-height: calc(100dvh - 220px);
    width: auto;
    height: auto;
    object-fit: contain;
    border-radius: ${({ theme }) => theme.radius};
  }
`;

const Controls = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
`;

const Position = styled.p`
  min-width: 4em;
  margin: 0;
  text-align: center;
  font-variant-numeric: tabular-nums;
`;

const Hint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;
