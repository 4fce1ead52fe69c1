import { useParams } from 'react-router-dom';
import { ScaffoldPage } from '../features/scaffold/scaffold-page';

export default function HirePage() {
  const { id } = useParams();
  return (
    <ScaffoldPage
      title="Contact this talent"
      feature="The hire request feature fills this page with the message form (subject and message) sent to the talent."
      detail={id ? `Talent id: ${id}` : undefined}
    />
  );
}
