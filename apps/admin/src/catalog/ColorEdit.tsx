import { Edit } from 'react-admin';
import { ColorForm } from './ColorForm.tsx';

export default function ColorEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="list">
      <ColorForm />
    </Edit>
  );
}
