import { Banner } from '@peworld/shared-ui';
import type { FormProblem } from '../../hooks/use-auth-form';

/** The red banner of a form: the server's (or the client check's) sentence plus its details. */
export function FormErrorBanner({ problem }: { problem: FormProblem | null }) {
  if (!problem) return null;
  // Details that only repeat the headline add noise for screen readers.
  const details = problem.details.filter((d) => d !== problem.message);
  return (
    <Banner tone="error">
      {problem.message}
      {details.length > 0 && (
        <ul>
          {details.map((detail) => (
            <li key={detail}>{detail}</li>
          ))}
        </ul>
      )}
    </Banner>
  );
}
