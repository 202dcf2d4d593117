import { Create } from 'react-admin';
import { TemplateForm } from './TemplateForm.tsx';

/** A new template: its page (assignments, mockups) opens once it is saved. */
export default function TemplateCreate() {
  return (
    <Create redirect="show">
      <TemplateForm isNew />
    </Create>
  );
}
