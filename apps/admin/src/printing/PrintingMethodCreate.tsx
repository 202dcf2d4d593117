import { Create } from 'react-admin';
import { PrintingMethodForm } from './PrintingMethodForm.tsx';

export default function PrintingMethodCreate() {
  return (
    <Create redirect="edit">
      <PrintingMethodForm />
    </Create>
  );
}
