import { Edit } from 'react-admin';
import { TemplateForm } from './TemplateForm.tsx';

/** A template replaced as a whole (`PUT`); its assignments keep their fit until assigned again. */
export default function TemplateEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="show">
      <TemplateForm />
    </Edit>
  );
}
