import { createContext, useContext, type ReactNode } from 'react';

/** What a page adds to each talent card (the shortlist's Save), given the card's talent. */
export type TalentCardAction = (talent: { id_user: number; full_name: string }) => ReactNode;

const TalentCardActionContext = createContext<TalentCardAction | null>(null);

/**
 * The page composes features (docs/conventions.md rule 3): the talent list renders cards, the
 * shortlist owns Save, and the page puts one into the other through this slot instead of one
 * feature importing the other, and without threading a prop through every list component.
 */
export function TalentCardActionProvider({
  action,
  children,
}: {
  action: TalentCardAction;
  children: ReactNode;
}) {
  return (
    <TalentCardActionContext.Provider value={action}>{children}</TalentCardActionContext.Provider>
  );
}

export function useTalentCardAction(): TalentCardAction | null {
  return useContext(TalentCardActionContext);
}
