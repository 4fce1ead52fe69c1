import { Card } from '@peworld/shared-ui';
import type { ReactNode } from 'react';
import { Narrow, PurpleBand, StateTitle } from './page-frame';

/** A whole-page notice in the page frame: who may not use a page, or why it cannot show. */
export function PageMessage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <>
      <PurpleBand />
      <Narrow>
        <Card $padding="lg">
          <StateTitle>{title}</StateTitle>
          {children}
        </Card>
      </Narrow>
    </>
  );
}
