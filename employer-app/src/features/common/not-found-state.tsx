import { Button, Card, EmptyState, paths, useT } from '@peworld/shared-ui';
import { Link } from 'react-router-dom';
import { Narrow, PurpleBand, StateTitle } from './page-frame';

/** An unknown or malformed id: a clear dead end with a way back, never a crash. */
export function NotFoundState({ title, text }: { title: string; text: string }) {
  const t = useT();
  return (
    <>
      <PurpleBand />
      <Narrow>
        <Card $padding="lg">
          <StateTitle>{title}</StateTitle>
          <EmptyState
            title={text}
            action={
              <Button as={Link} to={paths.home.getHref()}>
                {t('employer.common.backToList')}
              </Button>
            }
          />
        </Card>
      </Narrow>
    </>
  );
}
