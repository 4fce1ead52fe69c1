import { useParams } from 'react-router-dom';
import { ScaffoldPage } from '../features/scaffold/scaffold-page';

export default function TalentProfilePage() {
  const { id } = useParams();
  return (
    <ScaffoldPage
      title="Talent profile"
      feature="The talent profile feature fills this page with the talent's details, skills, portfolio, work experience and the Hire button."
      detail={id ? `Talent id: ${id}` : undefined}
    />
  );
}
