import { useQueryClient } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createTestQueryClient } from '../testing/render';
import { queryClient } from './query-client';
import { QueryProvider } from './query-provider';
import { WithQueryClient } from './with-query-client';

function ClientProbe({ onClient }: { onClient: (client: unknown) => void }) {
  onClient(useQueryClient());
  return <p>probe</p>;
}

describe('WithQueryClient', () => {
  it("gives its children the product's one QueryClient when nothing above provides one", () => {
    let seen: unknown = null;
    render(
      <WithQueryClient>
        <ClientProbe onClient={(client) => (seen = client)} />
      </WithQueryClient>,
    );
    expect(screen.getByText('probe')).toBeInTheDocument();
    expect(seen).toBe(queryClient);
  });

  it('keeps the client of a provider above (a test, or the shell later)', () => {
    const outer = createTestQueryClient();
    let seen: unknown = null;
    render(
      <QueryProvider client={outer}>
        <WithQueryClient>
          <ClientProbe onClient={(client) => (seen = client)} />
        </WithQueryClient>
      </QueryProvider>,
    );
    expect(seen).toBe(outer);
    expect(seen).not.toBe(queryClient);
  });
});
