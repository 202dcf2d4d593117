import { Edit } from 'react-admin';
import { ColorForm, colorBody } from './ColorForm.tsx';

export default function ColorEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="list" transform={colorBody}>
      <ColorForm />
    </Edit>
  );
}
